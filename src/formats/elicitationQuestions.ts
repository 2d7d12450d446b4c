import type { QuestionsRead, Validated } from "../protocol/types.ts";
import type { ElicitationFormRead, ElicitationUrlRead } from "./mcp.ts";

/**
 * The form's batch from a request `fromElicitation` has read: the form-mode
 * questions, or the reader's issues for the form's error panel. Takes the
 * read, not the request, so `ElicitationForm` reads its request once.
 */
export function elicitationQuestions(read: Validated<ElicitationFormRead | ElicitationUrlRead>): QuestionsRead {
  if (!read.ok) return read;
  if (read.value.mode === "form") return { ok: true, value: read.value };
  return {
    ok: false,
    issues: [{ code: "unsupported_schema", path: ["mode"], message: 'A "url" request has no questions to show.' }],
  };
}
