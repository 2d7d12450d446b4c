import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { optionLabels } from "../../../src/protocol/rules.ts";
import type { QuestionItem } from "../../../src/protocol/types.ts";

/**
 * The usual "form from a model's JSON" with RJSF: one schema property per
 * question, with the same rules as ours (a required MultiChoice needs at least
 * one pick, hence `minItems`), radios and checkboxes picked through uiSchema.
 */
export function toJsonSchema(questions: readonly QuestionItem[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  for (const question of questions) {
    const base: RJSFSchema = { title: question.question };
    if (question.purpose) base.description = question.purpose;
    if (question.required !== false) required.push(question.id);
    switch (question.type) {
      case "Text":
        properties[question.id] = { ...base, type: "string" };
        uiSchema[question.id] = { "ui:widget": "textarea" };
        break;
      case "SingleChoice":
        properties[question.id] = { ...base, type: "string", enum: optionLabels(question) };
        uiSchema[question.id] = { "ui:widget": "radio" };
        break;
      case "YesNo":
        properties[question.id] = { ...base, type: "string", enum: ["Yes", "No"] };
        uiSchema[question.id] = { "ui:widget": "radio" };
        break;
      case "MultiChoice":
        properties[question.id] = {
          ...base,
          type: "array",
          items: { type: "string", enum: optionLabels(question) },
          uniqueItems: true,
          ...(question.required !== false && { minItems: 1 }),
        };
        uiSchema[question.id] = { "ui:widget": "checkboxes" };
        break;
    }
  }
  return { schema: { type: "object", properties, required }, uiSchema };
}
