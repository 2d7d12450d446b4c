import type { ComponentType } from "react";
import {
  MultiChoice,
  type OtherDraft,
  QuestionForm,
  type QuestionFormComponents,
  type QuestionProps,
  SingleChoice,
  TextQuestion,
  YesNo,
} from "../../../src/index.ts";
import { questionRenders } from "../counter.ts";
import type { ContenderProps } from "./ContenderProps.ts";

function counted<V extends string | string[] | OtherDraft>(Renderer: ComponentType<QuestionProps<V>>) {
  return function CountedQuestion(props: QuestionProps<V>) {
    questionRenders.count++;
    return <Renderer {...props} />;
  };
}

// Module-level, so the override is one stable object for the whole run.
const COUNTED: QuestionFormComponents = {
  Text: counted(TextQuestion),
  SingleChoice: counted(SingleChoice),
  MultiChoice: counted(MultiChoice),
  YesNo: counted(YesNo),
};

// The default limits stop at 100 questions; the benchmark's N = 200 and 1000 are stress sizes.
const NO_QUESTION_LIMIT = { maxQuestions: Number.POSITIVE_INFINITY };

/** agent-question-form as a chat UI uses it: the model's questions straight in, nothing memoized by the host. */
export function QuestionFormContender({ questions, counting }: ContenderProps) {
  return (
    <QuestionForm
      questions={questions}
      limits={NO_QUESTION_LIMIT}
      components={counting ? COUNTED : undefined}
      onSubmit={() => {}}
    />
  );
}
