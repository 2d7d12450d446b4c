/**
 * A host's event handler and ours as one, as Radix composes them: the host's
 * runs first, and ours only if it did not call `event.preventDefault()`. A
 * prop getter given a host's handler keeps it rather than replacing it.
 */
export const composeHandlers =
  <Event extends { defaultPrevented: boolean }>(
    host: ((event: Event) => void) | undefined,
    ours: (event: Event) => void,
  ) =>
  (event: Event) => {
    host?.(event);
    if (!event.defaultPrevented) ours(event);
  };
