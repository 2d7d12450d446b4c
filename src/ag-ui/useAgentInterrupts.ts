import type { Interrupt } from "@ag-ui/core";
import { useEffect, useRef, useState } from "react";
import type { ResumeEntry } from "../formats/agui.ts";
import { isObject } from "../protocol/json.ts";

/**
 * What the hook needs of an `@ag-ui/client` agent (`AbstractAgent`, `HttpAgent`
 * or any subclass, 0.0.59 or 1.x): its subscriber API, its messages and
 * `runAgent`. Written out rather than imported, so an agent of either version
 * fits.
 */
export interface InterruptingAgent {
  /** The thread's messages: where an approval finds its tool call. */
  readonly messages: readonly unknown[];
  /** The client's subscriber API. */
  subscribe(subscriber: {
    onRunStartedEvent?(params: unknown): void;
    onCustomEvent?(params: { event: { name: string; value?: unknown } }): void;
    onRunFinishedEvent?(params: { outcome?: string; interrupts?: Interrupt[] }): void;
    onRunFinalized?(params: unknown): void;
    onRunFailed?(params: unknown): void;
  }): { unsubscribe(): void };
  /** Starts the next run on the thread. */
  runAgent(parameters?: { resume?: ResumeEntry[]; forwardedProps?: Record<string, unknown> }): Promise<unknown>;
}

/** What `useAgentInterrupts` returns. */
export interface AgentInterrupts {
  /** The open interrupts of the agent's last run (`undefined` while none are open): pass them to `InterruptForm`. */
  interrupts: Interrupt[] | undefined;
  /** The agent's messages when the run paused, for `InterruptForm`'s `messages`. */
  messages: readonly unknown[];
  /**
   * Resumes the run with `InterruptForm`'s `resume`: `agent.runAgent({ resume })`.
   * A legacy `on_interrupt` is resumed as LangGraph's bridge expects
   * (`forwardedProps.command.resume`); cancelled, it starts no run.
   */
  resume: (resume: ResumeEntry[]) => Promise<unknown>;
  /**
   * Cancels every open interrupt: the next run's `resume` has each one
   * `cancelled` (once per id). The one way on past an `expiresAt`: the client
   * runs the thread again only once every interrupt is answered, and takes no
   * answer but a cancel for an expired one. A legacy `on_interrupt` is only
   * dismissed; with nothing open it does nothing.
   */
  cancel: () => Promise<unknown>;
}

/** The id of the one item a legacy `on_interrupt` custom event is read as. */
export const LEGACY_INTERRUPT_ID = "on_interrupt";

/**
 * A legacy `on_interrupt` event's value as an interrupt: its text (or
 * `message`) as the message, and a `responseSchema` when the value carries
 * one. The value may come as JSON text.
 */
function fromLegacy(value: unknown): Interrupt {
  let parsed = value;
  try {
    if (typeof value === "string") parsed = JSON.parse(value);
  } catch {
    // Plain text: the message itself.
  }
  const interrupt: Interrupt = { id: LEGACY_INTERRUPT_ID, reason: LEGACY_INTERRUPT_ID };
  if (isObject(parsed)) {
    if (typeof parsed.message === "string") interrupt.message = parsed.message;
    if (isObject(parsed.responseSchema)) interrupt.responseSchema = parsed.responseSchema;
  } else interrupt.message = typeof parsed === "string" ? parsed : JSON.stringify(parsed);
  return interrupt;
}

/**
 * The open interrupts of an AG-UI agent's runs, through its subscriber API
 * (SPEC §13): a run that finishes with `outcome: { type: "interrupt" }`, or
 * that sent the legacy `on_interrupt` custom event, opens them once it is
 * finalized; the next run's start closes them.
 */
export function useAgentInterrupts(agent: InterruptingAgent): AgentInterrupts {
  const [open, setOpen] = useState<{ interrupts: Interrupt[]; legacy?: unknown; messages: readonly unknown[] }>();
  const latest = useRef(open);
  latest.current = open;

  useEffect(() => {
    // Collected while the run streams, published once it is finalized (its messages complete).
    let standard: Interrupt[] | undefined;
    let legacy: { value: unknown } | undefined;
    const clear = () => {
      standard = legacy = undefined;
      setOpen(undefined);
    };
    const subscription = agent.subscribe({
      onRunStartedEvent: clear,
      onRunFailed: clear,
      onCustomEvent: ({ event }) => {
        if (event.name === LEGACY_INTERRUPT_ID) legacy = { value: event.value };
      },
      onRunFinishedEvent: (params) => {
        if (params.outcome === "interrupt" && params.interrupts?.length) standard = params.interrupts;
      },
      onRunFinalized: () => {
        const messages = [...agent.messages];
        if (standard) setOpen({ interrupts: standard, messages });
        else if (legacy) setOpen({ interrupts: [fromLegacy(legacy.value)], legacy: legacy.value, messages });
        standard = legacy = undefined;
      },
    });
    return () => subscription.unsubscribe();
  }, [agent]);

  async function resume(entries: ResumeEntry[]) {
    const pending = latest.current;
    if (pending && "legacy" in pending) {
      const [entry] = entries;
      // The legacy event has no cancel: the interrupt is only dismissed.
      if (entry?.status !== "resolved") {
        setOpen(undefined);
        return undefined;
      }
      return agent.runAgent({
        forwardedProps: { command: { resume: entry.payload ?? true, interruptEvent: pending.legacy } },
      });
    }
    return agent.runAgent({ resume: entries });
  }

  function cancel() {
    const ids = new Set(latest.current?.interrupts.map((interrupt) => interrupt.id));
    if (!ids.size) return Promise.resolve(undefined);
    return resume([...ids].map((interruptId) => ({ interruptId, status: "cancelled" })));
  }

  return { interrupts: open?.interrupts, messages: open?.messages ?? [], resume, cancel };
}
