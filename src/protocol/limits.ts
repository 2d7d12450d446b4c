import type { QuestionLimits } from "./types.ts";

/**
 * Generous for any real question batch, fatal for runaway output. A form in a
 * chat is read by a person: past a few dozen questions it is a survey, past
 * ~100 radio buttons a list is unusable (ask a Text question instead), and
 * 2,000 characters (~300 words) fits a question with context or an option with
 * its reason. Anything bigger is a model looping or pasting a document, and
 * rejecting it early keeps validation, rendering and the tool error small.
 */
// Marked pure so that a bundle which does not use it drops it (bundlers keep a call otherwise).
export const DEFAULT_LIMITS: Readonly<QuestionLimits> = /* @__PURE__ */ Object.freeze({
  maxQuestions: 100,
  maxOptions: 100,
  maxLength: 2000,
});
