import type { QuestionIssue } from "../protocol/index.ts";
import type { QuestionFormLabels } from "./labels.ts";

/** Props of the panel shown in place of questions that fail validation. */
export interface InvalidInputProps {
  /** What is wrong, as the protocol reports it. */
  issues: readonly QuestionIssue[];
  /** The merged labels (the title, the explanation and the details' summary). */
  labels: QuestionFormLabels;
  /** Extra class names for the panel. */
  className?: string | undefined;
  /** The panel's id. */
  id?: string | undefined;
}

/**
 * Says, in the person's words (labels), that the questions cannot be shown,
 * instead of crashing; every problem, as the protocol words it for the model,
 * is listed in a closed "Technical details" disclosure.
 */
export function InvalidInput({ issues, labels, className, id }: InvalidInputProps) {
  return (
    <div id={id} className={className ? `qf-invalid ${className}` : "qf-invalid"} role="alert">
      <p className="qf-invalid-title">{labels.invalidTitle}</p>
      <p className="qf-invalid-help">{labels.invalidHelp}</p>
      <details className="qf-invalid-details">
        <summary>{labels.invalidDetails}</summary>
        <ul className="qf-invalid-list">
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
