import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { QuestionButtonProps } from "../../src/index.ts";
import { fromInterrupt, InterruptReview, LangGraphInterrupts } from "../../src/langgraph/index.ts";
import { wholeText } from "../support/wholeText.ts";

// What LangGraphInterrupts shows for each interrupt it is given; the run itself (useStream and a real
// graph) is use-stream.test.tsx.
const asked = { questions: [{ id: "city", question: "Which city?", type: "Text" }] };

// A host's button, told apart by its class.
const HostButton = (props: QuestionButtonProps) => <button {...props} className={`${props.className} host-button`} />;

describe("LangGraphInterrupts' display (SPEC §13)", () => {
  it("names a subgraph's interrupt's source from its namespace", () => {
    render(
      <LangGraphInterrupts
        stream={{ interrupts: [{ id: "a", value: asked, ns: ["plan:1f2a", "review_step:9c"] }], submit: vi.fn() }}
        labels={{ interruptSource: "Asked by {source}" }}
      />,
    );
    expect(screen.getByText(wholeText("Asked by plan › review_step"))).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
  });

  it("draws every button with the host's components: the form's, each approval's and the review's Send", async () => {
    const review = {
      actionRequests: [
        { name: "send_email", args: { to: "a@b.c" } },
        { name: "delete_file", args: { path: "/tmp/x" } },
      ],
      reviewConfigs: [
        { actionName: "send_email", allowedDecisions: ["approve", "reject"] },
        { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
      ],
    };
    render(
      <LangGraphInterrupts
        stream={{
          interrupts: [
            { id: "a", value: asked },
            { id: "r", value: review },
          ],
          submit: vi.fn(),
        }}
        components={{ Button: HostButton }}
      />,
    );
    expect(screen.getByRole("button", { name: "Submit" })).toHaveClass("host-button");
    const [first] = screen.getAllByRole("region", { name: /Allow .* to run\?/ });
    expect(within(first as HTMLElement).getByRole("button", { name: "Approve" })).toHaveClass("host-button");
    expect(screen.getByRole("button", { name: "Send decisions" })).toHaveClass("host-button");
  });

  it("puts InterruptReview's className on its outer element, with its own slot", () => {
    const read = fromInterrupt({
      actionRequests: [{ name: "send_email", args: { to: "a@b.c" } }],
      reviewConfigs: [{ actionName: "send_email", allowedDecisions: ["approve", "reject"] }],
    });
    if (!read.ok || read.value.kind !== "review") throw new Error("not a review");
    render(
      <InterruptReview review={read.value} className="host-review" classNames={{ "interrupt-review": "slot-class" }} />,
    );
    const region = screen.getByRole("region", { name: "Allow send_email to run?" });
    const root = region.closest(".host-review");
    expect(root).toHaveAttribute("data-slot", "interrupt-review");
    expect(root).toHaveClass("qf-interrupt-review", "slot-class");
  });

  it("leaves a value no reader knows to the host: no form, no error for it, and its interrupt is not resumed", async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    render(
      <LangGraphInterrupts
        stream={{
          interrupts: [
            { id: "a", value: asked },
            { id: "pay", value: { kind: "payment_confirmation", amount: 5000 } },
          ],
          submit,
        }}
      />,
    );
    // One form (the city's), and nothing says the payment is wrong: the host renders it.
    expect(screen.getAllByRole("button", { name: "Submit" })).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Which city?" }), "Paris");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // Resumed by id, the city's alone: a bare value would resume the payment with the city's answer.
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(null, {
      command: { resume: { a: { questions: expect.any(Array), answers: [{ id: "city", answer: "Paris" }] } } },
    });
  });

  it("never approves a reviewed call blind: an action that came without its arguments offers Deny alone", async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    const review = {
      actionRequests: [{ name: "delete_file" }],
      reviewConfigs: [{ actionName: "delete_file", allowedDecisions: ["approve", "edit", "reject"] }],
    };
    render(<LangGraphInterrupts stream={{ interrupts: [{ id: "r", value: review }], submit }} />);
    expect(screen.getByText(/cannot be shown/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Deny" }));
    await user.click(screen.getByRole("button", { name: "Send denial" }));
    expect(submit).toHaveBeenCalledWith(null, {
      command: { resume: { r: { decisions: [{ type: "reject" }] } } },
    });
  });

  it("at Send with an action undecided, focuses its Deny when Deny is all it offers (an action without arguments)", async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    const review = {
      actionRequests: [{ name: "send_email", args: { to: "a@b.c" } }, { name: "delete_file" }],
      reviewConfigs: [
        { actionName: "send_email", allowedDecisions: ["approve", "reject"] },
        { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
      ],
    };
    render(<LangGraphInterrupts stream={{ interrupts: [{ id: "r", value: review }], submit }} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await user.click(screen.getByRole("button", { name: "Send decisions" }));
    // The second action came without its arguments: Deny is its one decision, and where the person goes next.
    expect(screen.getByRole("alert")).toHaveTextContent("Approve or deny every action before sending.");
    expect(screen.getByRole("button", { name: "Deny" })).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it("isolates the agent's names in its own lines: a tool's in what the review says, a node's in where it came from", async () => {
    const user = userEvent.setup();
    const tool = "rm\u202Ecod.exe";
    const review = {
      actionRequests: [{ name: tool, args: { path: "a" } }],
      reviewConfigs: [{ actionName: tool, allowedDecisions: ["approve", "reject"] }],
    };
    const { container } = render(
      <LangGraphInterrupts
        stream={{ interrupts: [{ id: "r", value: review, ns: ["we\u202Eird:1"] }], submit: vi.fn() }}
      />,
    );
    const source = container.querySelector('[data-slot="interrupt-source"] bdi');
    expect(source).toHaveTextContent("we\u202Eird");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const effect = container.querySelector('[data-slot="interrupt-effect"]');
    expect(effect?.querySelector("bdi")).toHaveTextContent(tool);
    expect(effect).toHaveTextContent(/ ran\.$/);
  });

  it("resumes a single interrupt by its id too, so a stale answer cannot reach the next question", async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    render(<LangGraphInterrupts stream={{ interrupts: [{ id: "city-1", value: asked }], submit }} />);
    await user.type(screen.getByRole("textbox", { name: "Which city?" }), "Paris");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(submit).toHaveBeenCalledWith(null, {
      command: { resume: { "city-1": { questions: expect.any(Array), answers: [{ id: "city", answer: "Paris" }] } } },
    });
  });

  it("resumes an interrupt without an id (an older server) with the bare value when it is the only one", async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    render(<LangGraphInterrupts stream={{ interrupts: [{ value: asked }], submit }} />);
    await user.type(screen.getByRole("textbox", { name: "Which city?" }), "Paris");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(submit).toHaveBeenCalledWith(null, {
      command: { resume: { questions: expect.any(Array), answers: [{ id: "city", answer: "Paris" }] } },
    });
  });

  it("shows an MCP-style request's message and starts from its defaults", () => {
    render(
      <LangGraphInterrupts
        stream={{
          interrupts: [
            {
              id: "a",
              value: {
                message: "Where to deploy?",
                requestedSchema: {
                  type: "object",
                  properties: { region: { type: "string", title: "Region", default: "eu-west" } },
                },
              },
            },
          ],
          submit: vi.fn(),
        }}
      />,
    );
    expect(screen.getByText("Where to deploy?")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Region (optional)" })).toHaveValue("eu-west");
  });
});
