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

/**
 * The files a question may ask for (SPEC §16): without `maxFiles` / `maxBytes`
 * a question takes 4 files of 5 MB at most, and no question may ask for more
 * than 20 files or files over 50 MB. Past that a file belongs in an upload the
 * host makes, not in an answer the model reads.
 */
export const ATTACHMENT_LIMITS = /* @__PURE__ */ Object.freeze({
  defaultMaxFiles: 4,
  defaultMaxBytes: 5 * 1024 * 1024,
  maxFiles: 20,
  maxBytes: 50 * 1024 * 1024,
});
