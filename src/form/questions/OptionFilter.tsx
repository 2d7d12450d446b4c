import type { KeyboardEvent } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { isComposing } from "../kit/isComposing.ts";
import type { QuestionFormLabels } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";
import type { OptionFilterState } from "./useOptionFilter.ts";

/** Props of `OptionFilter`: the filter's state and the form's words. */
export interface OptionFilterProps {
  /** From `useOptionFilter`. */
  filter: OptionFilterState;
  /** The merged labels (`filterOptions`, `filterCount`, `filterNoMatch`). */
  text: QuestionFormLabels;
  /** Takes no input (the question is disabled). */
  disabled?: boolean | undefined;
}

/**
 * The filter box above a long list of options, and its count: a search box
 * named by the `filterOptions` label (also its placeholder, so the name
 * shows), and a polite live region that says how many options the text
 * leaves ("3 of 40 options"), or that none does, once the person has typed
 * (silent while the box is blank). Its text is never an answer: the box has
 * no `name`, and Enter in it sends nothing.
 */
export function OptionFilter({ filter, text, disabled }: OptionFilterProps) {
  const classNames = useQuestionFormContext()?.classNames;
  const typed = filter.query.trim() !== "";
  const count = text.filterCount
    .replaceAll("{shown}", String(filter.matches))
    .replaceAll("{total}", String(filter.total));
  const status = !typed ? "" : filter.matches === 0 ? text.filterNoMatch : count;
  return (
    <div {...slotProps("filter", classNames)} data-state={typed ? "filtered" : "all"}>
      <input
        type="search"
        {...slotProps("filter-input", classNames)}
        aria-label={text.filterOptions}
        // Its name on screen too: else a blank box sits above the options (and in a receipt reads as an empty answer).
        placeholder={text.filterOptions}
        autoComplete="off"
        spellCheck={false}
        value={filter.query}
        disabled={disabled}
        onChange={(event) => filter.setQuery(event.currentTarget.value)}
        // Enter in a filter box would send the form (or go to the next step): here it only ends the typing.
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === "Enter" && !isComposing(event)) event.preventDefault();
        }}
      />
      <p
        {...slotProps("filter-status", classNames)}
        role="status"
        aria-live="polite"
        data-empty={filter.matches === 0 ? "" : undefined}
      >
        {status}
      </p>
    </div>
  );
}
