/** What `canUseTool`'s options give the waiting room: the SDK's id of the call, and its abort. */
export interface ParkingOptions {
  /** Aborted when the SDK gives up on the call (the turn was interrupted). */
  signal: AbortSignal;
  /** The SDK's id of this tool call; an older SDK might not give one. */
  toolUseID?: string;
}

/** Where a `canUseTool` call waits for the browser, by the SDK's `toolUseID`. */
export interface Parking<Call, Result> {
  /**
   * Parks the call `callOf(id)` under the SDK's `toolUseID` (or a made id)
   * until `settle(id, …)`, and sends it to the browser once it waits; when the
   * signal aborts first, `onAbort(id)` runs and the call settles with `withdrawn`.
   */
  park: (options: ParkingOptions, callOf: (id: string) => Call) => Promise<Result>;
  /**
   * Settles the call parked under `id` with what `decide` makes of it; false
   * (the call keeps waiting) when none waits there or `decide` returns undefined.
   */
  settle: (id: string, decide: (call: Call) => Result | undefined) => boolean;
  /** The calls still waiting, oldest first. */
  waiting: () => Call[];
}

/**
 * The waiting room both Claude bridges share (AskUserQuestion and tool
 * approvals): a call waits once, is sent once, is settled once, and an abort
 * from the SDK takes it away so a late answer from the browser is refused.
 * (Arguments, not an options object: this is internal, and a bundle keeps
 * every property name.)
 *
 * @param prefix Made ids are `${prefix}-1`, `${prefix}-2`, …
 * @param withdrawn What a call settles with when the SDK aborts it.
 * @param send Sends a call that waits to the browser.
 * @param onAbort Tells the browser a call no longer waits.
 */
export function createParking<Call, Result>(
  prefix: string,
  withdrawn: Result,
  send: (call: Call) => void,
  onAbort?: (id: string) => void,
): Parking<Call, Result> {
  const waiting = new Map<string, { call: Call; settle: (result: Result) => void }>();
  let made = 0;

  function park({ signal, toolUseID }: ParkingOptions, callOf: (id: string) => Call) {
    const id = toolUseID ?? `${prefix}-${++made}`;
    const call = callOf(id);
    const decision = new Promise<Result>((resolve) => {
      const abort = () => {
        if (!waiting.delete(id)) return;
        onAbort?.(id);
        resolve(withdrawn);
      };
      waiting.set(id, {
        call,
        settle: (result) => {
          signal.removeEventListener("abort", abort);
          resolve(result);
        },
      });
      if (signal.aborted) abort();
      else signal.addEventListener("abort", abort, { once: true });
    });
    // Sent only once it waits, and never when the SDK had already given up on it (abort ran above).
    if (!signal.aborted) send(call);
    return decision;
  }

  function settle(id: string, decide: (call: Call) => Result | undefined) {
    const parked = waiting.get(id);
    const result = parked && decide(parked.call);
    if (!parked || !result) return false;
    waiting.delete(id);
    parked.settle(result);
    return true;
  }

  return { park, settle, waiting: () => [...waiting.values()].map(({ call }) => call) };
}
