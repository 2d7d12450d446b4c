import { ThemePage } from "../support/ThemePage.tsx";
import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ToolApproval } from "../../src/index.ts";
import { violations } from "../support/axeViolations.ts";

// A tool input past the eight lines shown before "Show all input".
const longInput = {
  path: "src/app.ts",
  content: Array.from({ length: 20 }, (_, line) => `export const line${line} = ${line};`).join("\n"),
};

describe("ToolApproval in a real browser", () => {
  it("is approved with the keyboard alone: Tab to Approve, Enter, focus on the receipt", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="run_tests" input={{ filter: "unit" }} onSubmit={onSubmit} />
      </ThemePage>,
    );
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByText("Approved")).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true });
  });

  it("is denied with a reason with the keyboard alone, and Escape goes back to Deny", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="delete_files" input={{ paths: ["build/"] }} onSubmit={onSubmit} />
      </ThemePage>,
    );
    await userEvent.keyboard("{Tab}{Tab}");
    await expect.element(screen.getByRole("button", { name: "Deny" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("textbox", { name: "Reason (optional)" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Deny" })).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("Keep the build{Enter}");
    // The receipt takes focus; its text is in pieces (the reason isolated in a <bdi>).
    await expect.element(screen.getByText("Denied: Keep the build")).toBeVisible();
    expect(document.activeElement?.getAttribute("data-slot")).toBe("approval-outcome");
    expect(document.activeElement?.textContent).toBe("Denied: Keep the build");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: false, reason: "Keep the build" });
  });

  it("is denied through Send denial with the keyboard alone, the long input opened on the way", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="write_file" input={longInput} onSubmit={onSubmit} />
      </ThemePage>,
    );
    // Tab order: the input's toggle, then Approve, then Deny.
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Show all input" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("figure", { name: "Input" })).toHaveTextContent("export const line19 = 19;");
    await expect.element(screen.getByRole("button", { name: "Show less" })).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Deny" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("Write a new file");
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Send denial" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    // The receipt takes focus; its text is in pieces (the reason isolated in a <bdi>).
    await expect.element(screen.getByText("Denied: Write a new file")).toBeVisible();
    expect(document.activeElement?.getAttribute("data-slot")).toBe("approval-outcome");
    expect(document.activeElement?.textContent).toBe("Denied: Write a new file");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: false, reason: "Write a new file" });
  });

  it("shows a long input cut, and whole after Show all input", async () => {
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="write_file" input={longInput} />
      </ThemePage>,
    );
    const input = screen.getByRole("figure", { name: "Input" });
    await expect.element(input).not.toHaveTextContent("line19");
    const toggle = screen.getByRole("button", { name: "Show all input" });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect.element(input).toHaveTextContent("export const line19 = 19;");
    await expect.element(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("starts a string's further lines, and the rest of a line too long for the box, under the string's first character", async () => {
    const screen = await render(
      <ThemePage theme="light">
        <div style={{ inlineSize: 320 }}>
          <ToolApproval
            toolName="write_file"
            input={{ content: "export const rate = 5 / 100; // the rate in percent, for now\nexport const tax = 0;" }}
          />
        </div>
      </ThemePage>,
    );
    const text = screen.getByRole("figure", { name: "Input" }).element().querySelector("pre") as HTMLElement;
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    /** Where each line box of a text node's words begins, from its first character that is not a space. */
    const lineStarts = (node: Text | undefined, from = 0) => {
      const range = document.createRange();
      range.setStart(node as Text, from || (node?.data.search(/\S/) ?? 0));
      range.setEnd(node as Text, node?.data.length ?? 0);
      // One box per line, and one more for the space a line ends on: a line begins at its leftmost box.
      const lines = new Map<number, number>();
      for (const box of range.getClientRects()) {
        const top = Math.round(box.top);
        lines.set(top, Math.min(lines.get(top) ?? box.left, box.left));
      }
      return [...lines.values()].map(Math.round);
    };
    const first = nodes.find((node) => node.data.includes('"export const rate'));
    const next = nodes.find((node) => node.data.includes("export const tax"));
    const starts = [...lineStarts(first, (first?.data.indexOf('"export') ?? 0) + 1), ...lineStarts(next)];
    // The first line wraps at 320 px, and the string's second line follows: all begin where its text does.
    expect(starts.length).toBeGreaterThan(2);
    expect(new Set(starts)).toEqual(new Set([starts[0]]));
  });

  // Issue 46, item 1: the third decision takes the same keyboard path as the other two.
  it("is always allowed with the keyboard alone: Tab past Approve, Enter, focus on the receipt", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="run_tests" input={{ filter: "unit" }} onSubmit={onSubmit} offerAlways />
      </ThemePage>,
    );
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Always allow" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByText("Always allowed")).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, always: true });
  });

  describe.each(["light", "dark"] as const)("axe-core, %s theme", (theme) => {
    it("finds no violation with Always allow offered, and in its receipt", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <ToolApproval toolName="run_tests" input="npm test" offerAlways />
          <ToolApproval toolName="read_file" input="README.md" decision={{ approved: true, always: true }} />
        </ThemePage>,
      );
      await expect.element(screen.getByRole("button", { name: "Always allow" })).toBeVisible();
      expect(await violations(screen.container)).toEqual([]);
    });

    it("finds no violation in the request, the reason and the receipts", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <ToolApproval toolName="write_file" input={longInput} />
          <ToolApproval toolName="run_tests" input="npm test" decision={{ approved: true }} />
          <ToolApproval toolName="delete_files" input={["build/"]} decision={{ approved: false, reason: "Not now" }} />
        </ThemePage>,
      );
      await expect.element(screen.getByRole("button", { name: "Approve" })).toBeVisible();
      expect(await violations(screen.container)).toEqual([]);
      await userEvent.click(screen.getByRole("button", { name: "Deny" }));
      await expect.element(screen.getByRole("textbox", { name: "Reason (optional)" })).toHaveFocus();
      expect(await violations(screen.container)).toEqual([]);
    });

    // SPEC §15: why the call asks (muted, like the input's caption) and a policy's receipts.
    it("finds no violation in why a call asks and in automatic decisions, pending and made", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <ToolApproval toolName="deploy" input={{ env: "production" }} requestReason="Production needs a person" />
          <ToolApproval toolName="run_tests" input="npm test" requestReason="Policy: tests" automatic />
          <ToolApproval toolName="read_file" input={{ path: "a.ts" }} automatic decision={{ approved: true }} />
          <ToolApproval
            toolName="delete_files"
            input={{ env: "production" }}
            automatic
            decision={{ approved: false, reason: "Not on Fridays" }}
          />
        </ThemePage>,
      );
      await expect.element(screen.getByText("Why: Production needs a person")).toBeVisible();
      await expect.element(screen.getByText("Decided automatically")).toBeVisible();
      // Only the first card, the person's to decide, has buttons.
      expect(
        screen
          .getByRole("button")
          .elements()
          .map((button) => button.textContent),
      ).toEqual(["Approve", "Deny"]);
      expect(await violations(screen.container)).toEqual([]);
    });

    it("finds no violation in a disabled request (closed unanswered) and an input shown whole", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <ToolApproval toolName="deploy" input={{ env: "production" }} disabled />
          <ToolApproval toolName="write_file" input={longInput} />
        </ThemePage>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Show all input" }));
      await expect.element(screen.getByRole("button", { name: "Show less" })).toBeVisible();
      expect(await violations(screen.container)).toEqual([]);
    });
  });
});

// Issue 43, item 14: an unclosed right-to-left override (U+202E) in a tool's name reversed the words
// after it ("to run?"). Measured where the glyphs land, as test/form/questions/bidi.browser.test.tsx does.
describe("ToolApproval with an override in the agent's text", () => {
  it("keeps 'to run?' after the tool's name reading left to right", async () => {
    const screen = await render(<ToolApproval toolName={"rm\u202Ecod.exe"} input={{ path: "a" }} />);
    const title = screen.getByRole("region").element().querySelector("[data-slot=approval-title]") as HTMLElement;
    const after = [...title.childNodes].find((node): node is Text => node instanceof Text && node.data === " to run?");
    if (!after) throw new Error("expected ' to run?' as its own text in the title");
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(after, index);
      range.setEnd(after, index + 1);
      return range.getBoundingClientRect().left;
    };
    // "t" of "to" is drawn left of "?": the sentence reads on, not reversed.
    expect(left(1)).toBeLessThan(left(after.length - 1));
  });
});
