import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  contentKey,
  FormView,
  PlainForm,
  RoundRequests,
  useByContent,
  useLatest,
  useQuestionForm,
  WayOutRow,
} from "../form/index.ts";
import {
  type ElicitationResult,
  elicitationKeys,
  fromInputRequired,
  type InputRequiredRead,
  toInputResponses,
} from "../formats/mcp.ts";
import { answersByRequest, roundDefaults, roundQuestions } from "../formats/requestRound.ts";
import { urlParts } from "../formats/urlParts.ts";
import type { AnswerItem } from "../protocol/types.ts";
import { ConsentRow } from "./ConsentRow.tsx";
import type { ElicitationViewProps } from "./ElicitationViewProps.ts";
import type { ElicitationSlot } from "./elicitationSlots.ts";
import { forgetSent, rememberSent, sentBefore } from "./sentBefore.ts";
import { useElicitationParts } from "./useElicitationParts.tsx";

/** What a round asks, to know it again: each elicitation's key and params (its requestState may change). */
const askedIn = (round: InputRequiredRead) => contentKey(round.elicitations.map(({ key, params }) => [key, params]));

/** The retry's `inputResponses`: one result per elicitation key of the round. */
export type ElicitationRoundResponses = Record<string, ElicitationResult | { action: "accept" }>;

/** Props of `ElicitationRound`. */
export interface ElicitationRoundProps extends ElicitationViewProps {
  /**
   * The `input_required` result exactly as the server returned it (MCP
   * 2026-07-28: `{ resultType, inputRequests, requestState? }`), read with
   * `fromInputRequired`. A round it rejects shows the error panel; Decline and
   * Cancel still answer it.
   */
  inputRequired: unknown;
  /**
   * Called once with the retry's `inputResponses` (what `toInputResponses`
   * writes) for every elicitation of the round, and the round's `requestState`
   * exactly as it came, to send back with them. Keys that are not elicitations
   * are the host's to add. Return a promise from a Submit to show "Sending…"
   * until it settles; if it rejects, every answer is kept and the round can be sent again.
   */
  onSubmit: (inputResponses: ElicitationRoundResponses, requestState: string | undefined) => unknown;
}

/**
 * Every elicitation of an MCP 2026-07-28 round in one form (SPEC §10): who
 * asks, then each request under its own message, its questions or its page
 * (a consent row: the address with its host emphasised and its own Open
 * button; nothing opens without that click). Submit, Decline and Cancel
 * answer the whole round; Submit needs every page opened.
 */
