import type { HTMLAttributes, ReactNode } from "react";
import { requestIndex } from "../../formats/requestRound.ts";
import type { QuestionItem } from "../../protocol/types.ts";
import { FormQuestion } from "./FormQuestion.tsx";

/** One request of a round as its group shows it. */
export interface RoundGroup {
  /** The request's key (React's key for its group). */
  key: string;
  /** The group's attributes: its `data-slot` and class (from `slotProps`), its `data-*` state. */
  props: HTMLAttributes<HTMLFieldSetElement> & { [data: `data-${string}`]: string | undefined };
  /** The request's message, as the group's legend; none, no legend. */
  legend?: ReactNode;
  /** The legend's attributes: its `data-slot` and class. */
  legendProps?: HTMLAttributes<HTMLLegendElement> | undefined;
  /**
   * What the request shows before its questions: an MCP page's consent row
   * or an AG-UI tool call's approval (which ask none), an ADK confirmation's
   * tool call (above the payload it asks).
   */
  content?: ReactNode;
}

/** Props of `RoundRequests`. */
export interface RoundRequestsProps {
  /** The form's questions, their ids the round's (`requestRound`: the request's place, a dot, its own id). */
  questions: readonly QuestionItem[];
  /** Each request of the round, in round order. */
  groups: readonly RoundGroup[];
}

/**
 * Several requests in one form (`ElicitationRound`'s, `InterruptForm`'s,
 * `ConfirmationForm`'s): each request a group under its message, holding
 * what it shows (`content`), then its questions. Goes in `FormView`'s
 * `list`, so the error summary, the footer and the send stay the form's.
 */
export function RoundRequests({ questions, groups }: RoundRequestsProps) {
  return groups.map(({ key, props, legend, legendProps, content }, index) => (
    <fieldset key={key} {...props}>
      {legend && <legend {...legendProps}>{legend}</legend>}
      {content}
      {questions.map(
        // Its place in the whole form, from which its control's id (and the summary's link) derive.
        (question, at) =>
          requestIndex(question.id) === index && <FormQuestion key={question.id} question={question} index={at} />,
      )}
    </fieldset>
  ));
}
