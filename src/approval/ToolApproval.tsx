import {
  type CSSProperties,
  type ElementType,
  type FormEvent,
  Fragment,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { QuestionFormComponents } from "../form/index.ts";
import {
  Button,
  EndingNote,
  isComposing,
  Label,
  type QuestionFormClassNames,
  slotProps,
  useLabels,
  WayOutButton,
} from "../form/index.ts";
import type { ToolApprovalResponse } from "../protocol/approval.ts";
import { isObject, parseArguments } from "../protocol/json.ts";
import { showInput } from "./approvalInput.ts";
import { DEFAULT_APPROVAL_LABELS, type ToolApprovalLabels } from "./approvalLabels.ts";
import { argumentChanges } from "./argumentChanges.ts";
import { isolated } from "./isolated.tsx";

export type { ToolApprovalResponse };

// The editor holds the whole form (its questions, Radix's controls): a chunk of its own, loaded on
// the first "Edit", so that a ToolApproval that is never edited costs what it did before.
const ToolApprovalEditor = /* @__PURE__ */ lazy(() => import("./ToolApprovalEditor.tsx"));

/** Props of `ToolApproval`. */
export interface ToolApprovalProps {
  /** The tool's name, as the agent calls it. */
  toolName: string;
  /**
   * The tool's input: shown as text (a string as it is, anything else as JSON), collapsed when long.
   * Left out (`undefined`), what the call would run is not known (e.g. the call was not found in
   * the messages): the card says so and offers no Approve, only Deny. A tool without arguments
   * passes `{}`.
   */
  input?: unknown;
  /**
   * Called once with the person's decision. The call then shows its receipt
   * ("Approved", "Denied: reason") and focus moves to it.
   */
  onSubmit?: (response: ToolApprovalResponse) => void;
  /** A decision already made (e.g. restored from stored messages): the receipt shows, focus stays where it is. */
  decision?: ToolApprovalResponse | undefined;
  /** Shows the request but takes no decision (e.g. while the chat is busy). */
  disabled?: boolean | undefined;
  /**
   * Why the call asks, in the agent's or the policy's words (AI SDK 7's `approval.requestReason`,
   * assistant-ui's `approval.prompt`): shown under the input, and the card is described by it.
   */
  requestReason?: string | undefined;
  /**
   * The decision is a policy's, not the person's (AI SDK 7's `approval.isAutomatic`): the card never
   * offers Approve or Deny, not even before the decision is known, and its receipt says "automatically".
   */
  automatic?: boolean | undefined;
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<ToolApprovalLabels> | undefined;
  /** Extra class names by slot (`approval`, `approve`, `deny`, …), after our `qf-<slot>`. */
  classNames?: QuestionFormClassNames | undefined;
  /**
   * The host's parts, the form's own type: `Button` for every button, and
   * `Textarea` for the deny reason and the JSON box; the edit form (with
   * `editable`) takes the rest too (`Radio`, `Checkbox`, …).
   */
  components?: Partial<QuestionFormComponents> | undefined;
  /**
   * Offers "Edit": the person may change the tool's input (a JSON object, or
   * its JSON text) before approving it, and `onSubmit` gets it whole as
   * `editedArgs`. Only where the agent framework runs the tool with edited
   * arguments (AG-UI's `editedArgs`, LangChain's `edit` decision); the AI SDK
   * has no edit.
   */
  editable?: boolean | undefined;
  /**
   * Offers "Always allow" beside Approve: the tool runs and `onSubmit` gets `always: true`, so the
   * framework keeps the permission and calls like it run without asking. Only where the framework
   * keeps one (Claude's `canUseTool` with suggestions: the call's `canAlways`; the OpenAI Agents
   * SDK; assistant-ui's `allow-always` option, which `ToolApprovalUI` reads itself); off by
   * default, and the AI SDK, LangChain, AG-UI and Google ADK have none.
   */
  offerAlways?: boolean | undefined;
  /**
   * The JSON Schema of the tool's input (any JSON Schema object: draft-07,
   * 2020-12, a zod schema's JSON), for `editable`: its properties are
   * asked as a form (text, numbers, booleans, enums, as an MCP form is). An
   * input the schema cannot express as a form, or no schema, is edited as
   * JSON text, checked before it is sent.
   */
  argsSchema?: object | undefined;
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
  onSubmit,
  decision,
  disabled,
  requestReason,
  automatic,
  labels,
  classNames,
  components,
  editable,
  offerAlways,
  argsSchema,
  className,
  id,
}: ToolApprovalProps) {
  const text = useLabels(labels, DEFAULT_APPROVAL_LABELS);
  const uid = useId();
  const [expanded, setExpanded] = useState(false);
  const [denying, setDenying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState("");
  const [local, setLocal] = useState<ToolApprovalResponse>();
  // Where focus goes after a change made here: Deny again after Cancel, Edit after the editor's Cancel
  // (the receipt takes focus itself: the ending note, when the decision was made here).
  const focusNext = useRef<string>(undefined);
  const decided = local ?? decision;

  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  function respond(response: ToolApprovalResponse) {
    if (local || disabled || automatic) return;
    setLocal(response);
    onSubmit?.(response);
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

  function stopEditing() {
    focusNext.current = `${uid}edit`;
    setEditing(false);
  }

  // What an edit starts from: the input as an object (JSON text parsed); none to edit otherwise.
  let args: Record<string, unknown> | undefined;
  try {
    const parsed = parseArguments(input);
    if (isObject(parsed)) args = parsed;
  } catch {
    // Not JSON: shown as text, not offered for editing.
  }
  const Textarea: ElementType = components?.Textarea ?? "textarea";
  const changes = decided?.editedArgs && argumentChanges(args ?? {}, decided.editedArgs);

  const { text: full, complete } = inputText(input);
  const lines = full.split("\n");
  const long = lines.length > MAX_LINES || full.length > MAX_CHARS;
  const shown = long && !expanded ? `${lines.slice(0, MAX_LINES).join("\n").slice(0, MAX_CHARS)}…` : full;
  // Without its input a call cannot be approved: the person would allow what they cannot see.
  const unknown = input === undefined;
  // A blank reason says nothing: no part for it.
  const why = requestReason?.trim() ? requestReason : undefined;
  const state = decided
    ? decided.approved
      ? decided.always
        ? "always"
        : "approved"
      : "denied"
    : automatic
      ? "automatic"
      : denying
        ? "denying"
        : editing
          ? "editing"
          : "requested";

  return (
    <section
      id={id}
      {...slotProps("approval", classNames, className)}
      data-state={state}
      data-automatic={automatic ? "" : undefined}
      aria-labelledby={`${uid}title`}
      aria-describedby={why ? `${uid}why` : undefined}
    >
      <p id={`${uid}title`} {...slotProps("approval-title", classNames)}>
        {text.approvalTitle.split("{tool}").map((piece, index) =>
          index === 0 ? (
            piece
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one label, in a fixed order
            <Fragment key={index}>
              <code {...slotProps("approval-tool", classNames)}>
                {/* <bdi>: the agent's name cannot reorder our words after it. */}
                <bdi>{toolName}</bdi>
              </code>
              {piece}
            </Fragment>
          ),
        )}
      </p>
      {unknown ? (
        !decided &&
        !automatic && (
          <p id={`${uid}unknown`} {...slotProps("approval-unknown", classNames, "qf-error-message")}>
            {text.inputUnknown}
          </p>
        )
      ) : (
        <>
          <figure {...slotProps("approval-input", classNames)} aria-labelledby={`${uid}caption`}>
            <figcaption id={`${uid}caption`} {...slotProps("approval-caption", classNames)}>
              {text.toolInput}
            </figcaption>
            <pre id={`${uid}input`} {...slotProps("approval-text", classNames)}>
              {shown.split("\n").map((line, index, all) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity of their own; the whole list is new
                <span key={index} style={{ "--qf-hang": `${hang(line)}ch` } as CSSProperties}>
                  {/* <bdi>: a key or value the agent wrote cannot reorder the rest of the input's text; left to
                      right, as JSON reads, whatever script its first word is in. */}
                  <bdi dir="ltr">{line}</bdi>
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
              components={components}
              aria-expanded={expanded}
              aria-controls={`${uid}input`}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? text.hideInput : text.showInput}
            </Button>
          )}
        </>
      )}
      {why && (
        <p id={`${uid}why`} {...slotProps("approval-request-reason", classNames)}>
          {isolated(text.whyAsked, { reason: why })}
        </p>
      )}
      {automatic && !decided ? (
        // A policy decides: the decision streams in after the request, and nobody is asked meanwhile.
        <EndingNote slot="approval-outcome" state="automatic" classNames={classNames} look="qf-status">
          {text.decidedAutomatically}
        </EndingNote>
      ) : decided ? (
        <>
          <EndingNote
            id={`${uid}outcome`}
            slot="approval-outcome"
            state={state}
            classNames={classNames}
            look={decided.approved ? "qf-status" : "qf-declined"}
            // Only a decision made here: the button pressed is gone. A restored one leaves focus be.
            focus={local !== undefined}
            aria-describedby={changes ? `${uid}changes` : undefined}
          >
            {automatic ? (
              decided.approved ? (
                text.approvedAutomatically
              ) : decided.reason ? (
                <span>{isolated(text.deniedAutomaticallyWithReason, { reason: decided.reason })}</span>
              ) : (
                text.deniedAutomatically
              )
            ) : decided.approved ? (
              decided.always ? (
                text.alwaysAllowed
              ) : changes ? (
                text.approvedWithChanges
              ) : (
                text.approved
              )
            ) : decided.reason ? (
              // One span: the receipt lays its mark and text out as a row, which would space the pieces apart.
              <span>{isolated(text.deniedWithReason, { reason: decided.reason })}</span>
            ) : (
              text.denied
            )}
          </EndingNote>
          {decided.approved && changes && changes.length > 0 && (
            <ul id={`${uid}changes`} {...slotProps("approval-changes", classNames)}>
              {changes.map(({ key, from, to }) => (
                <li key={key} {...slotProps("approval-change", classNames)}>
                  {isolated(text.inputChange, { key, from: from ?? text.noValue, to: to ?? text.noValue })}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : editing && args ? (
        <Suspense>
          <ToolApprovalEditor
            args={args}
            schema={argsSchema}
            labels={text}
            hostLabels={labels}
            classNames={classNames}
            components={components}
            disabled={disabled}
            onSubmit={(editedArgs) => respond({ approved: true, editedArgs })}
            onCancel={stopEditing}
          />
        </Suspense>
      ) : denying ? (
        // A form of its own, so Enter in the reason sends the denial; Escape goes back. Neither during an
        // IME composition: there Enter confirms the conversion (the browser sends no implicit submit) and Escape cancels it.
        <form
          {...slotProps("actions", classNames)}
          onSubmit={sendDenial}
          onKeyDown={(event) => event.key === "Escape" && !isComposing(event) && cancel()}
        >
          <Label htmlFor={`${uid}reason`} {...slotProps("label", classNames)} components={components}>
            {text.denyReason}
          </Label>
          <Textarea
            id={`${uid}reason`}
            {...slotProps("deny-reason", classNames, "qf-input")}
            rows={1}
            value={reason}
            onChange={(event: { target: { value: string } }) => setReason(event.target.value)}
            // Enter sends, as in a chat's box (Shift+Enter is a new line), but not the Enter that ends an IME composition.
            onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
              if (event.key !== "Enter" || event.shiftKey || isComposing(event)) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            disabled={disabled}
            // The Deny button just pressed is gone; the reason takes its place.
            autoFocus
          />
          <Button
            type="submit"
            {...slotProps("deny-send", classNames, "qf-submit")}
            components={components}
            disabled={disabled}
          >
            {text.sendDenial}
          </Button>
          <WayOutButton slot="deny-cancel" classNames={classNames} components={components} onClick={cancel}>
            {text.approvalCancel}
          </WayOutButton>
        </form>
      ) : (
        <div {...slotProps("actions", classNames)}>
          {!unknown && (
            <Button
              type="button"
              {...slotProps("approve", classNames, "qf-submit")}
              components={components}
              aria-describedby={complete ? undefined : `${uid}partial`}
              disabled={disabled}
              onClick={() => respond({ approved: true })}
            >
              {text.approve}
            </Button>
          )}
          {offerAlways && !unknown && (
            <Button
              type="button"
              {...slotProps("approve-always", classNames, "qf-decline")}
              components={components}
              aria-describedby={complete ? undefined : `${uid}partial`}
              disabled={disabled}
              onClick={() => respond({ approved: true, always: true })}
            >
              {text.alwaysAllow}
            </Button>
          )}
          {editable && args && (
            <Button
              type="button"
              id={`${uid}edit`}
              {...slotProps("approval-edit", classNames, "qf-decline")}
              components={components}
              disabled={disabled}
              onClick={() => setEditing(true)}
            >
              {text.edit}
            </Button>
          )}
          <WayOutButton
            id={`${uid}deny`}
            slot="deny"
            classNames={classNames}
            components={components}
            aria-describedby={unknown ? `${uid}unknown` : undefined}
            disabled={disabled}
            onClick={() => setDenying(true)}
          >
            {text.deny}
          </WayOutButton>
        </div>
      )}
    </section>
  );
}
