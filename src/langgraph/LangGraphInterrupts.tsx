import { useRef, useState } from "react";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import { isolated } from "../approval/isolated.tsx";
import type { QuestionCallLabels } from "../call/callLabels.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { type QuestionFormComponents, slotProps, useLabels } from "../form/index.ts";
import {
  fromInterrupt,
  type InterruptDecisions,
  type InterruptQuestionsRead,
  interruptWriters,
} from "../formats/langgraph.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { InterruptReview } from "./InterruptReview.tsx";
import { formClassNames, type LangGraphInterruptClassNames, type LangGraphInterruptSlot } from "./interruptSlots.ts";
import { DEFAULT_LANGGRAPH_LABELS, type LangGraphInterruptLabels } from "./reviewLabels.ts";
import { useSentReviews } from "./useSentReviews.ts";

/** One entry of `useStream`'s `interrupts` (`Interrupt` in `@langchain/langgraph-sdk`). */
export interface LangGraphInterrupt {
  /** The interrupt's id: it is resumed by it (`{ [id]: value }`), so an answer reaches this interrupt or none. */
  id?: string | undefined;
  /** What the graph passed to `interrupt()`. */
  value?: unknown;
  /** Where in the graph it paused, for a subgraph's (e.g. `["review_step:1f2…"]`). */
  ns?: string[] | undefined;
}

/**
 * The part of `useStream`'s return value (`@langchain/langgraph-sdk/react`)
 * that `LangGraphInterrupts` uses: pass the whole `stream`.
 */
export interface LangGraphStream {
  /** Every pending interrupt of the thread. */
  interrupts: readonly LangGraphInterrupt[];
  /** Starts the next run: called once, with `command.resume`, when every interrupt is answered. */
  submit: (values: null, options: { command: { resume: unknown } }) => unknown;
}

/** Props of `LangGraphInterrupts`. */
export interface LangGraphInterruptsProps {
  /** `useStream(...)`'s return value (or any object with its `interrupts` and `submit`). */
  stream: LangGraphStream;
  /** Replaces any visible string: the form's and the call's, `ToolApproval`'s and `interruptSource`. */
  labels?: Partial<QuestionCallLabels & ToolApprovalLabels & LangGraphInterruptLabels> | undefined;
  /** Extra class names by slot: the form's, `ToolApproval`'s and `interrupt*`. */
  classNames?: LangGraphInterruptClassNames | undefined;
  /** A class for the outer element. */
  className?: string | undefined;
  /** The host's parts (its `Button`, `Textarea`, …, and question renderers): the forms' and every approval's. */
  components?: Partial<QuestionFormComponents> | undefined;
  /**
   * Asks the server which interrupts the thread waits on now (e.g. from
   * `client.threads.getState(threadId)`'s `tasks[].interrupts`). Called
   * before each resume: `useStream` is not told when another tab or device
   * answers, and an answer to an interrupt that is gone is not sent; the
   * person is told and shown what the server asks now. Without it, a stale
   * answer is still never applied to another question (it is keyed by id), but
   * the person only sees the current question once the run ends.
   */
  pendingInterrupts?: (() => Promise<readonly LangGraphInterrupt[]>) | undefined;
}

interface Item {
  key: string;
  /** For a question batch: the format its form answers in (one object per read, as QuestionCall wants). */
  format: QuestionToolFormat<unknown> | undefined;
  interrupt: LangGraphInterrupt;
  read: ReturnType<typeof fromInterrupt>;
  source: string | undefined;
}

/** The node a namespaced interrupt came from: each segment is `node:task-id`; a nested one joins them. */
const sourceOf = (ns: unknown): string | undefined =>
  Array.isArray(ns) && ns.length
    ? ns
        .map((segment) => String(segment).split(":")[0])
        .filter(Boolean)
        .join(" › ") || undefined
    : undefined;

/**
 * The format `QuestionCall` answers a question interrupt in: its questions as `fromInterrupt` read
 * them, and every result (the answers, the decline) written by that reader's own writers from the
 * value as sent (`QuestionCall`'s `input`, which is `read.request`). Nothing is stored, so nothing is read back.
 */
function interruptFormat(read: InterruptQuestionsRead): QuestionToolFormat<unknown> {
  return {
    tool: { name: "interrupt", description: "", inputSchema: { type: "object" } },
    read: () => ({ ok: true, value: { questions: read.questions } }),
    answered: () => undefined,
    ...interruptWriters(read),
  };
}

/** Names a set of pending interrupts: their ids, or an older server's values, which carry none. */
const pauseKey = (interrupts: readonly LangGraphInterrupt[]): string =>
  JSON.stringify(interrupts.map((interrupt) => interrupt.id ?? interrupt.value ?? null));

function itemsOf(interrupts: readonly LangGraphInterrupt[]): Item[] {
  return interrupts.map((interrupt, index) => {
    const read = fromInterrupt(interrupt.value);
    return {
      key: interrupt.id ?? `#${index}`,
      interrupt,
      read,
      format: read.ok && read.value.kind === "questions" ? interruptFormat(read.value) : undefined,
      source: sourceOf(interrupt.ns),
    };
  });
}

/**
 * Whether an interrupt is shown (and so answered) here: a value some reader
 * knows, and an id to resume it by. Without an id (an older server) only the
 * one pending interrupt is, since a bare resume goes to every pending one.
 */
const shown = (item: Item, pending: number) => item.read.ok && (item.interrupt.id !== undefined || pending === 1);

