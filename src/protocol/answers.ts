import { attachmentsProblem, offersFiles, readAttachments } from "./attachments.ts";
import { isBlank } from "./blank.ts";
import { isOther } from "./drafts.ts";
import { isObject, parseArguments } from "./json.ts";
import { DEFAULT_LIMITS } from "./limits.ts";
import { quote } from "./quote.ts";
import { isRequired } from "./required.ts";
import { checkCount, checkValue, optionLabels, type RuleProblem, ruleText } from "./rules.ts";
import {
  type AnswerItem,
  type Draft,
  type IssueCode,
  NO,
  type QuestionIssue,
  type QuestionItem,
  type QuestionLimits,
  type QuestionOutput,
  type ValidateOptions,
  YES,
} from "./types.ts";
import { isStrings } from "./validate.ts";

// The one place that knows how a draft becomes an AnswerItem (SPEC §3). The
// form and a server both go through here, so they agree to the letter.

/** Shapes one question's draft into its `AnswerItem`. */
export function toAnswer(question: QuestionItem, draft: Draft): AnswerItem {
  const { id, type } = question;
  if (type === "Text") {
    const text = typeof draft === "string" ? draft.trim() : "";
    return isBlank(text) ? { id } : { id, answer: text };
  }
  if (type === "YesNo") return draft === YES || draft === NO ? { id, answer: draft } : { id };
  const labels = optionLabels(question);
  // A pick is an option's label; with allowOther, any other non-blank text is the person's own answer (SPEC §6).
  const choose = (pick: unknown) =>
    typeof pick !== "string"
      ? undefined
      : labels.includes(pick)
        ? pick
        : question.allowOther && !isBlank(pick)
          ? pick.trim()
          : undefined;
  if (type === "SingleChoice") {
    const pick = choose(isOther(draft) ? draft.other : draft);
    return pick === undefined ? { id } : { id, selected: [pick] };
  }
  const list = isOther(draft) ? [...(draft.picks ?? []), draft.other] : typeof draft === "string" ? [draft] : draft;
  const picks = new Set((list ?? []).map(choose));
  // The ticked options in options order, then the typed text last (typed text equal to a label is that option).
  const other = [...picks].find((pick) => pick !== undefined && !labels.includes(pick));
  const selected = labels.filter((label) => picks.has(label));
  return { id, selected: other === undefined ? selected : [...selected, other] };
}

/**
 * Other is chosen but its box is blank: not an answer to send (the form says
 * "Enter your answer", whether or not the question is required).
 */
export function isOtherBlank(question: QuestionItem, draft: Draft): boolean {
  return !!question.allowOther && isOther(draft) && isBlank(draft.other);
}

/** Shapes every question's draft, in question order: exactly one item each. */
export function toAnswers(questions: readonly QuestionItem[], drafts: (id: string) => Draft): AnswerItem[] {
  return questions.map((question) => toAnswer(question, drafts(question.id)));
}

/** An answer with the person's note on it (SPEC §11), trimmed; a blank or missing note is not sent. */
export function withNote(item: AnswerItem, note: string | undefined): AnswerItem {
  return note === undefined || isBlank(note) ? item : { ...item, note: note.trim() };
}

/**
 * The tool result with the person's note on the whole answer set (SPEC §14):
 * trimmed, and left out when blank, as an answer's own note is.
 */
export function withOverallNote(output: QuestionOutput, note: string | undefined): QuestionOutput {
  return note === undefined || isBlank(note) ? output : { ...output, note: note.trim() };
}

/**
 * A skipped optional question's item (SPEC §14): `{ id, skipped: true }`, any
 * payload dropped (the note stays: "skipped, because…"). A required question
 * cannot be skipped: its item comes back as it was.
 */
export function withSkip(question: QuestionItem, item: AnswerItem): AnswerItem {
  if (isRequired(question)) return item;
  const { id, note } = item;
  return note === undefined ? { id, skipped: true } : { id, skipped: true, note };
}

/** Whether an answer item says the person skipped its question (SPEC §14). */
export function isSkipped(item: AnswerItem | undefined): boolean {
  return item?.skipped === true;
}

/**
 * Whether a draft counts as an answer (non-blank text, a pick, at least one
 * pick). `files`: how many files the person attached; a Text question that
 * takes files is answered by a file alone (SPEC §16).
 */
export function isAnswered(question: QuestionItem, draft: Draft, files = 0): boolean {
  const { answer, selected } = toAnswer(question, draft);
  return answer !== undefined || !!selected?.length || (files > 0 && question.type === "Text" && offersFiles(question));
}

