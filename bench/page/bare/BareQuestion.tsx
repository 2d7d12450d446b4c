import * as Checkbox from "@radix-ui/react-checkbox";
import * as RadioGroup from "@radix-ui/react-radio-group";
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
 * One question built from the Radix primitives with labels, a fieldset, the
 * purpose and the error, and nothing else: the floor that the required
 * dependency sets for the form's markup.
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
      {question.required === false && <span> (optional)</span>}
    </>
  );
  const notes = (
    <>
      {question.purpose && <p id={purposeId}>{question.purpose}</p>}
      {error && <p id={errorId}>{error}</p>}
    </>
  );

  if (question.type === "Text") {
    return (
      <div className="bare-question">
        <label htmlFor={controlId}>{title}</label>
        {notes}
        <textarea
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
      <fieldset className="bare-question" aria-describedby={describedBy}>
        <legend>{title}</legend>
        {notes}
        {(question.options ?? []).map((option, index) => {
          const id = index === 0 ? controlId : `${controlId}-${index}`;
          return (
            <div key={option}>
              <Checkbox.Root
                id={id}
                checked={picks.includes(option)}
                onCheckedChange={(checked) =>
                  onChange(question.id, checked === true ? [...picks, option] : picks.filter((p) => p !== option))
                }
                aria-invalid={error ? true : undefined}
              >
                <Checkbox.Indicator>✓</Checkbox.Indicator>
              </Checkbox.Root>
              <label htmlFor={id}>{option}</label>
            </div>
          );
        })}
      </fieldset>
    );
  }

  const options = question.type === "YesNo" ? YES_NO : (question.options ?? []);
  return (
    <fieldset className="bare-question" aria-describedby={describedBy}>
      <legend>{title}</legend>
      {notes}
      <RadioGroup.Root
        value={typeof value === "string" ? value : ""}
        onValueChange={(picked) => onChange(question.id, picked)}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option, index) => {
          const id = index === 0 ? controlId : `${controlId}-${index}`;
          return (
            <div key={option}>
              <RadioGroup.Item id={id} value={option}>
                <RadioGroup.Indicator />
              </RadioGroup.Item>
              <label htmlFor={id}>{option}</label>
              {option === question.recommended && <span> Recommended</span>}
            </div>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
