import { type FormEvent, useState } from "react";
import type { Draft } from "../../../src/protocol/types.ts";
import { BareQuestion } from "../bare/BareQuestion.tsx";
import { BareSummary } from "../bare/BareSummary.tsx";
import { type MissingAnswer, missingAnswers } from "../bare/missingAnswers.ts";
import type { ContenderProps } from "./ContenderProps.ts";

/**
 * The naive controlled form: every value in one state object at the root, so
 * each keystroke re-renders every question. The same markup as bare Radix;
 * only where the state lives differs.
 */
export function NaiveForm({ questions }: ContenderProps) {
  const [values, setValues] = useState<Record<string, Draft>>({});
  const [missing, setMissing] = useState<MissingAnswer[]>([]);
  const [submits, setSubmits] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(missingAnswers(questions, (id) => values[id]));
    setSubmits((count) => count + 1);
  }

  const errors = new Map(missing.map(({ id, message }) => [id, message]));
  return (
    <form className="qf-form" noValidate onSubmit={submit}>
      {missing.length > 0 && <BareSummary key={submits} missing={missing} />}
      {questions.map((question) => (
        <BareQuestion
          key={question.id}
          question={question}
          value={values[question.id]}
          error={errors.get(question.id)}
          onChange={(id, value) => setValues((previous) => ({ ...previous, [id]: value }))}
        />
      ))}
      <button className="qf-submit" type="submit">
        Submit
      </button>
    </form>
  );
}
