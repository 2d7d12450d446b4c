import { useEffect, useRef } from "react";
import { controlIdOf, type MissingAnswer } from "./missingAnswers.ts";

/** The hand-written contenders' error summary: focused on show, one link per problem. */
export function BareSummary({ missing }: { missing: readonly MissingAnswer[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className="bare-summary qf-error-summary" role="alert" tabIndex={-1}>
      <h2>There is a problem</h2>
      <ul>
        {missing.map(({ id, message }) => (
          <li key={id}>
            <a href={`#${controlIdOf(id)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
