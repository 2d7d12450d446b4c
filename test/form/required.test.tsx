import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionForm } from "../../src/index.ts";
import { BATCH } from "../support/batch.ts";

const REQUIRED = BATCH.map((question) => ({ ...question, required: true }));

function summaryLinks() {
  const summary = screen.getByRole("alert");
  return { summary, links: within(summary).getAllByRole("link") };
}

describe("required questions", () => {
  it("are checked on submit: onSubmit is not called and each gets its specific message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={REQUIRED} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).not.toHaveBeenCalled();

    const text = screen.getByRole("textbox", { name: "What should the project be called?" });
    expect(text).toHaveAttribute("aria-invalid", "true");
    expect(text).toHaveAccessibleDescription("Used for the package name Enter an answer");

    const lang = screen.getByRole("radiogroup", { name: "Which language?" });
    expect(lang).toHaveAttribute("aria-invalid", "true");
    expect(lang).toHaveAccessibleDescription("To scaffold the project Select one option");
    // Each radio too, so a host's radio (shadcn's `aria-invalid:` utilities) shows it, as a checkbox does.
    for (const radio of within(lang).getAllByRole("radio")) expect(radio).toHaveAttribute("aria-invalid", "true");

    // ARIA 1.2 supports aria-invalid on a checkbox, not on a group: each box is marked.
    const extras = screen.getByRole("group", { name: "Which extras do you want?" });
    expect(extras).not.toHaveAttribute("aria-invalid");
    expect(extras).toHaveAccessibleDescription("Select at least one option");
    const boxes = within(extras).getAllByRole("checkbox");
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toHaveAttribute("aria-invalid", "true");

    const git = screen.getByRole("radiogroup", { name: "Initialise a git repository?" });
    expect(git).toHaveAttribute("aria-invalid", "true");
    expect(git).toHaveAccessibleDescription("So the first commit can be made Select Yes or No");
    for (const radio of within(git).getAllByRole("radio")) expect(radio).toHaveAttribute("aria-invalid", "true");
  });

  it("are listed in an error summary that takes focus, each link naming its question and its error, linking to each control", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={REQUIRED} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const { summary, links } = summaryLinks();
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    // The messages are generic, so two unanswered questions of one type must still read apart.
    expect(links.map((link) => link.textContent)).toEqual([
      "What should the project be called? — Enter an answer",
      "Which language? — Select one option",
      "Which extras do you want? — Select at least one option",
      "Initialise a git repository? — Select Yes or No",
    ]);
    const targets = [
      screen.getByRole("textbox"),
      screen.getByRole("radio", { name: "Rust" }),
      screen.getByRole("checkbox", { name: "CI workflow" }),
      screen.getByRole("radio", { name: "Yes" }),
    ];
    links.forEach((link, index) => {
      expect(link).toHaveAttribute("href", `#${targets[index]?.id}`);
    });
  });

  it("two unanswered questions of one type get summary links that say which question each is", async () => {
    const user = userEvent.setup();
    const questions = [
      { id: "name", question: "What should the project be called?", type: "Text" },
      { id: "owner", question: "Who owns it?", type: "Text" },
    ];
    render(<QuestionForm questions={questions} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(screen.getByRole("link", { name: "Who owns it? — Enter an answer" }));
    expect(screen.getByRole("textbox", { name: "Who owns it?" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "What should the project be called? — Enter an answer" })).toBeVisible();
  });

  it("following a summary link moves focus to that question's control (first radio or checkbox of a group)", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={REQUIRED} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(screen.getByRole("link", { name: "Which extras do you want? — Select at least one option" }));
    expect(screen.getByRole("checkbox", { name: "CI workflow" })).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Which language? — Select one option" }));
    expect(screen.getByRole("radio", { name: "Rust" })).toHaveFocus();
    // Focusing a radio must not pick it.
    expect(screen.getByRole("radio", { name: "Rust" })).not.toBeChecked();
    await user.click(screen.getByRole("link", { name: "What should the project be called? — Enter an answer" }));
    expect(screen.getByRole("textbox")).toHaveFocus();
  });

  it("each error clears as soon as its question is answered, and leaves the summary", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={REQUIRED} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await user.type(screen.getByRole("textbox"), "x");
    expect(screen.getByRole("textbox")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Enter an answer")).toBeNull();
    expect(summaryLinks().links).toHaveLength(3);
    // The others are untouched.
    expect(screen.getByRole("radiogroup", { name: "Which language?" })).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
    expect(screen.queryByText("Select at least one option")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
  });

  it("blank text does not clear the error; unpicking the last option does not bring it back before submit", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={REQUIRED} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.type(screen.getByRole("textbox"), "   ");
    expect(screen.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");

    const docker = screen.getByRole("checkbox", { name: "Dockerfile" });
    await user.click(docker);
    await user.click(docker);
    expect(screen.queryByText("Select at least one option")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Select at least one option")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Select at least one option$/ })).toBeInTheDocument();
  });

  it("are never validated on blur, only on submit", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={REQUIRED} />);
    await user.click(screen.getByRole("textbox"));
    await user.tab();
    fireEvent.blur(screen.getByRole("textbox"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(0);
  });

  it("optional questions say (optional) and nothing is marked with an asterisk", () => {
    const { container } = render(<QuestionForm questions={BATCH} />);
    expect(screen.getByRole("group", { name: "Which extras do you want? (optional)" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toBeInTheDocument();
    expect(container.textContent).not.toContain("*");
    expect(screen.getAllByText("(optional)")).toHaveLength(1);
  });

  it("the form does not use the browser's own validation", () => {
    const { container } = render(<QuestionForm questions={REQUIRED} />);
    expect(container.querySelector("form")).toHaveAttribute("novalidate");
  });
});
