import { useEffect, useRef } from "react";
import type { QuestionIssue } from "../protocol/index.ts";
import type { QuestionFormLabels } from "./kit/labels.ts";
import { type QuestionFormClassNames, slotProps } from "./kit/slots.ts";

/** Props of the panel shown in place of questions that fail validation. */
export interface InvalidInputProps {
  /** What is wrong, as the protocol reports it. */
  issues: readonly QuestionIssue[];
  /** The merged labels (the title, the explanation and the details' summary). */
  labels: QuestionFormLabels;
  /** Extra class names for the panel. */
  className?: string | undefined;
  /** Extra class names by slot (`invalid`, `invalid-title`, …). */
  classNames?: QuestionFormClassNames | undefined;
  /** The panel's id. */
  id?: string | undefined;
  /** Moves focus to the panel (when it replaces a form that held focus, which would otherwise fall to the page). */
  autoFocus?: boolean | undefined;
  /** The error already went back to the agent: says so (`invalidReported`) instead of `invalidHelp`. */
  reported?: boolean | undefined;
}

/**
 * Says, in the person's words (labels), that the questions cannot be shown,
 * instead of crashing; every problem, as the protocol words it for the model,
 * is listed in a closed "Technical details" disclosure.
 */
export function InvalidInput({ issues, labels, className, classNames, id, autoFocus, reported }: InvalidInputProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div
      ref={ref}
      id={id}
      {...slotProps("invalid", classNames, className)}
      role="alert"
      tabIndex={-1}
      data-state={reported ? "reported" : undefined}
    >
      <p {...slotProps("invalid-title", classNames)}>{labels.invalidTitle}</p>
      <p {...slotProps("invalid-help", classNames)}>{reported ? labels.invalidReported : labels.invalidHelp}</p>
      <details {...slotProps("invalid-details", classNames)}>
        <summary>{labels.invalidDetails}</summary>
        <ul {...slotProps("invalid-list", classNames)}>
          {issues.map((issue, index) => (
            // The list is rebuilt whole for each input and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: two issues may read the same
            <li key={index} data-code={issue.code}>
              {issue.message}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
