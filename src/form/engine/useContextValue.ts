import { useByContent } from "../kit/useByContent.ts";
import type { QuestionFormContextValue } from "./QuestionFormContext.ts";
import type { QuestionFormComponents } from "./QuestionProps.ts";

// Every part a host can replace, named once (the type fails on a missing or unknown one): the
// form's context changes when any of them does.
const PART_NAMES = Object.keys({
  Text: 0,
  SingleChoice: 0,
  MultiChoice: 0,
  YesNo: 0,
  Button: 0,
  Textarea: 0,
  Input: 0,
  Label: 0,
  Checkbox: 0,
  Preview: 0,
  Markdown: 0,
  Radio: 0,
  RadioGroup: 0,
} satisfies Record<keyof QuestionFormComponents, 0>) as (keyof QuestionFormComponents)[];

/**
 * What `QuestionFormProvider` gives the parts: one object while nothing in it
 * has changed, so a host re-rendering with equal props re-renders no question.
 * The class names are compared by content, the components one by one (a new
 * object holding the same stable components changes nothing), the rest as they are.
 */
export function useContextValue(value: QuestionFormContextValue): QuestionFormContextValue {
  const { classNames, components } = value;
  const kept = {
    ...value,
    classNames: useByContent(classNames, [JSON.stringify(classNames ?? null)]),
    components: useByContent(
      components,
      PART_NAMES.map((name) => components?.[name]),
    ),
  };
  // Always the same fields in the same order, so their values are a key of fixed length.
  return useByContent(kept, Object.values(kept));
}
