import { hasText } from "./blank.ts";
import { isObject } from "./json.ts";
import { optionLabel } from "./rules.ts";
import { INPUT_KINDS, type QuestionItem, type QuestionOption, type TextInput } from "./types.ts";

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Brings valid questions into their one canonical shape (SPEC §2, §6):
 * `required` filled in; `null`s, blank `header` / `purpose` / `placeholder`
 * and unknown fields dropped; `options` (each item in the shape it came in)
 * and `allowOther` kept only on SingleChoice / MultiChoice, `placeholder` and
 * `input` only on Text (but a secret's, kept on a choice with `allowOther`:
 * its Other text is the secret, SPEC §11), `minSelected` / `maxSelected` only on MultiChoice;
 * and a SingleChoice's recommended option moved to the front with the others
 * in their order. Normalizing twice gives the same result as once.
 */
export function normalizeQuestions(questions: readonly QuestionItem[]): QuestionItem[] {
  return questions.map((item) => {
    const { type, options, recommended } = item;
    const choice = type === "SingleChoice" || type === "MultiChoice";
    const all = choice && Array.isArray(options) ? options.map(normalizeOption) : undefined;
    const first = type === "SingleChoice" ? all?.find((option) => optionLabel(option) === recommended) : undefined;
    // One literal in the order the fields are written; what a type does not keep is undefined, and left out.
    return {
      id: item.id,
      question: item.question,
      type,
      ...defined({
        header: textOf(item.header),
        purpose: textOf(item.purpose),
        options: first === undefined ? all : [first, ...(all as QuestionOption[]).filter((option) => option !== first)],
        allowOther: (choice && item.allowOther === true) || undefined,
        placeholder: type === "Text" ? textOf(item.placeholder) : undefined,
        required: item.required !== false,
        recommended: type === "SingleChoice" && typeof recommended === "string" ? recommended : undefined,
        input:
          type === "Text"
            ? normalizeInput(item.input)
            : choice && item.allowOther === true
              ? secretOf(item.input)
              : undefined,
        minSelected: type === "MultiChoice" ? numberOf(item.minSelected) : undefined,
        maxSelected: type === "MultiChoice" ? numberOf(item.maxSelected) : undefined,
        // Kept as given where files can go (SPEC §16); the validator checks its fields.
        attachments:
          (type === "Text" || (choice && item.allowOther === true)) && isObject(item.attachments)
            ? item.attachments
            : undefined,
      }),
    };
  });
}

/** The fields of `item` that are not undefined, in their order. */
const defined = <Item extends object>(item: Item): Partial<Item> =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as Partial<Item>;

/** Text that shows something, else undefined (a blank optional text is dropped). */
const textOf = (value: unknown): string | undefined => (hasText(value) ? value : undefined);

/** A finite number, else undefined. */
const numberOf = (value: unknown): number | undefined => (isNumber(value) ? value : undefined);

function normalizeOption(option: QuestionOption): QuestionOption {
  return typeof option === "string"
    ? option
    : { label: option.label, ...defined({ description: textOf(option.description), preview: textOf(option.preview) }) };
}

/** `{ kind: "secret" }` when `input` is a secret's, else undefined. */
const secretOf = (input: unknown): TextInput | undefined =>
  isObject(input) && input.kind === "secret" ? { kind: "secret" } : undefined;

function normalizeInput(input: unknown): TextInput | undefined {
  if (!isObject(input) || !INPUT_KINDS.includes(input.kind as TextInput["kind"])) return undefined;
  const item: TextInput = { kind: input.kind as TextInput["kind"] };
  for (const key of ["minLength", "maxLength", "minimum", "maximum"] as const)
    if (isNumber(input[key])) item[key] = input[key] as number;
  return item;
}
