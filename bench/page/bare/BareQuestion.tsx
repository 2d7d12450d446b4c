import * as Checkbox from "@radix-ui/react-checkbox";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { optionLabels } from "../../../src/protocol/rules.ts";
import type { Draft, QuestionItem } from "../../../src/protocol/types.ts";
import { questionRenders } from "../counter.ts";
import { controlIdOf } from "./missingAnswers.ts";

/** Props of the bare question: a controlled value and an optional inline error. */
export interface BareQuestionProps {
  question: QuestionItem;
  value: Draft;
  onChange: (id: string, value: Draft) => void;
  error?: string | undefined;
}

const YES_NO = ["Yes", "No"];

/**
 * One question built from the Radix primitives with what agent-question-form shows
 * and nothing else (the legend or label, the purpose, "(optional)", the error,
 * a glyph in every radio and checkbox, the "Recommended" badge in its label): the floor that the required
 * dependency sets for the form's markup. It wears agent-question-form's class names,
 * so styles.css gives both the same look and the same style and layout cost.
 */
export function BareQuestion({ question, value, onChange, error }: BareQuestionProps) {
  questionRenders.count++;
  const controlId = controlIdOf(question.id);
  const purposeId = question.purpose ? `${controlId}-purpose` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [purposeId, errorId].filter(Boolean).join(" ") || undefined;
  const title = (
    <>
      {question.question}
      {question.required === false && <span className="qf-optional"> (optional)</span>}
    </>
  );
  const notes = (
    <>
      {question.purpose && (
        <p id={purposeId} className="qf-hint">
          {question.purpose}
        </p>
      )}
      {error && (
        <p id={errorId} className="qf-error-message">
          {error}
        </p>
      )}
    </>
  );

  if (question.type === "Text") {
    return (
      <div className="qf-question">
        <label className="qf-label" htmlFor={controlId}>
          {title}
        </label>
        {notes}
        <textarea
          className="qf-textarea"
          id={controlId}
          rows={2}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(question.id, event.currentTarget.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>
    );
  }

  if (question.type === "MultiChoice") {
    const picks = Array.isArray(value) ? value : [];
    return (
      <fieldset className="qf-question" aria-describedby={describedBy}>
        <legend className="qf-label">{title}</legend>
        {notes}
        <div className="qf-options">
          {optionLabels(question).map((option, index) => {
            const id = index === 0 ? controlId : `${controlId}-${index}`;
            return (
              <div key={option} className="qf-option">
                <Checkbox.Root
                  className="qf-checkbox"
                  id={id}
                  checked={picks.includes(option)}
                  onCheckedChange={(checked) =>
                    onChange(question.id, checked === true ? [...picks, option] : picks.filter((p) => p !== option))
                  }
                  aria-invalid={error ? true : undefined}
                >
                  <span className="qf-indicator" aria-hidden="true">
                    {picks.includes(option) ? "✓" : "\u00a0"}
                  </span>
                </Checkbox.Root>
                <label className="qf-option-label" htmlFor={id}>
                  {option}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const options = question.type === "YesNo" ? YES_NO : optionLabels(question);
  return (
    <fieldset className="qf-question" aria-describedby={describedBy}>
      <legend className="qf-label">{title}</legend>
      {notes}
      <RadioGroup.Root
        className="qf-options"
        value={typeof value === "string" ? value : ""}
        onValueChange={(picked) => onChange(question.id, picked)}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option, index) => {
          const id = index === 0 ? controlId : `${controlId}-${index}`;
          const recommended = option === question.recommended;
          return (
            <div key={option} className="qf-option" data-recommended={recommended ? "" : undefined}>
              <RadioGroup.Item
                className="qf-radio"
                id={id}
                value={option}
                aria-describedby={recommended ? `${controlId}-badge` : undefined}
              >
                <span className="qf-indicator" aria-hidden="true">
                  {value === option ? "●" : "\u00a0"}
                </span>
              </RadioGroup.Item>
              <label className="qf-option-label" htmlFor={id}>
                {option}
                {recommended && " "}
                {recommended && (
                  <span id={`${controlId}-badge`} className="qf-badge" aria-hidden="true">
                    Recommended
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
