import type { AnswerItem, QuestionItem } from "../protocol/types.ts";

// Claude's and Gemini CLI's results carry each answer as one string (several picks joined with
// ", "): read back here for the receipt after a reload, by both readers.

/**
 * A value from a stored result back as our answer: `sent` maps our labels to
 * the labels as sent (Claude's keep their suffix), and anything else is the Other text.
 */
export function answerOf(question: QuestionItem, sent: Map<string, string>, value: string): AnswerItem {
  const { id, type } = question;
  if (type === "Text" || type === "YesNo") return { id, answer: value };
  const ours = [...sent].map(([label, asSent]) => [asSent, label] as const);
  if (type === "SingleChoice") return { id, selected: [ours.find(([asSent]) => asSent === value)?.[1] ?? value] };
  // Picks were joined with ", " in options order, the Other text last: taken off the front one by one.
  const selected: string[] = [];
  let rest = value;
  for (const [asSent, label] of ours) {
    if (rest === asSent || rest.startsWith(`${asSent}, `)) {
      selected.push(label);
      rest = rest.slice(asSent.length + 2);
    }
  }
  if (rest) selected.push(rest);
  return { id, selected };
}
