import "../../src/styles.css";
import { describe, expect, it } from "vitest";
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
});
