import { useEffect, useRef, useState } from "react";
import { slotProps, useQuestionFormContext } from "../form/index.ts";
import type { QuestionCallLabels } from "./callLabels.ts";
import { useExpiry } from "./useExpiry.ts";

type ExpiryLabels = Pick<
  QuestionCallLabels,
  "answerWithin" | "answerWithinPaused" | "expiryMinutes" | "expiryMinute" | "expirySeconds"
>;

/** Props of `ExpiryNotice`. */
export interface ExpiryNoticeProps {
  /** The time the person has, in milliseconds, counting only time the countdown runs. */
  budgetMs: number;
  /** The countdown runs (the call waits; not while the answers are being sent). */
  active: boolean;
  /** Called once when time runs out, with whether focus was inside the call then (so the ending can take it). */
  onExpire: (hadFocus: boolean) => void;
  /** The merged labels. */
  labels: ExpiryLabels;
}

/** The time left in words: whole minutes rounded up, then "a minute", then 5-second steps, so it changes rarely. */
function timeText(left: number, labels: ExpiryLabels): string {
  const seconds = Math.ceil(left / 1000);
  if (seconds > 60) return labels.expiryMinutes.replace("{n}", String(Math.ceil(seconds / 60)));
  if (seconds > 55) return labels.expiryMinute;
  return labels.expirySeconds.replace("{n}", String(Math.max(5, Math.ceil(seconds / 5) * 5)));
}

/**
 * The countdown of a call that expires: "Answer within 2 minutes", standing
 * still (and saying so) while the person types, and while the page is hidden.
 * A screen reader hears it once, when the call starts to wait, not on every
 * change: the visible text is hidden from assistive tech, and a status region
 * (visually hidden by styles.css) says the first text and is never updated.
 */
export function ExpiryNotice({ budgetMs, active, onExpire, labels }: ExpiryNoticeProps) {
  const classNames = useQuestionFormContext()?.classNames;
  const ref = useRef<HTMLParagraphElement>(null);
  const { left, paused } = useExpiry(budgetMs, active, () =>
    onExpire(!!ref.current?.closest("[data-slot=form]")?.contains(document.activeElement)),
  );
  const time = timeText(left, labels);
  // Filled after mount: a live region that comes with its text is not announced by every screen reader.
  const [said, setSaid] = useState("");
  const first = labels.answerWithin.replace("{time}", time);
  const opening = useRef(first);
  useEffect(() => setSaid(opening.current), []);
  return (
    <p
      ref={ref}
      {...slotProps("expiry", classNames)}
      data-state={paused ? "paused" : "running"}
      data-paused={paused || undefined}
    >
      <span {...slotProps("expiry-time", classNames)} aria-hidden="true">
        {(paused === "typing" ? labels.answerWithinPaused : labels.answerWithin).replace("{time}", time)}
      </span>
      <span {...slotProps("expiry-status", classNames)} role="status">
        {said}
      </span>
    </p>
  );
}
