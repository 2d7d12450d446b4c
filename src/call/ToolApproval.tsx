import { type CSSProperties, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type QuestionFormClassNames, slotProps } from "../form/engine/slots.ts";
import { useLabels } from "../form/engine/useLabels.ts";
import { Button } from "../form/questions/Button.tsx";
import { showInput } from "./approvalInput.ts";
import { DEFAULT_APPROVAL_LABELS, type ToolApprovalLabels } from "./approvalLabels.ts";

/** The person's decision on a tool call: what `onRespond` receives, and what `result` shows. */
export interface ToolApprovalResponse {
  /** Whether the tool may run. */
  approved: boolean;
  /** Why it was denied, when the person said (never blank). */
  reason?: string | undefined;
}

/** Props of `ToolApproval`. */
export interface ToolApprovalProps {
  /** The tool's name, as the agent calls it. */
  toolName: string;
  /** The tool's input: shown as text (a string as it is, anything else as JSON), collapsed when long. */
  input?: unknown;
  /**
   * Called once with the person's decision. The call then shows its receipt
   * ("Approved", "Denied: reason") and focus moves to it.
   */
  onRespond?: (response: ToolApprovalResponse) => void;
  /** A decision already made (e.g. restored from stored messages): the receipt shows, focus stays where it is. */
  result?: ToolApprovalResponse | undefined;
  /** Shows the request but takes no decision (e.g. while the chat is busy). */
  disabled?: boolean | undefined;
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<ToolApprovalLabels> | undefined;
  /** Extra class names by slot (`approval`, `approve`, `deny`, …), after our `qf-<slot>`. */
  classNames?: QuestionFormClassNames | undefined;
  /** A class for the outer element. */
  className?: string | undefined;
  /** The outer element's id. */
  id?: string | undefined;
}

// Past this many lines or characters the input shows its start and a "Show all input" button:
// a tool's input can be a whole file, and the decision must stay on screen.
const MAX_LINES = 8;
const MAX_CHARS = 400;

/**
 * Where a line's value starts: after its indent, its key and the opening
 * quote of a string. The string's further lines, and a line that wraps, go on
 * from there, so they read as inside the string, not at the left edge.
 */
const hang = (line: string) => /^ *(?:"(?:[^"\\]|\\.)*": )?"?/.exec(line)?.[0].length ?? 0;

/**
 * The input as the person reads it (`showInput`: a string as it is, anything else as indented
 * JSON, depth-limited with a marker), whose strings break where their text does: a file the
 * tool would write reads as lines, not as one line of `\n`.
 */
function inputText(input: unknown): { text: string; complete: boolean } {
  const shown = showInput(input);
  if (typeof input === "string") return shown;
  // A `\n` escape (one not itself escaped, as in a written `\\n`) becomes the line break it stands for.
  const text = shown.text.replace(/.+/g, (line) =>
    line.replace(/(?<!\\)((?:\\\\)*)\\n/g, `$1\n${" ".repeat(hang(line))}`),
  );
  return { text, complete: shown.complete };
}

/**
 * A tool call that waits for the person's approval, in the form's look,
 * labels and buttons: the tool's name and input, Approve and Deny (Deny
 * offers an optional reason first), then a receipt that stays in the
 * transcript ("Approved", "Denied: reason").
 */
