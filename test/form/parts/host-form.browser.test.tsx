import "../../../src/styles.css";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";

// The form placed inside a host's own <form> (SPEC §9, "In a host's page"): the host reads the
// answers from its FormData by question id, and our form keeps its own submit, keys and errors.
const WITH_OTHER = BATCH.map((question) => (question.id === "extras" ? { ...question, allowOther: true } : question));

function HostPage({ onHostSubmit, onSubmit }: { onHostSubmit: (data: FormData) => void; onSubmit: () => void }) {
  return (
    <form
      aria-label="Host"
      onSubmit={(event) => {
        event.preventDefault();
        onHostSubmit(new FormData(event.currentTarget));
      }}
    >
      <input name="title" defaultValue="host's own field" />
      <QuestionForm questions={WITH_OTHER} onSubmit={onSubmit} />
      <button type="submit">Save page</button>
    </form>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("inside a host's <form>", () => {
  it("renders no form of its own, so React has nothing to warn about", async () => {
    const warn = vi.spyOn(console, "error");
    const screen = await render(<HostPage onHostSubmit={() => {}} onSubmit={() => {}} />);
    await expect.element(screen.getByRole("radio", { name: "Rust" })).toBeVisible();
    expect(screen.container.querySelectorAll("form")).toHaveLength(1);
    expect(screen.container.querySelector("[data-slot=form]")?.getAttribute("role")).toBe("form");
    expect(warn).not.toHaveBeenCalled();
  });

  it("the host's FormData holds every answer by question id", async () => {
    const onHostSubmit = vi.fn<(data: FormData) => void>();
    const screen = await render(<HostPage onHostSubmit={onHostSubmit} onSubmit={() => {}} />);
    await userEvent.fill(screen.getByRole("textbox", { name: /project be called/ }).element(), "billing");
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "CI workflow" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "License" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Other" }));
    await userEvent.fill(screen.getByRole("textbox", { name: /^Other — / }).element(), "Makefile");
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    await expect.poll(() => onHostSubmit.mock.calls.length).toBe(1);
    const data = onHostSubmit.mock.calls[0]?.[0] as FormData;
    expect(data.get("title")).toBe("host's own field");
    expect(data.get("name")).toBe("billing");
    expect(data.getAll("lang")).toEqual(["Go"]);
    // Other's box shares the question's name and carries its text; Other's own checkbox sends nothing.
    expect(data.getAll("extras")).toEqual(["CI workflow", "License", "Makefile"]);
    expect(data.getAll("git")).toEqual(["No"]);
    // Only the questions' answers and the host's field: no entry without a name or a value.
    expect([...data.keys()].sort()).toEqual(["extras", "extras", "extras", "git", "lang", "name", "title"]);
  });

  it("a SingleChoice answered with Other sends its text alone", async () => {
    const onHostSubmit = vi.fn<(data: FormData) => void>();
    const sentLang = (call: number) => onHostSubmit.mock.calls[call]?.[0].getAll("lang");
    const questions = [
      {
        id: "lang",
        question: "Which language?",
        type: "SingleChoice" as const,
        options: ["Go", "Rust"],
        recommended: "Go",
        allowOther: true,
      },
    ];
    const screen = await render(
      <form
        aria-label="Host"
        onSubmit={(event) => {
          event.preventDefault();
          onHostSubmit(new FormData(event.currentTarget));
        }}
      >
        <QuestionForm questions={questions} onSubmit={() => {}} />
        <button type="submit">Save page</button>
      </form>,
    );
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    await userEvent.fill(screen.getByRole("textbox", { name: /^Other — / }).element(), "Zig");
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    await expect.poll(() => onHostSubmit.mock.calls.length).toBe(1);
    expect(sentLang(0)).toEqual(["Zig"]);
    // Back to a listed option: its label alone, the Other text kept in the box but not sent.
    await userEvent.click(screen.getByRole("radio", { name: "Rust" }));
    await userEvent.click(screen.getByRole("button", { name: "Save page" }));
    await expect.poll(() => onHostSubmit.mock.calls.length).toBe(2);
    expect(sentLang(1)).toEqual(["Rust"]);
  });

  it("our Submit, Ctrl+Enter and the error summary act on our answers, never the host's form", async () => {
    const onHostSubmit = vi.fn();
    const onSubmit = vi.fn();
    const screen = await render(<HostPage onHostSubmit={onHostSubmit} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    // Nothing answered: our error summary takes focus, the host's form is not sent.
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    expect(onHostSubmit).not.toHaveBeenCalled();

    const name = screen.getByRole("textbox", { name: /project be called/ });
    await userEvent.fill(name.element(), "billing");
    await userEvent.click(screen.getByRole("radio", { name: "Go" }));
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    await userEvent.click(name);
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "name", answer: "billing" },
      { id: "lang", selected: ["Go"] },
      { id: "extras", selected: [] },
      { id: "git", answer: "Yes" },
    ]);
    expect(onHostSubmit).not.toHaveBeenCalled();
  });
});
