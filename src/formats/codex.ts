import { isObject } from "../protocol/quote.ts";
import type { AnswerItem, QuestionItem, Validated } from "../protocol/types.ts";
import { checkBatch } from "../protocol/validate.ts";

/** One choice of a Codex `request_user_input` question. */
export interface RequestUserInputOption {
  /** What the person picks, and what the answer carries. */
  label: string;
  /** One line under the label. */
  description: string;
}

/** One question of Codex's `request_user_input`. */
export interface RequestUserInputQuestion {
  /** Unique within the call; the response is keyed by it. */
  id: string;
  /** A short label shown as a chip above the question. */
  header: string;
  /** The visible question text. */
  question: string;
  /** Whether the person may type their own answer besides the options. */
  isOther?: boolean;
  /** Whether the answer is a secret (masked while typed and in every receipt). */
  isSecret?: boolean;
  /** The choices; absent or empty for a free-text question. */
  options?: RequestUserInputOption[] | null;
}

/** The arguments of Codex's `request_user_input`. */
export interface RequestUserInputParams {
  /** The questions, in the order shown. */
  questions: RequestUserInputQuestion[];
}

/** What Codex expects back: each question's answers by its id. */
export interface RequestUserInputResponse {
  /** By question id: the picked label, or the typed text, as a one-item list (`[]` when skipped). */
  answers: Record<string, { answers: string[] }>;
}

/**
 * Reads Codex's `request_user_input` arguments (SPEC §7) into questions: no
 * options → Text, `isSecret` → Text with `input.kind: "secret"`, options →
 * SingleChoice, `isOther` → `allowOther`. Every problem at once; never throws.
 */
export function fromRequestUserInput(params: unknown): Validated<{ questions: QuestionItem[] }> {
  try {
    const root = typeof params === "string" ? JSON.parse(params) : params;
    const list: unknown = isObject(root) && root.questions;
    const questions = Array.isArray(list) ? Array.from(list, toQuestion) : list;
    return checkBatch({ questions }, undefined, false);
  } catch {
    return checkBatch(params, undefined, false);
  }
}

function toQuestion(item: unknown): unknown {
  if (!isObject(item)) return item;
  const { id, header, question, isOther, isSecret, options } = item;
  const choice = Array.isArray(options) && options.length > 0;
  return {
    id,
    question,
    header,
    type: choice ? "SingleChoice" : "Text",
    ...(choice ? { options, allowOther: isOther === true } : {}),
    ...(!choice && isSecret === true ? { input: { kind: "secret" } } : {}),
    required: true,
  };
}

/** Our answers as Codex's `request_user_input` response: `{ answers: { [id]: { answers: [...] } } }`. */
export function toRequestUserInputResponse(answers: readonly AnswerItem[]): RequestUserInputResponse {
  const byId: Record<string, { answers: string[] }> = {};
  for (const { id, answer, selected } of answers) {
    // defineProperty: an id such as "__proto__" stays a plain key.
    Object.defineProperty(byId, id, {
      value: { answers: answer !== undefined ? [answer] : [...(selected ?? [])] },
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return { answers: byId };
}
