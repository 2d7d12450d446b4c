import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InterruptForm } from "../../src/ag-ui/index.ts";
import { fromInterrupts } from "../../src/formats/agui.ts";

// As every caller (test/mcp/read-once.test.tsx): InterruptForm reads its run once per content. The reader
// is counted as the component reaches it: a new-but-equal run (a host's, on every render) and a keystroke
// read nothing.

vi.mock("../../src/formats/agui.ts", async (importOriginal) => {
  const agui = await importOriginal<typeof import("../../src/formats/agui.ts")>();
  return { ...agui, fromInterrupts: vi.fn(agui.fromInterrupts) };
});

beforeEach(() => vi.clearAllMocks());

const run = () => [
  {
    id: "a",
    reason: "input_required",
    message: "Billing contact",
    responseSchema: { type: "object", properties: { email: { type: "string", title: "Email" } } },
  },
];

describe("InterruptForm reads its run once per content", () => {
  it("its messages, its approvals and its questions come from one reading of the interrupts", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InterruptForm interrupts={run()} onSubmit={vi.fn()} />);
    rerender(<InterruptForm interrupts={run()} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "ada@example.com");
    expect(vi.mocked(fromInterrupts)).toHaveBeenCalledTimes(1);
  });
});
