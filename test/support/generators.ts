import fc from "fast-check";
import { QUESTION_TYPES } from "../../src/protocol/index.ts";

// Generators shared by the property tests: valid ask_questions payloads, and
// ways to break one field at a time the way models do.

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== "");
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

const questionParts = fc.record({
  type: fc.constantFrom(...QUESTION_TYPES),
  question: text,
  purpose: optional(fc.oneof(text, fc.constant(null))),
  required: optional(fc.oneof(fc.boolean(), fc.constant(null))),
  options: fc.uniqueArray(text, { minLength: 1, maxLength: 6 }),
  pick: fc.nat(),
  // Version 2 (SPEC §6): absent in half the payloads, so v1 shapes stay common.
  v2: optional(
    fc.record({
      header: optional(fc.oneof(text, fc.constant(null), fc.constant(" "))),
      allowOther: optional(fc.oneof(fc.boolean(), fc.constant(null))),
      placeholder: optional(fc.oneof(text, fc.constant(null))),
      shapes: fc.array(fc.constantFrom("string", "label", "described", "nulls"), { maxLength: 6 }),
      detail: text,
    }),
  ),
});

/** An option as a label or as an object, the way SPEC §6 allows it. */
function shaped(label: string, shape: string | undefined, detail: string): unknown {
  if (shape === "label") return { label };
  if (shape === "described") return { label, description: detail, preview: `${detail}\n${detail}` };
  if (shape === "nulls") return { label, description: null, preview: null };
  return label;
}

/** A payload `ask` accepts: unique ids, every per-type rule kept. */
export const validPayload = fc.array(questionParts, { minLength: 1, maxLength: 6 }).map((parts) => ({
  questions: parts.map(({ type, question, purpose, required, options, pick, v2 }, index) => {
    const item: Record<string, unknown> = { id: `q${index}`, question, type };
    if (purpose !== undefined) item.purpose = purpose;
    if (required !== undefined) item.required = required;
    if (type === "SingleChoice" || type === "MultiChoice")
      item.options = options.map((label, at) => shaped(label, v2?.shapes[at], v2?.detail ?? ""));
    for (const field of ["header", "allowOther", "placeholder"] as const)
      if (v2?.[field] !== undefined) item[field] = v2[field];
    if (type === "SingleChoice") item.recommended = options[pick % options.length];
    return item;
  }),
}));

/** Values a model puts where they do not belong. */
export const oddValue = fc.constantFrom<unknown>(
  undefined,
  null,
  "",
  "  \n",
  "x",
  "Text",
  "SingleChoice",
  "MultiChoice",
  "YesNo",
  "yesno",
  0,
  1.5,
  -1,
  true,
  false,
  [],
  ["x"],
  ["x", "x"],
  ["", "x"],
  [1, "x"],
  [null],
  {},
  { id: "x" },
  "q0",
  { label: "x" },
  [{ label: "x" }],
  [{ label: "" }],
  [{ label: "x" }, "x"],
  [{ description: "x" }],
  [{ label: "x", description: 1 }],
);

export const FIELDS = [
  "id",
  "question",
  "type",
  "header",
  "purpose",
  "options",
  "allowOther",
  "placeholder",
  "required",
  "recommended",
  "extra",
] as const;

/** One change to a payload: a field set to an odd value (or removed), or a whole question replaced. */
export const mutation = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant("field" as const),
      at: fc.nat(),
      field: fc.constantFrom(...FIELDS),
      value: oddValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("item" as const), at: fc.nat(), value: oddValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("copy" as const), at: fc.nat() }) },
);

export type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

/** Applies the changes to a copy: the generated payload stays untouched. */
export function mutate(
  payload: { questions: Record<string, unknown>[] },
  changes: Mutation[],
): { questions: unknown[] } {
  const questions: unknown[] = payload.questions.map((question) => ({ ...question }));
  for (const change of changes) {
    const at = change.at % questions.length;
    // A copy: the generator hands out the same constant objects on every run.
    if (change.kind === "item") questions[at] = structuredClone(change.value);
    else if (change.kind === "copy") questions.push(questions[at]);
    else {
      const target = questions[at];
      if (typeof target !== "object" || target === null || Array.isArray(target)) continue;
      const item = target as Record<string, unknown>;
      if (change.value === undefined) delete item[change.field];
      else item[change.field] = structuredClone(change.value);
    }
  }
  return { questions };
}
