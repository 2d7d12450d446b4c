const DECLINED =
  "The person declined to answer these questions: they chose to skip them and gave no answers. " +
  "Do not treat this as an answer or assume any values. Continue without this information, " +
  "or, if you cannot continue without it, say briefly why it is needed before asking again.";

/**
 * The tool-result text for an `ask_questions` call the person declined
 * ("Skip"). Deliberately not an empty answer set: models read an empty set as
 * "asked and answered nothing" and carry on as if the questions were settled.
 */
export function formatDecline(): string {
  return DECLINED;
}
