import { ThemePage } from "../support/ThemePage.tsx";
import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { ToolApproval } from "../../src/index.ts";
import { violations } from "../support/axeViolations.ts";

// Approve with edits in a real browser (SPEC §13): the keyboard alone opens the editor, edits,
// approves and goes back, and focus is always where the person is.

const schema = {
  type: "object",
  properties: {
    service: { type: "string", title: "Service" },
    replicas: { type: "integer", title: "Replicas", minimum: 1 },
  },
  required: ["service", "replicas"],
};

describe("ToolApproval's Edit in a real browser", () => {
  it("edits the schema's form with the keyboard alone: Edit, the first field focused, Approve with changes, the receipt focused", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval
          toolName="deploy"
          input={{ service: "web", replicas: 2 }}
          editable
          argsSchema={schema}
          onSubmit={onSubmit}
        />
      </ThemePage>,
    );
    // Tab order: Approve, Edit, Deny.
    await userEvent.keyboard("{Tab}{Tab}");
    await expect.element(screen.getByRole("button", { name: "Edit" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const service = screen.getByRole("textbox", { name: /Service/ });
    await expect.element(service).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("textbox", { name: /Replicas/ })).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}4");
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("button", { name: "Approve with changes" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByText("Approved with changes")).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      approved: true,
      editedArgs: { service: "web", replicas: 4 },
    });
    await expect.element(screen.getByRole("listitem")).toHaveTextContent("replicas: 2 → 4");
  });

  it("keeps the JSON box's text and focus on bad JSON, sends on Ctrl+Enter, and Escape goes back to Edit", async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <ToolApproval toolName="write_file" input={{ path: "a.txt" }} editable onSubmit={onSubmit} />
      </ThemePage>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const box = screen.getByRole("textbox", { name: "Input (JSON)" });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(screen.getByRole("button", { name: "Edit" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(box).toHaveFocus();
    // Enter is a new line in the box; the text is now bad JSON.
    await userEvent.keyboard("{Control>}a{/Control}{{{Enter}");
    await expect.element(box).toHaveValue("{\n");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByRole("alert")).toHaveTextContent("This is not valid JSON");
    await expect.element(box).toHaveFocus();
    await expect.element(box).toHaveValue("{\n");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.keyboard('"path": "b.txt"}');
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.element(screen.getByText("Approved with changes")).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, editedArgs: { path: "b.txt" } });
  });

  it.each(["light", "dark"] as const)(
    "finds no axe violation in the edit form and its receipt, %s theme",
    async (theme) => {
      const screen = await render(
        <ThemePage theme={theme}>
          <ToolApproval toolName="deploy" input={{ service: "web", replicas: 2 }} editable argsSchema={schema} />
          <ToolApproval
            toolName="write_file"
            input={{ path: "a.txt" }}
            decision={{ approved: true, editedArgs: { path: "b.txt" } }}
          />
        </ThemePage>,
      );
      await userEvent.click(screen.getByRole("button", { name: "Edit" }));
      await expect.element(screen.getByRole("textbox", { name: /Service/ })).toHaveFocus();
      expect(await violations(screen.container)).toEqual([]);
    },
  );
});