export function ElicitationRound({ inputRequired, onSubmit, ...view }: ElicitationRoundProps) {
  const { serverName, onInvalid, classNames, components, className, id } = view;
  // Read here, once per content: the requests' messages, their pages and the form's questions all
  // come from this one reading, which the form takes as it is.
  const kept = useByContent(inputRequired, [contentKey(inputRequired)]);
  const read = useMemo(() => fromInputRequired(kept), [kept]);
  const { text, outcome, setOutcome, answered, slot, endButtons, ended } = useElicitationParts(view);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [missing, setMissing] = useState(false);
  const base = useId();
  const latest = useLatest({ onSubmit, read, inputRequired });
  const round = read.ok ? read.value : undefined;
  // The same requests again, right after the person sent them: the server did not accept the answers.
  const again = useMemo(() => round && sentBefore(askedIn(round)), [round]);
  const sent = useRef<object>(undefined);
  // The form that sent the answers is gone (not replaced in the same commit): so is the memory.
  useEffect(() => () => forgetSent(sent.current), []);

  async function submit(answers: AnswerItem[]) {
    const { read, onSubmit } = latest.current;
    if (answered.current || !read.ok) return;
    answered.current = true;
    try {
      const responses = toInputResponses(read.value, {
        action: "accept",
        answers: answersByRequest(read.value.elicitations, answers),
      });
      sent.current = rememberSent(askedIn(read.value), answers);
      await onSubmit(responses, read.value.requestState);
    } catch (error) {
      // The form shows the failure and keeps the answers; the person may send again, or decline.
      answered.current = false;
      throw error;
    }
    setOutcome("accepted");
  }

  const form = useQuestionForm({
    read: useMemo(() => roundQuestions(read, (round) => round.elicitations), [read]),
    defaultAnswers: useMemo(() => (again ? [...again] : round && roundDefaults(round.elicitations)), [again, round]),
    labels: text,
    classNames,
    components,
    onSubmit: submit,
    onInvalid,
  });

  function end(action: "decline" | "cancel") {
    if (answered.current || form.phase === "submitting") return;
    answered.current = true;
    forgetSent();
    setOutcome(action === "decline" ? "declined" : "cancelled");
    const { read, inputRequired, onSubmit } = latest.current;
    // A round that cannot be read is still answered, for every key that asks the person.
    const elicitations = read.ok ? read.value.elicitations : elicitationKeys(inputRequired).map((key) => ({ key }));
    onSubmit(
      toInputResponses({ elicitations } as Parameters<typeof toInputResponses>[0], action),
      read.ok ? read.value.requestState : undefined,
    );
  }

  const pages = (round?.elicitations ?? []).map((one, index) =>
    one.mode === "url" ? { index, parts: urlParts(one.url), openId: `${base}-open-${index}` } : undefined,
  );
  const closed = pages.filter((page) => page && !opened.has(page.openId));

  function open(openId: string, href: string) {
    window.open(href, "_blank", "noopener,noreferrer");
    setOpened((before) => new Set(before).add(openId));
  }

  const buttons = endButtons(form.phase === "submitting" || outcome !== "open", end);

  // Accepting the round accepts its pages: each must have been opened by its own click first.
  function holdForPages(event: FormEvent<HTMLFormElement>) {
    const first = closed[0];
    if (!first || form.answered) return;
    event.preventDefault();
    setMissing(true);
    form.check();
    document.getElementById(first.openId)?.focus();
  }

  // The form's one view, with each request under its own message: its questions, or its page's consent row.
  const requests = round && (
    <RoundRequests
      questions={form.questions}
      groups={round.elicitations.map((one, index) => {
        const page = pages[index];
        return {
          key: one.key,
          props: { ...slot("elicitation-request"), "data-mode": one.mode },
          legend: one.message,
          legendProps: slot("elicitation-message"),
          content:
            page && one.mode === "url" ? (
              <ConsentRow
                url={one.url}
                parts={page.parts}
                opened={opened.has(page.openId)}
                missing={missing}
                onOpen={() => page.parts && open(page.openId, page.parts.href)}
                disabled={form.answered || form.phase === "submitting"}
                openId={page.openId}
                errorId={`${page.openId}-error`}
                labels={text}
                classNames={classNames}
              />
            ) : undefined,
        };
      })}
    />
  );

  const body = ended || (
    <>
      <FormView form={form} root={PlainForm} list={requests} onSubmit={holdForPages} actions={buttons} />
      {/* The form shows no actions beside its error panel; the server still needs an answer. */}
      {form.issues && (
        <WayOutRow<ElicitationSlot> slot="elicitation-actions" classNames={classNames}>
          {buttons}
        </WayOutRow>
      )}
    </>
  );

  return (
    <div
      id={id}
      {...slot("elicitation", className)}
      data-state={outcome}
      data-invalid={round && !form.issues ? undefined : ""}
    >
      <p {...slot("elicitation-server")}>
        {text.requestFrom} <strong {...slot("elicitation-server-name")}>{serverName}</strong>
      </p>
      {again && outcome === "open" && (
        <p {...slot("elicitation-not-accepted", "qf-error-message")} role="alert">
          {text.notAccepted}
        </p>
      )}
      {body}
    </div>
  );
}
