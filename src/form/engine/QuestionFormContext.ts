import { createContext, useContext } from "react";
import type { Draft, QuestionItem } from "../../protocol/index.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import type { QuestionFormClassNames } from "../kit/slots.ts";
import type { DraftStore } from "./draftStore.ts";
import type { FileUpload, HeldFile, RefusedFile } from "./heldFiles.ts";
import type { QuestionFormComponents } from "./QuestionProps.ts";
import type { QuestionShortcuts } from "./shortcutKeys.ts";

/**
 * What every part of one form shares, given once by `QuestionFormProvider`
 * rather than passed down through each level. Stable across the host's
 * re-renders with equal props, so no question re-renders for it.
 */
export interface QuestionFormContextValue {
  /** The drafts and errors by question id. */
  store: DraftStore;
  /** The merged labels. */
  labels: QuestionFormLabels;
  /** The host's class names by slot. */
  classNames: QuestionFormClassNames | undefined;
  /** The host's renderers and parts. */
  components: Partial<QuestionFormComponents> | undefined;
  /** Every control's id starts with this (see `controlIdOf`). */
  idPrefix: string;
  /** Shows the questions but takes no input. */
  disabled: boolean;
  /** Takes no edits (read-only, sending, or sent). */
  readOnly: boolean;
  /** Records an edit of one question. */
  onEdit: (question: QuestionItem, draft: Draft) => void;
  /** Each question offers "Add a note" (the form's `notes`). */
  notes?: boolean | undefined;
  /** Records an edit of one question's note. */
  onNote?: ((questionId: string, note: string) => void) | undefined;
  /** Records an edit of the note on the whole answer set; the form offers its box only with it (`overallNote`). */
  onOverallNote?: ((note: string) => void) | undefined;
  /** Skips an optional question, or takes the skip back (SPEC §14); a question offers Skip only with it. */
  onSkip?: ((question: QuestionItem, skipped: boolean) => void) | undefined;
  /** The keys that pick a choice in a focused group (the form's `shortcuts`; `numbers` when absent). */
  shortcuts?: QuestionShortcuts | undefined;
  /** A choice question with more options than this gets a filter box (the form's `filterAbove`; none with `false`). */
  filterAbove?: number | false | undefined;
  /** Records a change of one question's files (SPEC §16): the ones held, and the ones just refused. */
  onFiles?:
    | ((question: QuestionItem, files: readonly HeldFile[], refused?: readonly RefusedFile[]) => void)
    | undefined;
  /** The host's upload (the form's `upload`); without it a file is sent as a `data:` URL. */
  upload?: FileUpload | undefined;
}

/** The form around a part; `null` outside any (a question rendered on its own). */
export const QuestionFormContext = createContext<QuestionFormContextValue | null>(null);

/** The form around the caller, or `null` when there is none. */
export function useQuestionFormContext(): QuestionFormContextValue | null {
  return useContext(QuestionFormContext);
}

/**
 * The form around a part that cannot work without one (an error summary, a
 * field of `useQuestionField`): a clear error naming the part outside
 * `QuestionFormProvider`, not a crash on `null` further down.
 */
export function useFormContextFor(part: string): QuestionFormContextValue {
  const form = useContext(QuestionFormContext);
  if (!form) throw new Error(`${part} must be rendered inside QuestionFormProvider (or QuestionForm).`);
  return form;
}
