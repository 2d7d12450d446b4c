import { useEffect, useRef, useState } from "react";

/** How long the countdown stays paused after the person's last keystroke, in milliseconds. */
export const TYPING_PAUSE_MS = 5_000;

// Once a second: the shown time changes at most every 5 seconds, and a paused second is given back.
const TICK_MS = 1_000;

/** Where a countdown is: the time left, and why it stands still. */
export interface ExpiryState {
  /** Milliseconds left before the call expires, counting only time that ran. */
  left: number;
  /** Why it stands still: the person is typing (or just was), or the page is hidden; `false` while it runs. */
  paused: false | "typing" | "hidden";
}

const isHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * A countdown of `budgetMs` that runs only while `active` and the person
 * seems away: it stands still while the page is hidden, and while they type
 * anywhere on the page (the form or the chat's own input) and for
 * `TYPING_PAUSE_MS` after their last keystroke. Calls `onExpire` once when it
 * reaches zero. A person at their keyboard is never cut off mid-answer.
 */
export function useExpiry(budgetMs: number, active: boolean, onExpire: () => void): ExpiryState {
  const [left, setLeft] = useState(budgetMs);
  const [typing, setTyping] = useState(false);
  const [hidden, setHidden] = useState(isHidden);

  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // `input` too: a paste, dictation or an input method may send no key events.
    const typed = () => {
      setTyping(true);
      clearTimeout(quiet);
      quiet = setTimeout(() => setTyping(false), TYPING_PAUSE_MS);
    };
    const seen = () => setHidden(isHidden());
    document.addEventListener("keydown", typed, true);
    document.addEventListener("input", typed, true);
    document.addEventListener("visibilitychange", seen);
    return () => {
      clearTimeout(quiet);
      document.removeEventListener("keydown", typed, true);
      document.removeEventListener("input", typed, true);
      document.removeEventListener("visibilitychange", seen);
    };
  }, []);

  const paused = hidden ? "hidden" : typing ? "typing" : false;
  const running = active && !paused && left > 0;
  useEffect(() => {
    if (!running) return;
    // Counted from the clock, not the ticks: a throttled timer still takes off the time that passed.
    let last = Date.now();
    const timer = setInterval(() => {
      // Read now: the updater runs later, when `last` has moved on.
      const now = Date.now();
      const spent = now - last;
      last = now;
      setLeft((was) => Math.max(0, was - spent));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const expire = useRef(onExpire);
  expire.current = onExpire;
  const fired = useRef(false);
  const out = active && left <= 0;
  useEffect(() => {
    if (!out || fired.current) return;
    fired.current = true;
    expire.current();
  }, [out]);

  return { left, paused };
}
