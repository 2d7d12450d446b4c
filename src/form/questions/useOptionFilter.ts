import { useMemo, useState } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";

/** An option as the filter reads it: its label and description. */
type Filterable = { label: string; description?: string | undefined };

/** What `useOptionFilter` returns: whether the question has a filter box, its text, and what it leaves. */
export interface OptionFilterState {
  /** The question has more options than the form's `filterAbove`: it shows the filter box. */
  on: boolean;
  /** The text in the filter box. */
  query: string;
  /** Called with the box's text on every edit. */
  setQuery: (query: string) => void;
  /** Whether option `index` shows: it matches, or it is picked (a pick never disappears from view). */
  shows: (index: number) => boolean;
  /** How many options match the text (the picks kept in view are not counted); all of them while the box is blank. */
  matches: number;
  /** How many options the question has (Other not counted). */
  total: number;
}

/**
 * Text as the filter compares it: lower case, without accents ("Côte" matches
 * "cote"), so a person finds an option however they type its name.
 */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The filter of a long choice question (SPEC §16): past the form's
 * `filterAbove` options (8 by default), typing narrows the options to those
 * whose label or description holds the text, ignoring case and accents. A
 * picked option stays in view whatever the text, so the person always sees
 * what they chose. Outside a form, no filter (a question on its own is the
 * host's layout). Pass the same `options` array while the options are the
 * same (a `useMemo` on the question's): their words are folded again whenever it changes.
 */
export function useOptionFilter(options: readonly Filterable[], picked: (index: number) => boolean): OptionFilterState {
  const above = useQuestionFormContext()?.filterAbove;
  const [query, setQuery] = useState("");
  const on = typeof above === "number" && options.length > above;
  // Each option's words, folded once per list and not on every key: folding (Unicode normalisation) is
  // most of a key's work on a long list, and the list stays the same while the person types. Keyed by
  // the array itself, which each question builds once (from its question), so a render costs nothing here.
  const haystacks = useMemo(
    () => (on ? options.map((option) => folded(`${option.label}\n${option.description ?? ""}`)) : []),
    [on, options],
  );
  const needle = on ? folded(query.trim()) : "";
  const matched = options.map((_, index) => !needle || (haystacks[index] as string).includes(needle));
  return {
    on,
    query,
    setQuery,
    shows: (index) => matched[index] !== false || picked(index),
    matches: matched.filter(Boolean).length,
    total: options.length,
  };
}