export function ToolApproval({
  toolName,
  input,
  onRespond,
  result,
  disabled,
  labels,
  classNames,
  className,
  id,
}: ToolApprovalProps) {
  const text = useLabels(labels, DEFAULT_APPROVAL_LABELS);
  const uid = useId();
  const [expanded, setExpanded] = useState(false);
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState("");
  const [local, setLocal] = useState<ToolApprovalResponse>();
  // Where focus goes after a change made here: the receipt, or Deny again after Cancel.
  const focusNext = useRef<string>(undefined);
  const decision = local ?? result;

  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  function respond(response: ToolApprovalResponse) {
    if (local || disabled) return;
    focusNext.current = `${uid}outcome`;
    setLocal(response);
    onRespond?.(response);
  }

  function sendDenial(event: FormEvent) {
    event.preventDefault();
    const given = reason.trim();
    respond(given ? { approved: false, reason: given } : { approved: false });
  }

  function cancel() {
    focusNext.current = `${uid}deny`;
    setDenying(false);
  }

  const { text: full, complete } = inputText(input);
  const lines = full.split("\n");
  const long = lines.length > MAX_LINES || full.length > MAX_CHARS;
  const shown = long && !expanded ? `${lines.slice(0, MAX_LINES).join("\n").slice(0, MAX_CHARS)}…` : full;
  const [before, after] = text.approvalTitle.split("{tool}");
  const state = decision ? (decision.approved ? "approved" : "denied") : denying ? "denying" : "requested";

  return (
    <section
      id={id}
      {...slotProps("approval", classNames, className)}
      data-state={state}
      aria-labelledby={`${uid}title`}
    >
      <p id={`${uid}title`} {...slotProps("approval-title", classNames)}>
        {before}
        <code {...slotProps("approval-tool", classNames)}>{toolName}</code>
        {after}
      </p>
      {input !== undefined && (
        <>
          <figure {...slotProps("approval-input", classNames)} aria-labelledby={`${uid}caption`}>
            <figcaption id={`${uid}caption`} {...slotProps("approval-caption", classNames)}>
              {text.toolInput}
            </figcaption>
            <pre id={`${uid}input`} {...slotProps("approval-text", classNames)}>
              {shown.split("\n").map((line, index, all) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own; the whole list is new
                <span key={index} style={{ "--qf-hang": `${hang(line)}ch` } as CSSProperties}>
                  {line}
                  {index < all.length - 1 && "\n"}
                </span>
              ))}
            </pre>
          </figure>
          {!complete && (
            // Approve is still offered, but never on an input the person cannot read without saying so.
            <p id={`${uid}partial`} {...slotProps("approval-partial", classNames, "qf-error-message")}>
              {text.inputPartial}
            </p>
          )}
          {long && (
            <Button
              type="button"
              {...slotProps("approval-toggle", classNames, "qf-receipt-toggle")}
              aria-expanded={expanded}
              aria-controls={`${uid}input`}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? text.hideInput : text.showInput}
            </Button>
          )}
        </>
      )}
      {decision ? (
        <p
          id={`${uid}outcome`}
          {...slotProps("approval-outcome", classNames, decision.approved ? "qf-status" : "qf-declined")}
          tabIndex={-1}
        >
          {decision.approved
            ? text.approved
            : decision.reason
              ? text.deniedWithReason.replace("{reason}", decision.reason)
              : text.denied}
        </p>
      ) : denying ? (
        // A form of its own, so Enter in the reason sends the denial; Escape goes back.
        <form
          {...slotProps("actions", classNames)}
          onSubmit={sendDenial}
          onKeyDown={(event) => event.key === "Escape" && cancel()}
        >
          <label htmlFor={`${uid}reason`} {...slotProps("label", classNames)}>
            {text.denyReason}
          </label>
          <input
            id={`${uid}reason`}
            {...slotProps("deny-reason", classNames, "qf-input")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={disabled}
            // biome-ignore lint/a11y/noAutofocus: the Deny button just pressed is gone; the reason takes its place
            autoFocus
          />
          <Button type="submit" {...slotProps("deny-send", classNames, "qf-submit")} disabled={disabled}>
            {text.sendDenial}
          </Button>
          <Button type="button" {...slotProps("deny-cancel", classNames, "qf-decline")} onClick={cancel}>
            {text.cancel}
          </Button>
        </form>
      ) : (
        <div {...slotProps("actions", classNames)}>
          <Button
            type="button"
            {...slotProps("approve", classNames, "qf-submit")}
            aria-describedby={input !== undefined && !complete ? `${uid}partial` : undefined}
            disabled={disabled}
            onClick={() => respond({ approved: true })}
          >
            {text.approve}
          </Button>
          <Button
            type="button"
            id={`${uid}deny`}
            {...slotProps("deny", classNames, "qf-decline")}
            disabled={disabled}
            onClick={() => setDenying(true)}
          >
            {text.deny}
          </Button>
        </div>
      )}
    </section>
  );
}
