import type { QuestionItem } from "../../../src/protocol/types.ts";

/** What the harness passes every contender. */
export interface ContenderProps {
  /** The generated batch; on a host re-render a new array equal to the last one. */
  questions: QuestionItem[];
  /**
   * Count question renders through the library's component override. Only the
   * libraries (agent-question-form, RJSF) need the wrapper, and timing runs go
   * without it so that it costs them nothing; the hand-written contenders
   * always count inline, which is free.
   */
  counting: boolean;
}
