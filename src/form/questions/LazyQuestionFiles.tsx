import { lazyPart } from "../kit/lazyPart.tsx";

/** The files chunk: `QuestionFiles` (the pick button, the chips, their thumbnails) and `addFiles`. */
export type FilesChunk = typeof import("./QuestionFiles.tsx");

let loaded: FilesChunk | undefined;

/** The files chunk once it is in, for what must run at once (a pick, a refusal's text); else undefined. */
export const loadedFilesChunk = (): FilesChunk | undefined => loaded;

/** Loads the files chunk (once; every later call gets the same module). */
export function loadFilesChunk(): Promise<FilesChunk> {
  return import("./QuestionFiles.tsx").then((module) => {
    loaded = module;
    return module;
  });
}

/**
 * `QuestionFiles` (the pick button, the chips, their thumbnails), loaded the first time a question
 * with `attachments` shows, and with it what adding a file does (`addFiles`: the checks, the reads,
 * the refusals' texts): a form whose questions never take files never loads it. Paste and drop work
 * from the start (their handlers are the question's own, and the first one loads the chunk); the
 * chips show once the chunk is in.
 */
export const LazyQuestionFiles = /* @__PURE__ */ lazyPart(() =>
  loadFilesChunk().then(
    (module) => module.QuestionFiles,
    // A chunk that failed to load takes the files part away, not the question: its text and what the
    // person typed stay, and a file pasted meanwhile is named as not attached (useQuestionFiles).
    () => NoFiles,
  ),
);

function NoFiles(): null {
  return null;
}
