import { type RefObject, useRef } from "react";

/**
 * This render's `value`, for the handlers that run later (an event, an effect,
 * a timer) and must read what was passed last, not what was passed when they
 * were made: each handler can then stay one function for the component's
 * life. Written during render, and read only by handlers, never by rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
