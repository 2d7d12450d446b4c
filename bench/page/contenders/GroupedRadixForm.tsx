import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import type { Draft } from "../../../src/protocol/types.ts";
import { BareSummary } from "../bare/BareSummary.tsx";
import { type MissingAnswer, missingAnswers } from "../bare/missingAnswers.ts";
import { QuestionGroup } from "../bare/QuestionGroup.tsx";
import type { ContenderProps } from "./ContenderProps.ts";

/**
 * Bare Radix with its questions in memoized groups of about √N: the
 * experiment behind the keystroke-scaling advice in results.md. Not in the
 * default run (`--only=radix,radix-grouped` runs it).
 */
export function GroupedRadixForm({ questions }: ContenderProps) {
  const values = useRef(new Map<string, Draft>());
  const [missing, setMissing] = useState<MissingAnswer[]>([]);
  const [submits, setSubmits] = useState(0);
  const remember = useCallback((id: string, value: Draft) => {
    values.current.set(id, value);
  }, []);
  const groups = useMemo(() => {
    const size = Math.max(8, Math.ceil(Math.sqrt(questions.length)));
    const runs = [];
    for (let start = 0; start < questions.length; start += size) runs.push(questions.slice(start, start + size));
    return runs;
  }, [questions]);
  const errors = useMemo(() => new Map(missing.map(({ id, message }) => [id, message])), [missing]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(missingAnswers(questions, (id) => values.current.get(id)));
    setSubmits((count) => count + 1);
  }

  return (
    <form className="qf-form" noValidate onSubmit={submit}>
      {missing.length > 0 && <BareSummary key={submits} missing={missing} />}
      {groups.map((group) => (
        <QuestionGroup key={group[0]?.id} questions={group} onChange={remember} errors={errors} />
      ))}
      <button className="qf-submit" type="submit">
        Submit
      </button>
    </form>
  );
}
