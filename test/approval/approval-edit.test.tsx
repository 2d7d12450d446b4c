import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { readSchemaQuestions } from "../../src/formats/schemaQuestions.ts";
import { ToolApproval } from "../../src/index.ts";
import { HOST_COMPONENTS } from "../support/hostParts.tsx";

// Approve with edits (SPEC §13): "Edit" shows the tool's input as a form built from its schema (the
// form engine and the MCP schema reader), or as JSON text checked before it is sent; the whole
// edited input goes to onSubmit as `editedArgs`, and the receipt says what changed.

// Read once (issue 44), as in test/mcp and test/ag-ui's read-once.test.tsx: the editor reads the
// tool's schema as questions once, and its form takes that reading as it is. The reader is watched.
vi.mock("../../src/formats/schemaQuestions.ts", async (importOriginal) => {
  const schemas = await importOriginal<typeof import("../../src/formats/schemaQuestions.ts")>();
  return { ...schemas, readSchemaQuestions: vi.fn(schemas.readSchemaQuestions) };
});

const deploy = { service: "web", replicas: 2, region: "eu", dryRun: true, note: { by: "agent" } };
const schema = {
  type: "object",
  properties: {
    service: { type: "string", title: "Service" },
    replicas: { type: "integer", title: "Replicas", minimum: 1 },
    region: { type: "string", title: "Region", enum: ["eu", "us"] },
    dryRun: { type: "boolean", title: "Dry run" },
  },
  required: ["service", "replicas"],
};

describe("ToolApproval with edits, from a schema", () => {
  it("asks the schema's properties as a form holding the input's values, and sends the whole edited input, from one reading of the schema", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    vi.mocked(readSchemaQuestions).mockClear();
    render(<ToolApproval toolName="deploy" input={deploy} editable argsSchema={schema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    expect(screen.getByRole("region")).toHaveAttribute("data-state", "editing");
    const replicas = within(editor).getByRole("textbox", { name: /Replicas/ });
    expect(replicas).toHaveValue("2");
    expect(within(editor).getByRole("radio", { name: "eu" })).toBeChecked();
    expect(within(editor).getByRole("radio", { name: "Yes" })).toBeChecked();
    await user.clear(replicas);
    await user.type(replicas, "5");
    await user.click(within(editor).getByRole("radio", { name: "us" }));
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    // Every argument, the unchanged ones and the one the schema does not name too.
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      approved: true,
      editedArgs: { service: "web", replicas: 5, region: "us", dryRun: true, note: { by: "agent" } },
    });
    const outcome = screen.getByText("Approved with changes");
    expect(outcome).toHaveFocus();
    expect(screen.getByRole("list")).toHaveTextContent("replicas: 2 → 5");
    expect(screen.getByRole("list")).toHaveTextContent('region: "eu" → "us"');
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(vi.mocked(readSchemaQuestions)).toHaveBeenCalledTimes(1);
  });

  it("edits as JSON when the schema asks for what a form cannot (an object), or there is no schema", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToolApproval
          toolName="a"
          input={deploy}
          editable
          argsSchema={{ type: "object", properties: { note: { type: "object" } } }}
        />
        <ToolApproval toolName="b" input={JSON.stringify({ path: "x" })} editable />
      </>,
    );
    const [first, second] = screen.getAllByRole("button", { name: "Edit" });
    await user.click(first as HTMLElement);
    expect(await screen.findByRole("textbox", { name: "Input (JSON)" })).toHaveValue(JSON.stringify(deploy, null, 2));
    await user.click(second as HTMLElement);
    // An input given as JSON text is edited as its object.
    const boxes = await screen.findAllByRole("textbox", { name: "Input (JSON)" });
    expect(boxes[1]).toHaveValue('{\n  "path": "x"\n}');
  });

  it("edits as JSON when an argument's value is not what its schema says, so nothing is dropped unseen", async () => {
    const user = userEvent.setup();
    render(<ToolApproval toolName="deploy" input={{ ...deploy, replicas: "two" }} editable argsSchema={schema} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
    expect((box as HTMLTextAreaElement).value).toContain('"replicas": "two"');
  });

  it("offers no Edit unless the caller allows it, nor for an input that is not an object", () => {
    render(
      <>
        <ToolApproval toolName="a" input={deploy} />
        <ToolApproval toolName="b" input="rm -rf build/" editable />
      </>,
    );
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("shows a stored edit's changes after a reload, and no list for an edit that changed nothing", () => {
    render(
      <>
        <ToolApproval
          toolName="a"
          input={{ path: "a.txt", force: true }}
          decision={{ approved: true, editedArgs: { path: "b.txt", mode: 644 } }}
        />
        <ToolApproval
          toolName="b"
          input={{ path: "a.txt" }}
          decision={{ approved: true, editedArgs: { path: "a.txt" } }}
        />
      </>,
    );
    expect(screen.getByRole("list")).toHaveTextContent('path: "a.txt" → "b.txt"force: true → (none)mode: (none) → 644');
    expect(screen.getAllByRole("list")).toHaveLength(1);
  });
});

// Issue 43, item 2: "Approve with changes" ran the answers' text rules on the arguments: an
// untouched `content: "    return 1\n"` went to the tool as "return 1", a date-time was rewritten
// in UTC. Untouched arguments now go back as they came; only what the person edited changes.
describe("ToolApproval with edits, byte for byte", () => {
  const write = {
    path: "src/a.py",
    content: "    return 1\n",
    when: "2026-12-01T09:30:00+01:00",
    replicas: 2,
    note: { by: "agent" },
  };
  const writeSchema = {
    type: "object",
    properties: {
      path: { type: "string", title: "Path" },
      content: { type: "string", title: "Content" },
      when: { type: "string", title: "When", format: "date-time" },
      replicas: { type: "integer", title: "Replicas" },
    },
  };

  it("sends every untouched argument as it came, the same keys in the same order", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="write" input={write} editable argsSchema={writeSchema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    const replicas = within(editor).getByRole("textbox", { name: /Replicas/ });
    await user.clear(replicas);
    await user.type(replicas, "3");
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    const [[{ editedArgs }]] = onSubmit.mock.calls as [[{ editedArgs: Record<string, unknown> }]];
    // A number field still sends a number; everything else is the input's own value.
    expect(editedArgs).toStrictEqual({ ...write, replicas: 3 });
    expect(Object.keys(editedArgs)).toEqual(Object.keys(write));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("sends an edited text as the person typed it, spaces and all", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="write" input={write} editable argsSchema={writeSchema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    const content = within(editor).getByRole("textbox", { name: /Content/ });
    await user.clear(content);
    await user.type(content, "  return 2{Enter}");
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      approved: true,
      editedArgs: { ...write, content: "  return 2\n" },
    });
  });

  it("keeps a string argument a growing box even without a line break: Enter adds a line, never approves", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const commit = { message: "Fix the bug" };
    const commitSchema = { type: "object", properties: { message: { type: "string", title: "Message" } } };
    render(<ToolApproval toolName="commit" input={commit} editable argsSchema={commitSchema} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    const message = within(editor).getByRole("textbox", { name: /Message/ });
    // A tool's text (a commit message, a file) may need a second line: an argument is not a one-line field.
    expect(message.tagName).toBe("TEXTAREA");
    await user.type(message, "{Enter}Closes #12");
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(editor).getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      approved: true,
      editedArgs: { message: "Fix the bug\nCloses #12" },
    });
  });
});

