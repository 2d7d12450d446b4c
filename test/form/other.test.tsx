import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionForm } from "../../src/index.ts";

// Other keeps what the person typed while they try the listed options (found by a review of the
// controls, each seen failing first).

const LANG = {
  id: "lang",
  question: "Which language?",
  type: "SingleChoice",
  options: ["TypeScript", "Rust"],
  recommended: "Rust",
  allowOther: true,
};
const EXTRAS = {
  id: "extras",
  question: "Which extras?",
  type: "MultiChoice",
  options: ["CI workflow", "Dockerfile"],
  allowOther: true,
};

describe("Other keeps its typed text", () => {
  it("SingleChoice: after a listed option, Other again brings the text back; only the chosen one is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    expect(screen.queryByRole("textbox", { name: "Other" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Zig");
    await user.click(screen.getByRole("radio", { name: "Rust" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Rust"] }]);
  });

  it("SingleChoice: the number key of Other brings the text back too", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[LANG]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("radio", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Zig");
    await user.click(screen.getByRole("radio", { name: "TypeScript" }));
    await user.keyboard("3");
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Zig");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Zig"] }]);
  });

  it("MultiChoice: Other unticked, then ticked again, brings the text back; unticked it is not sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[EXTRAS]} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.type(screen.getByRole("textbox", { name: "Other" }), "Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.queryByRole("textbox", { name: "Other" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    expect(screen.getByRole("textbox", { name: "Other" })).toHaveValue("Makefile");
    await user.click(screen.getByRole("checkbox", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "extras", selected: ["Dockerfile"] }]);
  });
});
