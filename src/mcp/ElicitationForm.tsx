import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  Button,
  contentKey,
  FormElement,
  FormView,
  useByContent,
  useLatest,
  useQuestionForm,
  WayOutRow,
} from "../form/index.ts";
import { elicitationQuestions } from "../formats/elicitationQuestions.ts";
import {
  cancelElicitation,
  declineElicitation,
  type ElicitationResult,
  fromElicitation,
  toElicitResult,
} from "../formats/mcp.ts";
import { urlParts } from "../formats/urlParts.ts";
import type { AnswerItem, QuestionsRead } from "../protocol/types.ts";
import { ElicitationUrl } from "./ElicitationUrl.tsx";
import type { ElicitationViewProps } from "./ElicitationViewProps.ts";
import type { ElicitationSlot } from "./elicitationSlots.ts";
import { forgetSent, rememberSent, sentBefore } from "./sentBefore.ts";
import { type ElicitationState, useElicitationParts } from "./useElicitationParts.tsx";

/**
 * What the person decided, as the `elicitation/create` result to return:
 * `toElicitResult(…)` on Submit, `{ action: "accept" }` once a URL-mode page
 * is opened, `declineElicitation()` or `cancelElicitation()`.
 */
export type ElicitationFormResult = ElicitationResult | { action: "accept" };

// What the form is given in URL mode: no questions, and nothing wrong.
const NO_QUESTIONS: QuestionsRead = { ok: true, value: { questions: [] } };

/** Props of `ElicitationForm`. */
export interface ElicitationFormProps extends ElicitationViewProps {
  /**
   * The `elicitation/create` request's params exactly as the server sent them
   * (`request.params` in the MCP SDK's handler): form mode (`requestedSchema`)
   * or URL mode (`mode: "url"`). Read with `fromElicitation`; a request it
   * rejects shows the error panel, and Decline and Cancel still answer it.
   */
  request: unknown;
  /**
   * Called once, with the result to send back to the server: exactly what
   * `toElicitResult(request, answers)` (Submit), `declineElicitation()`
   * (Decline) or `cancelElicitation()` (Cancel) return, or `{ action: "accept" }`
   * after the person opened a URL-mode page. Return a promise from a Submit to
   * show "Sending…" until it settles; if it rejects, the form keeps every
   * answer and can be sent again.
   */
  onSubmit: (result: ElicitationFormResult) => unknown;
}

/**
 * An MCP server's elicitation request (SPEC §7), answered by the person: who
 * asks and why, then either the questions of its schema (defaults filled in)
 * with Submit, Decline and Cancel, or, in URL mode, the page's full address
 * with its host emphasised and Open, Decline and Cancel. Nothing is opened
 * without the person's click.
 */
export function ElicitationForm({ request, onSubmit, ...view }: ElicitationFormProps) {
  const { serverName, onInvalid, classNames, components, className, id } = view;
  // Read here, once per content: the header's message, the mode, the page and the form's questions
  // all come from this one reading, which the form takes as it is.
  const asked = contentKey(request);
  const kept = useByContent(request, [asked]);
  const read = useMemo(() => fromElicitation(kept), [kept]);
  const { text, outcome, setOutcome, answered, slot, endButtons, ended } = useElicitationParts(view);
  const [sending, setSending] = useState(false);
  const latest = useLatest({ onSubmit, request, asked });
  const mode = read.ok ? read.value.mode : undefined;
  // The same request again, right after the person sent it: the server did not accept the answers.
  const again = useMemo(() => (mode === "form" ? sentBefore(asked) : undefined), [mode, asked]);
  const sent = useRef<object>(undefined);
  // The form that sent the answers is gone (not replaced in the same commit): so is the memory.
  useEffect(() => () => forgetSent(sent.current), []);

  function finish(next: ElicitationState, result: ElicitationFormResult) {
    if (answered.current) return;
    answered.current = true;
    forgetSent();
    setOutcome(next);
    latest.current.onSubmit(result);
  }

  async function submit(answers: AnswerItem[]) {
    if (answered.current) return;
    answered.current = true;
    setSending(true);
    try {
      const { request, asked } = latest.current;
      sent.current = rememberSent(asked, answers);
      await latest.current.onSubmit(toElicitResult(request, answers));
    } catch (error) {
      // The form shows the failure and keeps the answers; the person may send again, or decline.
      answered.current = false;
      throw error;
    } finally {
      setSending(false);
    }
    setOutcome("accepted");
  }

  const url = read.ok && read.value.mode === "url" ? read.value.url : undefined;
  const parts = url === undefined ? undefined : urlParts(url);
  const form = useQuestionForm({
    // A URL request has no questions, and is not an invalid form either: the form stays empty.
    read: useMemo(() => (mode === "url" ? NO_QUESTIONS : elicitationQuestions(read)), [mode, read]),
    defaultAnswers: again ?? (read.ok && read.value.mode === "form" ? read.value.defaults : undefined),
    labels: text,
    classNames,
    components,
    onSubmit: submit,
    onInvalid,
  });

  function open() {
    if (!parts) return;
    window.open(parts.href, "_blank", "noopener,noreferrer");
    finish("accepted", { action: "accept" });
  }

  const buttons = endButtons(sending, (action) =>
    finish(
      action === "decline" ? "declined" : "cancelled",
      action === "decline" ? declineElicitation() : cancelElicitation(),
    ),
  );

  let body: ReactNode;
  if (ended) {
    body = ended;
  } else if (url !== undefined) {
    body = (
      <div {...slot("elicitation-page", "qf-form")}>
        <ElicitationUrl url={url} parts={parts} labels={text} classNames={classNames} />
        {outcome === "accepted" ? (
          <p {...slot("elicitation-status", "qf-status")} role="status">
            {text.opened}
          </p>
        ) : (
          <div {...slot("elicitation-actions", "qf-actions")}>
            {parts && (
              <Button type="button" {...slot("elicitation-open", "qf-submit")} components={components} onClick={open}>
                {text.open}
              </Button>
            )}
            {buttons}
          </div>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <FormView form={form} actions={buttons} root={FormElement} />
        {/* The form shows no actions beside its error panel; the server still needs an answer. */}
        {!read.ok && (
          <WayOutRow<ElicitationSlot> slot="elicitation-actions" classNames={classNames}>
            {buttons}
          </WayOutRow>
        )}
      </>
    );
  }

  return (
    <div
      id={id}
      {...slot("elicitation", className)}
      data-mode={mode}
      data-state={outcome}
      data-invalid={read.ok ? undefined : ""}
    >
      <p {...slot("elicitation-server")}>
        {text.requestFrom} <strong {...slot("elicitation-server-name")}>{serverName}</strong>
      </p>
      {read.ok && read.value.message && <p {...slot("elicitation-message")}>{read.value.message}</p>}
      {again && outcome === "open" && (
        <p {...slot("elicitation-not-accepted", "qf-error-message")} role="alert">
          {text.notAccepted}
        </p>
      )}
      {body}
    </div>
  );
}