/** The reverse of `toAnswer`: turns a stored answer back into a draft (to restore or show it). */
export function fromAnswer(question: QuestionItem, answer: AnswerItem | undefined): Draft {
  const { type } = question;
  if (type === "Text" || type === "YesNo") return typeof answer?.answer === "string" ? answer.answer : undefined;
  const picks = Array.isArray(answer?.selected)
    ? answer.selected.filter((pick) => typeof pick === "string")
    : undefined;
  // With allowOther, a pick that is not an option is the Other text: it comes back in the box.
  const labels = optionLabels(question);
  const other = question.allowOther ? picks?.find((pick) => !labels.includes(pick)) : undefined;
  if (other !== undefined)
    return type === "SingleChoice" ? { other } : { other, picks: picks?.filter((pick) => labels.includes(pick)) };
  return type === "SingleChoice" ? picks?.[0] : picks;
}

const NOT_AN_ARRAY = 'The answers must be a JSON array of {"id", "answer"?, "selected"?} objects.';

/**
 * Checks an answer set against its questions (SPEC §3), e.g. on a server that
 * receives the tool result. Returns every problem, or `[]` when the answers are
 * valid; an `unanswered` issue carries the question's `id`. A missing item, or
 * one without a payload (`null` counts as absent, blank text as no answer), is
 * a skipped question: fine when `required: false`. MultiChoice picks may come
 * in any order. An answer set past `options.limits` (default `DEFAULT_LIMITS`:
 * more items than `maxQuestions`, a text longer than `maxLength`, more picks
 * than `maxOptions` and one of the person's own) is one `too_large` issue.
 * Linear in the size of the answers; never throws.
 */
export function validateAnswers(
  questions: readonly QuestionItem[],
  answers: unknown,
  options?: ValidateOptions,
): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  const add = (code: IssueCode, path: QuestionIssue["path"], message: string, id?: string) =>
    issues.push({ code, path, ...(id === undefined ? {} : { id }), message });
  // Key by key: a limit passed as undefined keeps its default.
  const limit = (key: keyof QuestionLimits) => options?.limits?.[key] ?? DEFAULT_LIMITS[key];
  const [maxQuestions, maxOptions, maxLength] = [limit("maxQuestions"), limit("maxOptions"), limit("maxLength")];
  const long = (text: unknown) => typeof text === "string" && text.length > maxLength;
  try {
    if (!Array.isArray(answers)) {
      add("invalid_answers", ["answers"], NOT_AN_ARRAY);
      return issues;
    }
    // Past the limits nothing is checked item by item: one issue, not one per item (SPEC §11).
    // Picks: every option and one answer of the person's own.
    if (
      answers.length > maxQuestions ||
      answers.some(
        (item) =>
          isObject(item) &&
          (long(item.answer) ||
            long(item.note) ||
            (Array.isArray(item.selected) && (item.selected.length > maxOptions + 1 || item.selected.some(long)))),
      )
    ) {
      add(
        "too_large",
        ["answers"],
        `The answers exceed the limits: ${maxQuestions} answers, ${maxLength} characters each.`,
      );
      return issues;
    }
    const byId = new Map(questions.map((question) => [question.id, question]));
    const itemIndexOfId = new Map<string, number>();
    const answered = new Set<string>();
    for (const [index, item] of answers.entries()) {
      const id: unknown = isObject(item) && item.id;
      if (typeof id !== "string") {
        add("invalid_answers", ["answers", index], `answers[${index}] must be an object with a string "id".`);
        continue;
      }
      const issue = (code: IssueCode, message: string, ...path: (string | number)[]) =>
        add(code, ["answers", index, ...path], `Question ${quote(id)}: ${message}`, id);
      const question = byId.get(id);
      if (!question || itemIndexOfId.has(id)) {
        issue(
          question ? "duplicate_id" : "unknown_id",
          question ? "answered twice. Send one item each." : "no question has this id.",
          "id",
        );
        continue;
      }
      itemIndexOfId.set(id, index);
      const reported = issues.length;

      const { type } = question;
      const skipped = (item as Record<string, unknown>).skipped;
      // Skipped (SPEC §14): `true`, and nothing answered beside it; a required question stays unanswered.
      if (skipped != null) {
        const { answer, selected } = item as Record<string, unknown>;
        if (skipped !== true) issue("wrong_payload", '"skipped" is true when present.', "skipped");
        else if (answer != null || selected != null)
          issue("wrong_payload", "a skipped question has no answer.", answer != null ? "answer" : "selected");
        const { note } = item as Record<string, unknown>;
        if (note != null && typeof note !== "string") issue("wrong_payload", 'a "note" is a string.', "note");
        if (issues.length > reported) answered.add(id);
        continue;
      }
      const byText = type === "Text" || type === "YesNo";
      const [field, other] = byText ? ["answer", "selected"] : ["selected", "answer"];
      const payload = (item as Record<string, unknown>)[field];
      const misplaced = (item as Record<string, unknown>)[other] != null;
      // What the rules of SPEC §6 find wrong with a Text's value or a MultiChoice's count of picks.
      let rule: RuleProblem | undefined;
      if (misplaced || (payload != null && !(byText ? typeof payload === "string" : isStrings(payload)))) {
        issue(
          "wrong_payload",
          `a ${type} takes "${field}" (${byText ? "a string" : "an array of options"}) alone.`,
          misplaced ? other : field,
        );
      } else if (typeof payload === "string") {
        if (type === "YesNo" && payload !== YES && payload !== NO)
          issue("invalid_yes_no", 'answer "Yes" or "No".', field);
        if (type === "Text") rule = checkValue(question, payload);
      } else if (payload) {
        const picks = payload as string[];
        if (type === "SingleChoice" && picks.length > 1) issue("too_many_selected", "select one option only.", field);
        const options = new Set(optionLabels(question));
        const seen = new Set<string>();
        // With allowOther, one pick may be the person's own text (SPEC §6).
        let ownTaken = !question.allowOther;
        picks.forEach((pick, position) => {
          const known = options.has(pick);
          if (!known && !ownTaken && !isBlank(pick)) ownTaken = true;
          else if (!known || seen.has(pick)) {
            issue(
              known ? "wrong_payload" : "not_an_option",
              `${quote(pick)} is ${known ? "selected twice" : question.allowOther ? "not an option (one answer of the person's own at most)" : "not an option"}.`,
              field,
              position,
            );
          }
          seen.add(pick);
        });
        if (type === "MultiChoice") rule = checkCount(question, picks);
      }
      if (rule) issue(rule.code, `${ruleText(rule)}.`, field);
      // Files (SPEC §16): on a question that takes them, within its limits.
      const filesProblem = attachmentsProblem(question, (item as Record<string, unknown>).attachments);
      if (filesProblem) issue("wrong_payload", filesProblem, "attachments");
      // A note goes with any type's answer (SPEC §11): only its JSON type can be wrong.
      if ((item as Record<string, unknown>).note != null && typeof (item as Record<string, unknown>).note !== "string")
        issue("wrong_payload", 'a "note" is a string.', "note");
      // The form's rule (isAnswered), so a server and the browser agree on what is answered. A
      // payload already reported as wrong is a bad answer, not a missing one: reported once (SPEC §3).
      // Files alone answer a Text question that takes them (SPEC §16).
      const files = readAttachments(item).length;
      if (issues.length > reported || isAnswered(question, fromAnswer(question, item as AnswerItem), files))
        answered.add(id);
    }
    for (const question of questions) {
      const { id } = question;
      const index = itemIndexOfId.get(id);
      if (isRequired(question) && !answered.has(id)) {
        add(
          "unanswered",
          index === undefined ? ["answers"] : ["answers", index],
          `Question ${quote(id)} is required but has no answer.`,
          id,
        );
      }
    }
  } catch {
    // Only exotic objects get here (a getter or Proxy that throws), never plain JSON.
    add("invalid_answers", ["answers"], NOT_AN_ARRAY);
  }
  return issues;
}

