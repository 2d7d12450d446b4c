import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ToolApproval } from "../src/index.ts";

// A tool call that needs the person's approval, in the form's look: each story shows one moment
// and its play function checks it.

/** The receipt by its whole text: the reason sits in a <bdi> of its own (the agent's text is isolated). */
const receipt = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && element.parentElement?.textContent !== text;

/** A tool input long enough to be cut: a file the agent wants to write. */
const writeFile = {
  path: "src/billing/invoice.ts",
  content: Array.from({ length: 24 }, (_, line) => `export const rate${line} = ${(line + 1) * 0.05};`).join("\n"),
};

const meta = {
  title: "Approvals",
  component: ToolApproval,
  args: { toolName: "run_tests", input: { filter: "billing", watch: false }, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "`ToolApproval`: a tool call that waits for the person's approval (for the AI SDK, `ToolApprovalPart` from `agent-question-form/ai-sdk` wires it to AI SDK 7's `toolApproval`, or AI SDK 6's `needsApproval`). Approve, or Deny with an optional reason; a receipt stays in the transcript.",
      },
    },
  },
} satisfies Meta<typeof ToolApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short input, shown whole; Approve ends in the receipt, with focus on it. */
export const ShortInput: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole("figure", { name: "Input" })).toHaveTextContent('"filter": "billing"');
    await expect(canvas.queryByRole("button", { name: "Show all input" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await expect(canvas.getByText("Approved")).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledWith({ approved: true });
  },
};

/** A long input shows its first lines; "Show all input" shows the rest. */
export const LongInput: Story = {
  args: { toolName: "write_file", input: writeFile },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("figure", { name: "Input" });
    await expect(input).not.toHaveTextContent("rate23");
    await userEvent.click(canvas.getByRole("button", { name: "Show all input" }));
    await expect(input).toHaveTextContent("export const rate23");
  },
};

/** Deny asks for an optional reason; the receipt says it. */
export const DeniedWithReason: Story = {
  args: { toolName: "delete_files", input: { paths: ["build/", "tmp/cache.db"] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Deny" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Reason (optional)" }), "Keep the cache{Enter}");
    await expect(canvas.getByText(receipt("Denied: Keep the cache"))).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledWith({ approved: false, reason: "Keep the cache" });
  },
};

/** After a reload: the stored decision shows as the receipt, with nothing left to decide. */
export const AfterReload: Story = {
  args: { toolName: "delete_files", input: { paths: ["build/"] }, decision: { approved: false, reason: "Not now" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(receipt("Denied: Not now"))).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Approve" })).toBeNull();
  },
};

/** Why the call asks (`requestReason`, AI SDK 7's): under the input, and the card's description. */
export const WithRequestReason: Story = {
  args: {
    toolName: "delete_files",
    input: { paths: ["build/", "tmp/cache.db"] },
    requestReason: "It deletes files outside tmp/",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region")).toHaveAccessibleDescription("Why: It deletes files outside tmp/");
  },
};

/** A policy's decision (`automatic`, AI SDK 7's `isAutomatic`): a receipt that says so, never Approve or Deny. */
export const DecidedAutomatically: Story = {
  args: { toolName: "read_file", input: { path: "src/app.ts" }, automatic: true, decision: { approved: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Approved automatically")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** Approve with edits (`editable`, `argsSchema`): Edit shows the arguments as a form from their schema; the receipt lists what changed. */
export const EditedFromSchema: Story = {
  args: {
    toolName: "deploy",
    input: { service: "web", replicas: 2, region: "eu" },
    editable: true,
    argsSchema: {
      type: "object",
      properties: {
        service: { type: "string", title: "Service" },
        replicas: { type: "integer", title: "Replicas", minimum: 1 },
        region: { type: "string", title: "Region", enum: ["eu", "us"] },
      },
      required: ["service", "replicas", "region"],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    await userEvent.click(await canvas.findByRole("radio", { name: "us" }));
    await userEvent.click(canvas.getByRole("button", { name: "Approve with changes" }));
    await expect(canvas.getByText("Approved with changes")).toHaveFocus();
    await expect(canvas.getByRole("listitem")).toHaveTextContent('region: "eu" → "us"');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      approved: true,
      editedArgs: { service: "web", replicas: 2, region: "us" },
    });
  },
};

/** Approve with edits and no schema: the arguments as JSON text, checked before they are sent. */
export const EditedAsJson: Story = {
  args: { toolName: "write_file", input: { path: "notes.txt" }, editable: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit" }));
    const box = await canvas.findByRole("textbox", { name: "Input (JSON)" });
    await userEvent.type(box, "oops");
    await userEvent.click(canvas.getByRole("button", { name: "Approve with changes" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("This is not valid JSON");
    await expect(box).toHaveFocus();
  },
};