describe("ToolApproval with edits, as JSON", () => {
  it("says clearly what is wrong with bad JSON, sends nothing and keeps every character typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="write" input={{ path: "a.txt" }} editable onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
    await user.clear(box);
    await user.type(box, '{{"path": "b.txt",');
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(/^This is not valid JSON: .+\. Nothing was sent/);
    expect(box).toHaveValue('{"path": "b.txt",');
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(screen.getByRole("alert").textContent ?? "");
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.type(box, "[[1]");
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The input must be a JSON object");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, '{{"path": "b.txt"}');
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, editedArgs: { path: "b.txt" } });
    expect(screen.getByRole("listitem")).toHaveTextContent('path: "a.txt" → "b.txt"');
  });

  it("sends on Ctrl+Enter, never on an Enter that ends an IME composition; Enter alone is a new line", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ToolApproval toolName="write" input={{ path: "a" }} editable onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true, isComposing: true });
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true, keyCode: 229 });
    await user.type(box, "{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: true, editedArgs: { path: "a" } });
  });

  it("goes back to Approve / Edit / Deny with Cancel or Escape, focus on Edit, nothing sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="write" input={{ path: "a" }} editable onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Edit" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("textbox", { name: "Input (JSON)" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Edit" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

// Issue 43, item 8: the JSON box sent {"path":42,"command":"rm -rf /"} against a schema with
// additionalProperties: false. Edits are checked against the schema before they are sent.
describe("ToolApproval with edits, checked against the schema", () => {
  const shellSchema = {
    type: "object",
    properties: {
      path: { type: "string", minLength: 1 },
      mode: { type: "string", enum: ["read", "write"] },
      retries: { type: "integer", minimum: 0, maximum: 3 },
      // An object: the form cannot ask it, so the input is edited as JSON.
      env: { type: "object", properties: { HOME: { type: "string" } }, additionalProperties: false },
    },
    required: ["path", "mode"],
    additionalProperties: false,
  };

  it("names each problem under the box, sends nothing and keeps every character typed", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ToolApproval
        toolName="shell"
        input={{ path: "a.txt", mode: "read" }}
        editable
        argsSchema={shellSchema}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const box = await screen.findByRole("textbox", { name: "Input (JSON)" });
    const typed = '{{"path":42,"command":"rm -rf /","retries":1.5,"mode":"delete","env":{{"X":"1"}}';
    await user.clear(box);
    await user.type(box, typed);
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(/^This input does not fit the tool's schema\. Nothing was sent/);
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      'path must be of type "string".',
      'mode must be one of "read", "write".',
      'retries must be of type "integer".',
      "env.X is not an argument this tool takes.",
      "command is not an argument this tool takes.",
    ]);
    expect(box).toHaveValue('{"path":42,"command":"rm -rf /","retries":1.5,"mode":"delete","env":{"X":"1"}}');
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.type(box, '{{"mode":"write","retries":4}');
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(
      within(screen.getByRole("alert"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["path is missing.", "retries must be at most 3."]);

    await user.clear(box);
    await user.type(box, '{{"path":"b.txt","mode":"write","env":{{"HOME":"/root"}}');
    await user.click(screen.getByRole("button", { name: "Approve with changes" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      approved: true,
      editedArgs: { path: "b.txt", mode: "write", env: { HOME: "/root" } },
    });
  });
});

describe("ToolApproval's deny reason", () => {
  it("sends on Enter, but not on an Enter that ends an IME composition", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ToolApproval toolName="deploy" input={{}} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Deny" }));
    const reason = screen.getByRole("textbox", { name: "Reason (optional)" });
    await user.type(reason, "今日");
    fireEvent.keyDown(reason, { key: "Enter", isComposing: true });
    fireEvent.keyDown(reason, { key: "Enter", keyCode: 229 });
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ approved: false, reason: "今日" });
  });
});

describe("ToolApproval with the host's parts", () => {
  it("renders every button as the host's Button and the boxes as its Textarea, with the host's classes", async () => {
    const user = userEvent.setup();
    const classNames = { approve: "btn-primary", deny: "btn-ghost", "deny-reason": "input-host" } as const;
    render(
      <>
        <ToolApproval
          toolName="a"
          input={{ path: "x" }}
          editable
          components={HOST_COMPONENTS}
          classNames={classNames}
        />
        <ToolApproval toolName="b" input={{ path: "x" }} components={HOST_COMPONENTS} classNames={classNames} />
      </>,
    );
    const [edited, denied] = screen.getAllByRole("region");
    if (!edited || !denied) throw new Error("two approvals expected");
    for (const button of within(edited).getAllByRole("button")) expect(button).toHaveClass("host-button");
    expect(within(edited).getByRole("button", { name: "Approve" })).toHaveClass("qf-approve", "btn-primary");
    expect(within(edited).getByRole("button", { name: "Deny" })).toHaveClass("qf-deny", "btn-ghost");

    await user.click(within(denied).getByRole("button", { name: "Deny" }));
    const reason = within(denied).getByRole("textbox", { name: "Reason (optional)" });
    expect(reason).toHaveClass("host-textarea", "qf-deny-reason", "input-host");
    for (const button of within(denied).getAllByRole("button")) expect(button).toHaveClass("host-button");

    await user.click(within(edited).getByRole("button", { name: "Edit" }));
    expect(await within(edited).findByRole("textbox", { name: "Input (JSON)" })).toHaveClass("host-textarea");
    for (const button of within(edited).getAllByRole("button")) expect(button).toHaveClass("host-button");
  });

  it("labels the deny reason and the JSON box with the host's Label", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToolApproval toolName="a" input={{ path: "x" }} editable components={HOST_COMPONENTS} />
        <ToolApproval toolName="b" input={{ path: "x" }} components={HOST_COMPONENTS} />
      </>,
    );
    const [edited, denied] = screen.getAllByRole("region");
    if (!edited || !denied) throw new Error("two approvals expected");
    await user.click(within(denied).getByRole("button", { name: "Deny" }));
    expect(within(denied).getByRole("textbox", { name: "Reason (optional)" })).toBeInTheDocument();
    expect(within(denied).getByText("Reason (optional)").closest("label")).toHaveClass("qf-label", "host-label");

    await user.click(within(edited).getByRole("button", { name: "Edit" }));
    const json = await within(edited).findByRole("textbox", { name: "Input (JSON)" });
    expect(within(edited).getByText("Input (JSON)").closest("label")).toHaveClass("qf-label", "host-label");
    // The host's label still names and reaches its box.
    await user.click(within(edited).getByText("Input (JSON)"));
    expect(json).toHaveFocus();
  });

  it("gives the edit form the host's parts too", async () => {
    const user = userEvent.setup();
    render(<ToolApproval toolName="deploy" input={deploy} editable argsSchema={schema} components={HOST_COMPONENTS} />);
    await user.click(screen.getByRole("button", { name: "Edit" }));
    const editor = await screen.findByRole("group", { name: "Edit the input" });
    expect(within(editor).getByRole("radio", { name: "us" })).toHaveClass("host-radio");
    // A string argument is a box that grows (a tool's text may need a second line): the host's Textarea.
    expect(within(editor).getByRole("textbox", { name: /Service/ })).toHaveClass("host-textarea");
    for (const button of within(editor).getAllByRole("button", { name: /Approve with changes|Cancel/ }))
      expect(button).toHaveClass("host-button");
  });
});
