import { hasText } from "./blank.ts";
import { isObject } from "./quote.ts";
import { optionLabel } from "./rules.ts";
import { INPUT_KINDS, type QuestionItem, type QuestionOption, type TextInput } from "./types.ts";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Brings valid questions into their one canonical shape (SPEC §2, §6):
 * `required` filled in; `null`s, blank `header` / `purpose` / `placeholder`
 * and unknown fields dropped; `options` (each item in the shape it came in)
 * and `allowOther` kept only on SingleChoice / MultiChoice, `placeholder` and
 * `input` only on Text, `minSelected` / `maxSelected` only on MultiChoice;
 * and a SingleChoice's recommended option moved to the front with the others
 * in their order. Normalizing twice gives the same result as once.
 */
export function normalizeQuestions(questions: readonly QuestionItem[]): QuestionItem[] {
  return questions.map(
    ({
      id,
      question,
      type,
      header,
      purpose,
      options,
      allowOther,
      placeholder,
      required,
      recommended,
      input: given,
      minSelected,
      maxSelected,
    }) => {
      const item: QuestionItem = { id, question, type };
      if (hasText(header)) item.header = header;
      if (hasText(purpose)) item.purpose = purpose;
      const choice = type === "SingleChoice" || type === "MultiChoice";
      if (choice && Array.isArray(options)) {
        const all = options.map(normalizeOption);
        const first = type === "SingleChoice" ? all.find((option) => optionLabel(option) === recommended) : undefined;
        item.options = first === undefined ? all : [first, ...all.filter((option) => option !== first)];
      }
      if (choice && allowOther === true) item.allowOther = true;
      if (type === "Text" && hasText(placeholder)) item.placeholder = placeholder;
      item.required = required !== false;
      if (type === "SingleChoice" && typeof recommended === "string") item.recommended = recommended;
      const input = type === "Text" ? normalizeInput(given) : undefined;
      if (input) item.input = input;
      if (type === "MultiChoice") {
        if (isNumber(minSelected)) item.minSelected = minSelected;
        if (isNumber(maxSelected)) item.maxSelected = maxSelected;
      }
      return item;
    },
  );
}

function normalizeOption(option: QuestionOption): QuestionOption {
  if (typeof option === "string") return option;
  const { label, description, preview } = option;
  const item: QuestionOption = { label };
  if (hasText(description)) item.description = description;
  if (hasText(preview)) item.preview = preview;
  return item;
}

function normalizeInput(input: unknown): TextInput | undefined {
  if (!isObject(input) || !INPUT_KINDS.includes(input.kind as TextInput["kind"])) return undefined;
  const item: TextInput = { kind: input.kind as TextInput["kind"] };
  for (const key of ["minLength", "maxLength", "minimum", "maximum"] as const)
    if (isNumber(input[key])) item[key] = input[key] as number;
  return item;
}
