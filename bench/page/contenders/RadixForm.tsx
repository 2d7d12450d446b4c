import { type FormEvent, useCallback, useRef, useState } from "react";
import type { Draft } from "../../../src/protocol/types.ts";
import { BareSummary } from "../bare/BareSummary.tsx";
import { LocalQuestion } from "../bare/LocalQuestion.tsx";
import { type MissingAnswer, missingAnswers } from "../bare/missingAnswers.ts";
import type { ContenderProps } from "./ContenderProps.ts";

/**
 * Bare Radix: each question keeps its own value, the form only remembers the
 * latest values (in a ref, no render) to check them on submit. No memo, no
 * store: what a careful hand-written form costs.
 */
export function RadixForm({ questions }: ContenderProps) {
  const values = useRef(new Map<string, Draft>());
  const [missing, setMissing] = useState<MissingAnswer[]>([]);
  const [submits, setSubmits] = useState(0);
  const remember = useCallback((id: string, value: Draft) => {
    values.current.set(id, value);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(missingAnswers(questions, (id) => values.current.get(id)));
    setSubmits((count) => count + 1);
  }

  const errors = new Map(missing.map(({ id, message }) => [id, message]));
  return (
    <form className="qf-form" noValidate onSubmit={submit}>
      {missing.length > 0 && <BareSummary key={submits} missing={missing} />}
      {questions.map((question) => (
        <LocalQuestion key={question.id} question={question} onChange={remember} error={errors.get(question.id)} />
      ))}
      <button className="qf-submit" type="submit">
        Submit
      </button>
    </form>
  );
}
