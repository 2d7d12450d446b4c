import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { type LangGraphInterrupt, LangGraphInterrupts } from "../src/langgraph/index.ts";
import { reviewInterrupts } from "./fixtures.ts";

// LangGraph interrupts as useStream hands them over (`stream.interrupts`), without a server or a key:
// each story keeps the interrupts in state and shows the resume that `stream.submit(null, { command:
// { resume } })` would send the graph. The run itself, with the real useStream and a real graph, is
// test/langgraph/use-stream.test.tsx.

/** A stand-in for useStream's `interrupts` and `submit`: the resume is shown instead of sent. */
function Thread({ interrupts }: { interrupts: LangGraphInterrupt[] }) {
  const [pending, setPending] = useState(interrupts);
  const [resume, setResume] = useState<unknown>();
  const stream = {
    interrupts: pending,
    submit: (_values: null, { command }: { command: { resume: unknown } }) => {
      setResume(command.resume);
      setPending([]);
    },
  };
  return (
    <>
      <LangGraphInterrupts stream={stream} />
      {resume !== undefined && (
        <figure>
          <figcaption>Resumed the graph with</figcaption>
          <pre>{JSON.stringify(resume, null, 2)}</pre>
        </figure>
      )}
    </>
  );
}

const meta = {
  title: "LangGraph",
  component: Thread,
  parameters: {
    docs: {
      description: {
        component:
          "`LangGraphInterrupts` (`agent-question-form/langgraph`): a LangGraph thread's pending interrupts from `useStream`, as the form or as `ToolApproval`s, resumed once all are answered.",
      },
    },
  },
} satisfies Meta<typeof Thread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A graph's `interrupt({ questions })`: answered in the form, resumed with the ask_questions result. */
export const QuestionBatch: Story = {
  args: {
    interrupts: [
      {
        id: "a1",
        value: {
          questions: [
            {
              id: "city",
              question: "Which city should the trip start from?",
              type: "SingleChoice",
              options: ["Paris", "Rome", "Lisbon"],
              recommended: "Paris",
            },
            { id: "notes", question: "Anything the planner should know?", type: "Text", required: false },
          ],
        },
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Rome" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect((await canvas.findByText("Resumed the graph with")).parentElement).toHaveTextContent(
      '"selected": [ "Rome" ]',
    );
  },
};

/**
 * LangChain's `humanInTheLoopMiddleware`: one approval per tool call, resumed with `{ decisions }`.
 * Left for you to decide (ReviewDecided shows it decided and sent).
 */
export const Review: Story = {
  args: { interrupts: reviewInterrupts("Mail goes out") },
};

/** The same review decided: the mail approved, the file denied with a reason, then Send; its record stays. */
export const ReviewDecided: Story = {
  args: Review.args,
  play: async ({ canvas, userEvent }) => {
    const [approveMail] = canvas.getAllByRole("button", { name: "Approve" });
    if (approveMail) await userEvent.click(approveMail);
    await userEvent.click(canvas.getByRole("button", { name: "Deny" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /reason/i }), "keep it");
    await userEvent.click(canvas.getByRole("button", { name: "Send denial" }));
    // LangChain's middleware runs nothing of a review with a rejection: the approved mail says so before Send.
    await expect(canvas.getByText(/will not run: a rejection in the same review/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send decisions" }));
    await expect((await canvas.findByText("Resumed the graph with")).parentElement).toHaveTextContent(
      '"message": "keep it"',
    );
  },
};

/** Two interrupts at once (a fan-out) from a subgraph: each says where it came from; one resume keyed by id. */
export const FromASubgraph: Story = {
  args: {
    interrupts: [
      {
        id: "w1",
        ns: ["plan_trip:4f1c"],
        value: { questions: [{ id: "city", question: "Where for work?", type: "Text" }] },
      },
      {
        id: "h1",
        ns: ["plan_trip:9a2e"],
        value: { questions: [{ id: "city", question: "Where for the holiday?", type: "Text" }] },
      },
    ],
  },
};
