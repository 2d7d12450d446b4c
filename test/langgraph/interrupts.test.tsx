import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LangGraphInterrupts } from "../../src/langgraph/index.ts";

// What LangGraphInterrupts shows for each interrupt it is given; the run itself (useStream and a real
// graph) is use-stream.test.tsx.
const asked = { questions: [{ id: "city", question: "Which city?", type: "Text" }] };

describe("LangGraphInterrupts' display (SPEC §13)", () => {
  it("names a subgraph's interrupt's source from its namespace, and leaves out a value no reader knows", () => {
    const submit = vi.fn();
    render(
      <LangGraphInterrupts
        stream={{
          interrupts: [
            { id: "a", value: asked, ns: ["plan:1f2a", "review_step:9c"] },
            { id: "b", value: "just a string" },
          ],
          submit,
        }}
        labels={{ interruptSource: "Asked by {source}" }}
      />,
    );
    expect(screen.getByText("Asked by plan › review_step")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
    expect(screen.queryByText("just a string")).toBeNull();
    expect(submit).not.toHaveBeenCalled();
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
