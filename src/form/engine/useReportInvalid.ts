import { useEffect, useState } from "react";
import type { QuestionIssue, QuestionItem, Validated } from "../../protocol/index.ts";
import { useLatest } from "../kit/useLatest.ts";

/**
 * Calls `onInvalid` with the issues once per distinct input (`inputKey`, under
 * its limits): every input reported so far, not just the last, so "x", "y",
 * "x" is two reports. `quiet`: partial arguments are not yet wrong, and a
 * stored or sent batch is no longer the host's to fix.
 */
export function useReportInvalid(
  validated: Validated<{ questions: QuestionItem[] }>,
  inputKey: string,
  quiet: boolean,
  onInvalid: ((issues: QuestionIssue[]) => void) | undefined,
): void {
  const [reported] = useState(() => new Set<string>());
  // The latest callback, without reporting again when only it changes.
  const report = useLatest(onInvalid);
  useEffect(() => {
    if (quiet || validated.ok || reported.has(inputKey)) return;
    reported.add(inputKey);
    report.current?.(validated.issues);
  }, [validated, inputKey, quiet, reported]);
}
