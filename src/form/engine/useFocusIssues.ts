import { useCallback, useRef, useState } from "react";

/**
 * `focusIssues`: whether the invalid panel should take focus (focus was inside
 * the form when the panel replaced it, a stream that ended invalid, and would
 * otherwise fall to the page); `formRef`: the ref callback for the `<form>`;
 * `form`: the `<form>` itself, which the send reads too (where focus is when it sends).
 */
export function useFocusIssues(issues: unknown) {
  const form = useRef<HTMLFormElement>(null);
  const [focusIssues, setFocusIssues] = useState(false);
  // Stored from the render before: valid questions again, so a later invalid panel must not take focus by itself.
  if (focusIssues && !issues) setFocusIssues(false);
  const formRef = useCallback((node: HTMLFormElement | null) => {
    // Called with null before the form leaves the page (the invalid panel replacing it, say),
    // so focus is still where the person left it.
    if (!node && form.current?.contains(form.current.ownerDocument.activeElement)) setFocusIssues(true);
    form.current = node;
  }, []);
  return { focusIssues, formRef, form };
}
