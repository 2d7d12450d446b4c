import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLatest } from "../form/index.ts";

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

/** Why every countdown on the page stands still, if it does: one answer for all of them. */
type Pause = ExpiryState["paused"];

// One set of listeners on `document` for every waiting call on the page, added by the first countdown
// and removed with the last (a count, not a provider: a call without `WaitingQuestionsProvider` pauses too).
// A key costs a clock read and a comparison: only the first key of a burst changes anything.
const watchers = new Set<() => void>();
let typing = false;
let lastKey = 0;
let quiet: ReturnType<typeof setTimeout> | undefined;

const pause = (): Pause => (isHidden() ? "hidden" : typing ? "typing" : false);
const tell = () => {
  for (const watcher of watchers) watcher();
};

/** Checked `TYPING_PAUSE_MS` after a burst began: still typing moves the check on, by what is left. */
function settle() {
  const rest = lastKey + TYPING_PAUSE_MS - Date.now();
  if (rest > 0) {
    quiet = setTimeout(settle, rest);
    return;
  }
  typing = false;
  tell();
}

// `input` too: a paste, dictation or an input method may send no key events.
function typed() {
  lastKey = Date.now();
  if (typing) return;
  typing = true;
  quiet = setTimeout(settle, TYPING_PAUSE_MS);
  tell();
}

function watch(watcher: () => void) {
  watchers.add(watcher);
  if (watchers.size === 1) {
    document.addEventListener("keydown", typed, true);
    document.addEventListener("input", typed, true);
    document.addEventListener("visibilitychange", tell);
  }
  return () => {
    watchers.delete(watcher);
    if (watchers.size > 0) return;
    document.removeEventListener("keydown", typed, true);
    document.removeEventListener("input", typed, true);
    document.removeEventListener("visibilitychange", tell);
    // Nobody listens to the keys now: the next countdown starts from a quiet page.
    clearTimeout(quiet);
    typing = false;
  };
}

/**
 * A countdown of `budgetMs` that runs only while `active` and the person
 * seems away: it stands still while the page is hidden, and while they type
 * anywhere on the page (the form or the chat's own input) and for
 * `TYPING_PAUSE_MS` after their last keystroke. Calls `onExpire` once when it
 * reaches zero. A person at their keyboard is never cut off mid-answer.
 */
export function useExpiry(budgetMs: number, active: boolean, onExpire: () => void): ExpiryState {
  const [left, setLeft] = useState(budgetMs);
  const paused = useSyncExternalStore(watch, pause, (): Pause => false);

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

  const expire = useLatest(onExpire);
  const fired = useRef(false);
  const out = active && left <= 0;
  useEffect(() => {
    if (!out || fired.current) return;
    fired.current = true;
    expire.current();
  }, [out]);

  return { left, paused };
}