/**
 * A LangGraph thread's pending interrupts (`useStream`'s `interrupts`), each
 * as what it asks: a question batch as the form, LangChain's
 * human-in-the-loop review as `ToolApproval`s; a subgraph's says where it
 * came from. Once every shown interrupt is answered, one `stream.submit(null,
 * { command: { resume: { [interruptId]: answer } } })` continues the run,
 * resuming those and no other: a value no reader knows is left out and stays
 * pending (render it and resume it by id yourself). Keyed by id, an answer
 * the server no longer waits on is dropped by LangGraph instead of reaching
 * the next question; with `pendingInterrupts` it is not sent at all.
 */
export function LangGraphInterrupts({
  stream,
  labels,
  classNames,
  components,
  className,
  pendingInterrupts,
}: LangGraphInterruptsProps) {
  // useStream's `interrupts` is a getter that builds a new list on every read: a set of pending
  // interrupts is known by its ids (its values, for an older server's that have none), not by identity.
  const streamed = pauseKey(stream.interrupts);
  // What the server said it waits on, when a check found the stream stale; dropped once the stream moves on.
  const [fresh, setFresh] = useState<{ of: string; interrupts: readonly LangGraphInterrupt[] }>();
  const elsewhere = fresh?.of === streamed;
  const interrupts = elsewhere ? fresh.interrupts : stream.interrupts;
  const key = elsewhere ? `${streamed}\u0000${pauseKey(interrupts)}` : streamed;
  const built = useRef<{ key: string; items: Item[] }>(undefined);
  if (built.current?.key !== key) built.current = { key, items: itemsOf(interrupts) };
  const { items } = built.current;
  // The answers so far, for this set of interrupts only: a new pause starts afresh.
  const answered = useRef<{ of: Item[]; values: Map<string, unknown> }>({ of: items, values: new Map() });
  if (answered.current.of !== items) answered.current = { of: items, values: new Map() };
  const [sentFor, setSentFor] = useState<Item[]>();
  const sent = sentFor === items;
  // A sent review stays as its record once the interrupts move on (SPEC §13).
  const { records, keep } = useSentReviews(items);
  // The stream as it is now, for a check that ends after a render.
  const latest = useRef(streamed);
  latest.current = streamed;
  const text = useLabels(labels, DEFAULT_LANGGRAPH_LABELS);

  async function send(open: Item[], values: Map<string, unknown>) {
    const [only] = open;
    const byId = open.every((item) => item.interrupt.id !== undefined);
    const resume = byId
      ? Object.fromEntries(open.map((item) => [item.interrupt.id, values.get(item.key)]))
      : values.get(only?.key ?? "");
    if (byId && pendingInterrupts) {
      let now: readonly LangGraphInterrupt[] | undefined;
      try {
        now = await pendingInterrupts();
      } catch {
        // The check is a courtesy: keyed by id, a stale answer is dropped by LangGraph anyway.
      }
      // The stream moved on while the server was asked: what was answered is gone from the page.
      if (latest.current !== streamed) return;
      const waiting = new Set(now?.map((interrupt) => interrupt.id));
      if (now && open.some((item) => !waiting.has(item.interrupt.id))) {
        setFresh({ of: streamed, interrupts: now });
        return;
      }
    }
    keep(
      items,
      open.flatMap(({ key, read }) =>
        read.ok && read.value.kind === "review"
          ? [{ key, review: read.value, decisions: values.get(key) as InterruptDecisions }]
          : [],
      ),
    );
    stream.submit(null, { command: { resume } });
  }

  function answer(key: string, value: unknown) {
    const { values } = answered.current;
    values.set(key, value);
    const open = items.filter((item) => shown(item, items.length));
    if (sent || open.some((item) => !values.has(item.key))) return;
    setSentFor(items);
    void send(open, values);
  }

  const notice = elsewhere && (
    <p {...slotProps<LangGraphInterruptSlot>("interrupt-status", classNames)} role="status">
      {text.interruptAnsweredElsewhere}
    </p>
  );
  if (!items.some((item) => shown(item, items.length)) && !records.length)
    return notice ? (
      <div {...slotProps<LangGraphInterruptSlot>("interrupts", classNames, className)}>{notice}</div>
    ) : null;
  return (
    <div {...slotProps<LangGraphInterruptSlot>("interrupts", classNames, className)}>
      {records.map(({ key, review, decisions }) => (
        <section
          key={key}
          {...slotProps<LangGraphInterruptSlot>("interrupt", classNames)}
          data-kind="review"
          data-state="sent"
        >
          <InterruptReview
            review={review}
            decisions={decisions}
            labels={labels}
            classNames={classNames}
            components={components}
          />
        </section>
      ))}
      {notice}
      {items
        .filter((item) => shown(item, items.length))
        .map(({ key, read, format, source: from, interrupt }) =>
          read.ok ? (
            <section
              key={key}
              {...slotProps<LangGraphInterruptSlot>("interrupt", classNames)}
              data-kind={read.value.kind}
            >
              {from && (
                <p {...slotProps<LangGraphInterruptSlot>("interrupt-source", classNames)}>
                  {isolated(text.interruptSource, { source: from })}
                </p>
              )}
              {read.value.kind === "review" ? (
                <InterruptReview
                  review={read.value}
                  onSubmit={(decisions) => answer(key, decisions)}
                  disabled={sent}
                  labels={labels}
                  classNames={classNames}
                  components={components}
                />
              ) : (
                <>
                  {read.value.message && (
                    <p {...slotProps<LangGraphInterruptSlot>("interrupt-message", classNames)}>{read.value.message}</p>
                  )}
                  <QuestionCall
                    input={interrupt.value}
                    format={format}
                    defaultAnswers={read.value.defaults}
                    labels={labels}
                    classNames={formClassNames(classNames)}
                    components={components}
                    callId={key}
                    onSubmit={(_answers, _output, resume) => answer(key, resume)}
                    onDecline={({ toolResult }) => answer(key, toolResult)}
                  />
                </>
              )}
            </section>
          ) : null,
        )}
    </div>
  );
}
