import { lazyPart } from "../kit/lazyPart.tsx";

/**
 * `QuestionFiles` (the pick button, the chips, their thumbnails), loaded the first time a question
 * with `attachments` shows: a form whose questions never take files never loads it. Paste and drop
 * work from the start (their handlers are the question's own); the chips show once the chunk is in.
 */
export const LazyQuestionFiles = /* @__PURE__ */ lazyPart(() =>
  import("./QuestionFiles.tsx").then((module) => module.QuestionFiles),
);
