import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import type { QuestionItem } from "../../protocol/index.ts";
import type { QuestionFormState } from "../engine/useQuestionForm.ts";
import { isComposing } from "../kit/isComposing.ts";

/**
 * What the steps layout shows now: one question, the review of every answer,
 * or (while the model is still writing) the wait for the next question.
 */
export type StepKind = "question" | "review" | "waiting";

/** What `useSteps` returns: where the person is, and how they move. */
export interface StepsState {
  /** What the current step shows. */
  kind: StepKind;
  /** The current question's place in the questions (`questions.length` on the review or the wait). */
  index: number;
  /** The current question; undefined on the review or the wait. */
  question: QuestionItem | undefined;
  /** "Question 2 of 5" (or "Question 2" while more are arriving); empty on the review. */
  progress: string;
  /** Checks the current question with the submit's rules; when it passes, goes on (to the next question, or back to the review after a Change). On the review, submits. */
  next: () => void;
  /** Goes to the previous question, keeping every draft; nothing is checked. */
  back: () => void;
  /** From the review: goes to this question; its Next then returns to the review. */
  change: (questionId: string) => void;
  /** For the `<form>`: its submit (the Next button, Enter in a field, Ctrl/Cmd+Enter from any control) is Next. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** For the `<form>`: Enter on a radio or checkbox (which do nothing on Enter themselves) is Next. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The step's element: focus moves into it when the step changes. */
  stepRef: RefObject<HTMLDivElement | null>;
}

// The question's first control, never the hidden bubble input of a host's Radix parts. Read by role and
// order, not by tabindex: a host's Radix group sets its roving tab stop only after the question has mounted.
const CONTROL = 'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select, button';

/** Moves focus to the step's question (its picked choice, or its first control), or the review's heading, or the step itself. */
function focusStep(step: HTMLElement) {
  const question = step.querySelector<HTMLElement>('[data-slot="question"]');
  const control = question?.querySelector<HTMLElement>('[aria-checked="true"]') ?? question?.querySelector(CONTROL);
  const target = (question ? control : step.querySelector<HTMLElement>('[data-slot="review-title"]')) ?? step;
  target.focus();
  // A disabled control takes no focus: fall back to the step, so focus never stays on a button that is gone.
  if (!target.contains(step.ownerDocument.activeElement)) step.focus();
}

/** Fills `{n}` and `{total}` of a progress label. */
function fill(label: string, n: number, total: number) {
  return label.replaceAll("{n}", String(n)).replaceAll("{total}", String(total));
}

/**
 * One question at a time over `useQuestionForm`: Back and Next (Next checks
 * only the current question, with the same rules and messages as the submit),
 * a review of every answer with a Change per question, then the submit.
 * Focus moves to each new step's question when the person moves (or when the
 * question they wait for arrives), never on the first render.
 */
export function useSteps(form: QuestionFormState): StepsState {
  const { questions, labels, streaming } = form;
  const [at, setAt] = useState(0);
  // Set by a Change: the question's Next goes back to the review.
  const [changing, setChanging] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  // The person moved: their focus goes with them even if the button they pressed is gone.
  const moved = useRef(false);

  // The questions may shrink (a new batch): never past the review.
  const index = Math.min(at, questions.length);
  const question = questions[index];
  const kind: StepKind = question ? "question" : streaming ? "waiting" : "review";

  // `focus` false: the error summary has just taken focus, and keeps it.
  function go(to: number, review = false, focus = true) {
    moved.current = focus;
    setChanging(review);
    setAt(to);
  }

  function next() {
    if (kind === "waiting") return;
    if (kind === "review") {
      // Every question was checked on its way here, but the batch may have changed since. One check of the
      // whole batch (one at a time was N checks of the batch): the first question that fails is shown as its
      // step, with its error alone (and the summary, which takes focus).
      if (form.check()) return void form.submit();
      const failing = questions.findIndex((item) => form.context.store.entry(item.id).error);
      form.check([(questions[failing] as QuestionItem).id]);
      go(failing, false, false);
      return;
    }
    if (!question || !form.check([question.id])) return;
    go(changing ? questions.length : index + 1);
  }

  function back() {
    if (index === 0) return;
    // An error belongs to the step it was shown on; going back (unchecked) leaves it behind.
    form.check([]);
    go(index - 1);
  }

  function change(questionId: string) {
    const to = questions.findIndex((item) => item.id === questionId);
    if (to !== -1) go(to, true);
  }

  const stepKey = question ? `question ${question.id}` : kind;
  const shown = useRef({ key: stepKey, kind });
  useEffect(() => {
    const before = shown.current;
    if (before.key === stepKey) return;
    shown.current = { key: stepKey, kind };
    const step = stepRef.current;
    // Only the person's own moves take focus (a question streaming in while they answer another never does).
    if (!step || !moved.current) return;
    // Past the wait, focus goes on to the question that ends it
    if (kind === "waiting") return focusStep(step);
    moved.current = false;
    // unless the person has gone elsewhere meanwhile (the placeholder they were on is gone: focus is on the body).
    const active = step.ownerDocument.activeElement;
    if (
      before.kind === "waiting" &&
      !step.closest("[data-slot=form]")?.contains(active) &&
      active !== step.ownerDocument.body
    ) {
      return;
    }
    focusStep(step);
  }, [stepKey, kind]);

  return {
    kind,
    index,
    question,
    progress:
      kind === "question"
        ? streaming
          ? fill(labels.stepProgressStreaming, index + 1, questions.length)
          : fill(labels.stepProgress, index + 1, questions.length)
        : kind === "waiting"
          ? fill(labels.stepProgressStreaming, index + 1, index + 1)
          : "",
    next,
    back,
    change,
    onSubmit(event) {
      event.preventDefault();
      next();
    },
    onKeyDown(event) {
      const role = (event.target as HTMLElement).getAttribute("role");
      if (event.key !== "Enter" || isComposing(event) || (role !== "radio" && role !== "checkbox")) return;
      event.preventDefault();
      next();
    },
    stepRef,
  };
}
