import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { readSchemaQuestions } from "../../src/formats/schemaQuestions.ts";
import { ToolApproval } from "../../src/index.ts";

// Issue 44: read once, in the newest code too. The approval editor reads the tool's schema as
// questions to show its form; the form takes that reading as it is, and never reads the schema again.

vi.mock("../../src/formats/schemaQuestions.ts", async (importOriginal) => {
  const schemas = await importOriginal<typeof import("../../src/formats/schemaQuestions.ts")>();
  return { ...schemas, readSchemaQuestions: vi.fn(schemas.readSchemaQuestions) };
});

const schema = {
  type: "object",
  properties: {
    service: { type: "string", title: "Service" },
    replicas: { type: "integer", title: "Replicas", minimum: 1 },
  },
  required: ["service"],
};

describe("the approval editor reads the tool's schema once", () => {
  it("its form shows, takes typing and sends from one reading of the schema", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ToolApproval
        toolName="deploy"
        input={{ service: "web", replicas: 2 }}
        editable
        argsSchema={schema}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    const replicas = within(editor).getByRole("textbox", { name: /Replicas/ });
    await user.clear(replicas);
    await user.type(replicas, "3");
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, editedArgs: { service: "web", replicas: 3 } });
    expect(vi.mocked(readSchemaQuestions)).toHaveBeenCalledTimes(1);
  });
});
