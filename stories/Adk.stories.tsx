import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ConfirmationForm, type ConfirmationResponsePart } from "../src/adk/index.ts";

// A Google ADK turn's events as `runner.runAsync` yields them when tools declared with
// `requireConfirmation` stop it, without a runner or a model: the story shows the parts of the user
// message that would resume the agent. The run itself, with the real ADK, is
// test/adk/confirmation-form.test.tsx.

/** The event ADK yields for confirmations: one `adk_request_confirmation` function call per tool call. */
const confirmations = (
  calls: { id: string; name: string; args: Record<string, unknown>; hint: string; payload?: unknown }[],
) => [
  {
    author: "assistant",
    content: {
      role: "user",
      parts: calls.map(({ id, name, args, hint, payload }) => ({
        functionCall: {
          id: `adk-${id}`,
          name: "adk_request_confirmation",
          args: {
            originalFunctionCall: { id, name, args },
            toolConfirmation: { hint, confirmed: false, ...(payload === undefined ? {} : { payload }) },
          },
        },
      })),
    },
  },
];

/** A stand-in for the runner: the message is shown instead of sent. */
function Turn({ events }: { events: unknown[] }) {
  const [parts, setParts] = useState<ConfirmationResponsePart[]>();
  return (
    <>
      <ConfirmationForm events={events} onSubmit={setParts} />
      {parts && (
        <figure>
          <figcaption>Resumed the agent with the user message's parts</figcaption>
          <pre>{JSON.stringify(parts, null, 2)}</pre>
        </figure>
      )}
    </>
  );
}

const meta = {
  title: "Google ADK",
  component: Turn,
  parameters: {
    docs: {
      description: {
        component:
          "`ConfirmationForm` (`agent-question-form/adk`): every `adk_request_confirmation` of a Google ADK turn as `ToolApproval`, the payload a tool asks for as fields, one Send.",
      },
    },
  },
} satisfies Meta<typeof Turn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer whose tool asks for a payload: the person changes the note, approves and sends. */
export const EditablePayload: Story = {
  args: {
    events: confirmations([
      {
        id: "call-1",
        name: "transfer",
        args: { to: "Ada", amount: 120 },
        hint: "Check the transfer before it runs.",
        payload: { note: "Rent", urgent: false },
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole("textbox", { name: /note/ });
    await userEvent.clear(note);
    await userEvent.type(note, "Rent, March");
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText(/"Rent, March"/)).toBeInTheDocument();
  },
};

/** Two tools of one turn that need confirmation, ADK's own hint over each: one list, one Send. */
export const TwoConfirmations: Story = {
  args: {
    events: confirmations([
      {
        id: "call-1",
        name: "delete_file",
        args: { path: "/reports/2025.pdf" },
        hint: "Please approve or reject the tool call delete_file() by responding with a FunctionResponse with an expected ToolConfirmation payload.",
      },
      {
        id: "call-2",
        name: "send_mail",
        args: { to: "ada@example.com", subject: "Report" },
        hint: "Please approve or reject the tool call send_mail() by responding with a FunctionResponse with an expected ToolConfirmation payload.",
      },
    ]),
  },
};
