import { useMemo } from "react";
import type { OtherDraft } from "../../protocol/types.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { RadioQuestion } from "./RadioQuestion.tsx";

/** Props of `SingleChoice`: the shared question props with the picked option (or Other's draft) as value. */
export type SingleChoiceProps = QuestionProps<string | OtherDraft>;

/**
 * A SingleChoice question as radio buttons, in the order of `options` (after
 * normalization the recommended option is first) with a "Recommended" badge on
 * the recommended one, each option's description under it and its preview
 * while focused or picked. With `allowOther`, Other comes last. Nothing is pre-selected.
 */
export function SingleChoice(props: SingleChoiceProps) {
  const { options } = props.question;
  // Built once per question, not on every render (each pick, each key in the filter): the filter and
  // the preview keep what they derive from the choices by this array.
  const choices = useMemo(
    () =>
      (options ?? []).map((option) =>
        typeof option === "string" ? { value: option, label: option } : { value: option.label, ...option },
      ),
    [options],
  );
  return <RadioQuestion {...props} choices={choices} />;
}