/**
 * Whether a stored tool result is an answered call (questions and answers), as
 * opposed to the decline text or anything else a chat may have stored. Only the
 * two lists are checked: what is inside them is read defensively where used.
 */
export function isQuestionOutput(output: unknown): output is QuestionOutput {
  return isObject(output) && Array.isArray(output.questions) && Array.isArray(output.answers);
}

/**
 * A stored tool result as an answered call, whether the chat kept the object
 * or its JSON text (some stores keep every tool result as text); `undefined`
 * for the decline text, or anything else. `read` turns the stored value (JSON
 * text parsed first; other text as it is) into a `QuestionOutput` first: a
 * format's `answered`. Never throws.
 */
export function readQuestionOutput(output: unknown, read?: (stored: unknown) => unknown): QuestionOutput | undefined {
  return questionOutputOf(parseStored(output), read);
}

/** A stored tool result as a value: its JSON text parsed, other text (the decline, an error's text) as it is. */
export function parseStored(output: unknown): unknown {
  try {
    return parseArguments(output);
  } catch {
    return output;
  }
}

/** `readQuestionOutput` of a stored result already parsed (`parseStored`), for a caller that reads it otherwise too. */
export function questionOutputOf(stored: unknown, read?: (stored: unknown) => unknown): QuestionOutput | undefined {
  try {
    const value = read ? read(stored) : stored;
    return isQuestionOutput(value) ? value : undefined;
  } catch {
    // An exotic object (a Proxy that throws, a revoked one): not an answered call.
    return undefined;
  }
}
