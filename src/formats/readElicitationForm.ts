import type { QuestionItem, Validated } from "../protocol/types.ts";
import { fromElicitation } from "./mcp.ts";

/**
 * `fromElicitation` as the form's `format`: the form-mode questions, or the
 * reader's issues for the form's error panel. Module-level, so the form reads
 * a request once per content, not once per render.
 */
export function readElicitationForm(params: unknown): Validated<{ questions: QuestionItem[] }> {
  const read = fromElicitation(params);
  if (!read.ok) return read;
  if (read.value.mode === "form") return { ok: true, value: read.value };
  return {
    ok: false,
    issues: [{ code: "unsupported_schema", path: ["mode"], message: 'A "url" request has no questions to show.' }],
  };
}
