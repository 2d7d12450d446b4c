import type { ComponentType } from "react";
import type { ContenderProps } from "./contenders/ContenderProps.ts";
import { GroupedRadixForm } from "./contenders/GroupedRadixForm.tsx";
import { NaiveForm } from "./contenders/NaiveForm.tsx";
import { QuestionFormContender } from "./contenders/QuestionFormContender.tsx";
import { RadixForm } from "./contenders/RadixForm.tsx";
import { RjsfForm } from "./contenders/RjsfForm.tsx";

/** One form under test and how the harness tells that its error summary is up. */
export interface Contender {
  Form: ComponentType<ContenderProps>;
  /** The error summary shown after a submit with unanswered required questions. */
  summary: string;
}

export const CONTENDERS: Record<string, Contender> = {
  "agent-question-form": { Form: QuestionFormContender, summary: ".qf-error-summary" },
  radix: { Form: RadixForm, summary: ".bare-summary" },
  rjsf: { Form: RjsfForm, summary: ".errors" },
  naive: { Form: NaiveForm, summary: ".bare-summary" },
  // An experiment, not in the default run (see run.mjs).
  "radix-grouped": { Form: GroupedRadixForm, summary: ".bare-summary" },
};
