import { useId, useState } from "react";
import type { OptionItem } from "../../protocol/index.ts";
import type { ChoiceOptionProps } from "./ChoiceOption.tsx";

/** An option as a choice question holds it: an `OptionItem`, or a radio choice made from one. */
type PreviewSource = { label: string; description?: string | undefined; preview?: string | undefined };

/** What `useOptionPreview` returns: the preview to show now, and what each option needs to follow focus. */
export interface OptionPreviewState {
  /** The preview panel's id. */
  id: string;
  /** The focused option's preview, else the first chosen option's that has one; undefined when there is none to show. */
  text: string | undefined;
  /** The option whose preview `text` is (for a host's `Preview`); undefined when there is none to show. */
  option: OptionItem | undefined;
  /** Option `index`'s share: the panel's id while it shows this option's preview, and its focus handlers. */
  optionProps: (index: number) => Pick<ChoiceOptionProps, "previewId" | "onFocus" | "onBlur">;
}

/**
 * Which option's preview a choice question shows (the focused option's, else
 * the first chosen one's), for `SingleChoice`, `YesNo` and `MultiChoice`
 * alike. `previews` holds each option's preview by its index, `chosen` tells
 * whether the option at an index is picked or ticked.
 */
export function useOptionPreview(
  options: readonly (PreviewSource | undefined)[],
  chosen: (index: number) => boolean,
): OptionPreviewState {
  const id = `${useId()}preview`;
  const previews = options.map((option) => option?.preview);
  const [focused, setFocused] = useState<number>();
  // Each option's handlers, made once: an option row that is memoised (a long list's) then gets the
  // same functions on every render, and renders again only when what it shows changes.
  const [handlers] = useState(() => new Map<number, Pick<ChoiceOptionProps, "onFocus" | "onBlur">>());
  // Focus is followed only where there is a preview to show: a render per focus costs nothing elsewhere.
  const watch = previews.some((preview) => preview !== undefined);
  const at = focused ?? previews.findIndex((preview, index) => preview !== undefined && chosen(index));
  const text = previews[at];
  return {
    id,
    text,
    // The option as the protocol has it, whatever the renderer added to it (a radio's value).
    option: text === undefined ? undefined : optionItem(options[at] as PreviewSource, text),
    optionProps: (index) => {
      let focus = handlers.get(index);
      if (!focus) {
        focus = { onFocus: () => setFocused(index), onBlur: () => setFocused(undefined) };
        handlers.set(index, focus);
      }
      return {
        previewId: text && index === at ? id : undefined,
        onFocus: watch ? focus.onFocus : undefined,
        onBlur: watch ? focus.onBlur : undefined,
      };
    },
  };
}

function optionItem({ label, description }: PreviewSource, preview: string): OptionItem {
  return description === undefined ? { label, preview } : { label, description, preview };
}
