import { optionLabels } from "../../protocol/index.ts";
import type { QuestionProps } from "./QuestionProps.ts";
import { RadioQuestion } from "./RadioQuestion.tsx";

/** Props of `SingleChoice`: the shared question props with the picked option as value. */
export type SingleChoiceProps = QuestionProps<string>;

/**
 * A SingleChoice question as radio buttons, in the order of `options` (after
 * normalization the recommended option is first) with a "Recommended" badge on
 * the recommended one. Nothing is pre-selected.
 */
export function SingleChoice(props: SingleChoiceProps) {
  const choices = optionLabels(props.question).map((option) => ({ value: option, label: option }));
  return <RadioQuestion {...props} choices={choices} />;
}
