import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { LazyOutcomeNote } from "../../src/call/lazyWaitingParts.ts";
import { QuestionCall, WaitingQuestionsProvider } from "../../src/index.ts";
import { modelCall } from "../support/modelCall.ts";
import { PendingChatInput } from "../support/PendingChatInput.tsx";

// When the waiting parts' chunk loads (SPEC §12): while a call that can end by a message in the chat
// waits, so its note shows at once; never for a call that cannot end that way.

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../src/call/loadWaitingParts.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/call/loadWaitingParts.ts")>();
  return {
    loadWaitingParts: () => {
      loads.count += 1;
      return real.loadWaitingParts();
    },
  };
});

beforeEach(() => {
  loads.count = 0;
});

const questions = modelCall.questions;

describe("the waiting parts' chunk", () => {
  it("loads while a call that takes replies waits, so its note replaces the form in the reply's own commit", async () => {
    const onReply = vi.fn();
    render(
      <WaitingQuestionsProvider>
        <QuestionCall callId="call_1" input={questions} onReply={onReply} />
        <PendingChatInput onSend={() => undefined} />
      </WaitingQuestionsProvider>,
    );
    expect(await screen.findByRole("button", { name: "Submit" })).toBeEnabled();
    // Asked for by the call itself, before any reply.
    await waitFor(() => expect(loads.count).toBeGreaterThan(0));
    expect(onReply).not.toHaveBeenCalled();
    // The chunk is in (a second ask returns the same module).
    await act(() => LazyOutcomeNote.preload());

    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Reply here instead of answering" }), "Use Go{Enter}");
    // No empty moment: the note is there as soon as the reply is taken, not a Suspense round later.
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/You replied in the chat:/)).toHaveTextContent("You replied in the chat: Use Go");
  });

  it("is not loaded for a call that can neither expire nor take a reply", async () => {
    render(<QuestionCall callId="call_1" input={questions} />);
    expect(await screen.findByRole("button", { name: "Submit" })).toBeEnabled();
    await act(async () => {});
    expect(loads.count).toBe(0);
  });
});
