import { useMemo, useRef, useState } from "react";
import type { ToolApprovalLabels } from "../approval/approvalLabels.ts";
import type { QuestionCallLabels } from "../call/callLabels.ts";
import { QuestionCall } from "../call/QuestionCall.tsx";
import { slotProps } from "../form/engine/slots.ts";
import {
  declineInterrupt,
  fromInterrupt,
  type InterruptDecisions,
  type InterruptQuestionsRead,
  toInterruptResponse,
} from "../formats/langgraph.ts";
import type { QuestionToolFormat } from "../protocol/format.ts";
import { InterruptReview } from "./InterruptReview.tsx";
import { formClassNames, type InterruptClassNames, type InterruptSlot } from "./interruptSlots.ts";
import type { InterruptReviewLabels } from "./reviewLabels.ts";
import { useSentReviews } from "./useSentReviews.ts";

/** One entry of `useStream`'s `interrupts` (`Interrupt` in `@langchain/langgraph-sdk`). */
export interface LangGraphInterrupt {
  /** The interrupt's id: several at once are resumed by it. */
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

/** The strings `LangGraphInterrupts` adds to the form's and `ToolApproval`'s (a review's among them). */
export interface LangGraphInterruptLabels extends InterruptReviewLabels {
  /** Names a subgraph's interrupt's source (`{source}`: its node, e.g. "review_step"). */
  interruptSource: string;
}

/** Props of `LangGraphInterrupts`. */
export interface LangGraphInterruptsProps {
  /** `useStream(...)`'s return value (or any object with its `interrupts` and `submit`). */
  stream: LangGraphStream;
  /** Replaces any visible string: the form's and the call's, `ToolApproval`'s and `interruptSource`. */
  labels?: Partial<QuestionCallLabels & ToolApprovalLabels & LangGraphInterruptLabels> | undefined;
  /** Extra class names by slot: the form's, `ToolApproval`'s and `interrupt*`. */
  classNames?: InterruptClassNames | undefined;
  /** A class for the outer element. */
  className?: string | undefined;
}

interface Item {
  key: string;
  /** For a question batch: the format its form answers in (one object per read, as QuestionCall wants). */
  format: QuestionToolFormat | undefined;
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

/** A format for `QuestionCall` that writes the answer the way `fromInterrupt` read the question. */
function interruptFormat(read: InterruptQuestionsRead): QuestionToolFormat {
  return {
    tool: { name: "interrupt", description: "", inputSchema: { type: "object" } },
    read: () => ({ ok: true, value: { questions: read.questions } }),
    write: (_input, answers) => toInterruptResponse(read, answers),
    decline: () => "",
    answered: () => undefined,
  };
}

/**
 * A LangGraph thread's pending interrupts (`useStream`'s `interrupts`), each
 * as what it asks: a question batch as the form, LangChain's
 * human-in-the-loop review as `ToolApproval`s; a subgraph's says where it
 * came from. Once every interrupt is answered, one `stream.submit(null, {
 * command: { resume } })` continues the run (several at once: `resume` keyed
 * by interrupt id). A value no reader knows is left out (render it yourself).
 */
export function LangGraphInterrupts({ stream, labels, classNames, className }: LangGraphInterruptsProps) {
  const { interrupts } = stream;
  const items = useMemo<Item[]>(
    () =>
      interrupts.map((interrupt, index) => {
        const read = fromInterrupt(interrupt.value);
        return {
          key: interrupt.id ?? `#${index}`,
          interrupt,
          read,
          format: read.ok && read.value.kind === "questions" ? interruptFormat(read.value) : undefined,
          source: sourceOf(interrupt.ns),
        };
      }),
    [interrupts],
  );
  // The answers so far, for this set of interrupts only: a new pause starts afresh.
  const answered = useRef<{ of: Item[]; values: Map<string, unknown> }>({ of: items, values: new Map() });
  if (answered.current.of !== items) answered.current = { of: items, values: new Map() };
  const [sentFor, setSentFor] = useState<Item[]>();
  const sent = sentFor === items;
  // A sent review stays as its record once the interrupts move on (SPEC §13).
  const [records, keep] = useSentReviews(items);

  function answer(key: string, value: unknown) {
    const { values } = answered.current;
    values.set(key, value);
    const open = items.filter((item) => item.read.ok);
    if (sent || open.some((item) => !values.has(item.key))) return;
    const [only] = open;
    const resume =
      open.length === 1 && only
        ? values.get(only.key)
        : Object.fromEntries(open.map((item) => [item.key, values.get(item.key)]));
    setSentFor(items);
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

  if (!items.some((item) => item.read.ok) && !records.length) return null;
  const source = labels?.interruptSource ?? "From {source}";
  return (
    <div {...slotProps<InterruptSlot>("interrupts", classNames, className)}>
      {records.map(({ key, review, decisions }) => (
        <section key={key} {...slotProps<InterruptSlot>("interrupt", classNames)} data-kind="review" data-state="sent">
          <InterruptReview review={review} decisions={decisions} labels={labels} classNames={classNames} />
        </section>
      ))}
      {items.map(({ key, read, format, source: from, interrupt }) =>
        read.ok ? (
          <section key={key} {...slotProps<InterruptSlot>("interrupt", classNames)} data-kind={read.value.kind}>
            {from && (
              <p {...slotProps<InterruptSlot>("interrupt-source", classNames)}>{source.replace("{source}", from)}</p>
            )}
            {read.value.kind === "review" ? (
              <InterruptReview
                review={read.value}
                onDecided={(decisions) => answer(key, decisions)}
                disabled={sent}
                labels={labels}
                classNames={classNames}
              />
            ) : (
              <>
                {read.value.message && (
                  <p {...slotProps<InterruptSlot>("interrupt-message", classNames)}>{read.value.message}</p>
                )}
                <QuestionCall
                  input={interrupt.value}
                  format={format}
                  defaultAnswers={read.value.defaults}
                  labels={labels}
                  classNames={formClassNames(classNames)}
                  callId={key}
                  onSubmit={(_answers, _output, resume) => answer(key, resume)}
                  onDecline={() => answer(key, declineInterrupt(read.value as InterruptQuestionsRead))}
                />
              </>
            )}
          </section>
        ) : null,
      )}
    </div>
  );
}
