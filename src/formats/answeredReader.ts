import type { QuestionToolFormat } from "../protocol/format.ts";
import type { QuestionOutput } from "../protocol/types.ts";

/**
 * A format's `answered` from a reader of its stored result that may throw.
 * A chat keeps plain JSON, but a host may hand over an exotic object (a getter
 * or Proxy that throws, a revoked one) and `answered` never throws: that, like
 * a result that is not JSON, is a result with no answers to read. Call it marked
 * pure (`/* @__PURE__ *\/`), so that a bundle that never reads the format drops it.
 */
export const answeredReader =
  (read: (input: unknown, result: unknown) => QuestionOutput | undefined): QuestionToolFormat["answered"] =>
  (input, result) => {
    try {
      return read(input, result);
    } catch {
      return undefined;
    }
  };
