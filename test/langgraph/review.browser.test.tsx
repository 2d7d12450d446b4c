import "../../src/styles.css";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { LangGraphInterrupts } from "../../src/langgraph/index.ts";

// What LangChain's JS middleware sends for two tools under review: send_email with a description of
// two lines, delete_file with the middleware's default one (its prefix, then the tool and its arguments).
const review = {
  actionRequests: [
    { name: "send_email", args: { to: "a@b.com" }, description: "Mail goes out\nto everyone on the list" },
    {
      name: "delete_file",
      args: { path: "old.txt" },
      description: `Tool execution requires approval\n\nTool: delete_file\nArgs: ${JSON.stringify({ path: "old.txt" }, null, 2)}`,
    },
  ],
  reviewConfigs: [
    { actionName: "send_email", allowedDecisions: ["approve", "reject"] },
    { actionName: "delete_file", allowedDecisions: ["approve", "edit", "reject"] },
  ],
};

describe("a LangChain review in styles.css", () => {
  it("keeps the description's line breaks, and keeps one action's buttons off the next action's text", async () => {
    const screen = await render(
      <div style={{ inlineSize: "480px" }}>
        <LangGraphInterrupts stream={{ interrupts: [{ id: "a", value: review }], submit: () => undefined }} />
      </div>,
    );
    const twoLines = screen.getByText(/^Mail goes out/).element();
    // The default description says its first part only: the tool and its arguments show under it, once.
    const defaultDescription = screen.getByText("Tool execution requires approval").element();
    // Two lines, as the description has them (the other description is one): not one run-on line.
    expect(twoLines.getBoundingClientRect().height).toBeGreaterThan(
      1.5 * defaultDescription.getBoundingClientRect().height,
    );
    expect(screen.container.textContent).not.toContain("Args:");
    const [firstDeny] = screen.getByRole("button", { name: "Deny" }).all();
    const gap =
      defaultDescription.getBoundingClientRect().top - (firstDeny?.element().getBoundingClientRect().bottom ?? 0);
    expect(gap).toBeGreaterThanOrEqual(16);
  });

  it("reads what happens to an action as one sentence: the tool's name runs on into the words after it", async () => {
    const screen = await render(
      <div style={{ inlineSize: "480px" }}>
        <LangGraphInterrupts stream={{ interrupts: [{ id: "a", value: review }], submit: () => undefined }} />
      </div>,
    );
    const [approve] = screen.getByRole("button", { name: "Approve" }).all();
    if (approve) await userEvent.click(approve);
    const line = screen.container.querySelector('[data-slot="interrupt-effect"]') as HTMLElement;
    const name = line.querySelector("bdi") as HTMLElement;
    const rest = name.nextSibling as Text;
    const range = (start: number) => {
      const each = document.createRange();
      each.setStart(rest, start);
      each.setEnd(rest, start + 1);
      return each.getBoundingClientRect();
    };
    // The name is isolated in a <bdi>; laid out as an item of the line's row, it stood apart from
    // "will run." by the row's gap, the space between them dropped. As text, the next word starts
    // one space (the space's own width, whatever the engine's font) after the name.
    const space = range(0).width;
    expect(space).toBeGreaterThan(0);
    expect(range(1).left - name.getBoundingClientRect().right).toBeLessThanOrEqual(space + 1);
    expect(line).toHaveTextContent("send_email will run.");
  });
});
