/** Where a `canUseTool` call waits for the browser, by the SDK's `toolUseID`. */
export interface Parking<Call, Result> {
  /**
   * Parks `call` under `id` until `settle(id, …)`; when `signal` aborts first,
   * `onAbort(id)` runs and the call settles with `withdrawn`.
   */
  park: (
    id: string,
    call: Call,
    signal: AbortSignal,
    withdrawn: Result,
    onAbort?: (id: string) => void,
  ) => Promise<Result>;
  /** The call parked under `id`, if one waits. */
  get: (id: string) => Call | undefined;
  /** Settles the call parked under `id` with `result`; false when none waits there. */
  settle: (id: string, result: Result) => boolean;
  /** The calls still waiting, oldest first. */
  pending: () => Call[];
}

/**
 * The waiting room both Claude bridges share (AskUserQuestion and tool
 * approvals): a call waits once, is settled once, and an abort from the SDK
 * takes it away so a late answer from the browser is refused.
 */
export function createParking<Call, Result>(): Parking<Call, Result> {
  const waiting = new Map<string, { call: Call; settle: (result: Result) => void }>();

  function park(id: string, call: Call, signal: AbortSignal, withdrawn: Result, onAbort?: (id: string) => void) {
    return new Promise<Result>((resolve) => {
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
  }

  function settle(id: string, result: Result) {
    const parked = waiting.get(id);
    if (!parked) return false;
    waiting.delete(id);
    parked.settle(result);
    return true;
  }

  return {
    park,
    get: (id) => waiting.get(id)?.call,
    settle,
    pending: () => [...waiting.values()].map(({ call }) => call),
  };
}
