import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm, type QuestionItem, type QuestionMarkdownProps } from "../../../src/index.ts";

const questions: QuestionItem[] = [
  {
    id: "db",
    type: "SingleChoice",
    question: "Which **database**?",
    recommended: "Postgres",
    options: [
      { label: "Postgres", description: "Runs `pg_dump` nightly <img src=x onerror=alert(1)>" },
      { label: "SQLite", description: "One *file*" },
    ],
  },
  { id: "tags", type: "MultiChoice", question: "Which `tags`?", options: [{ label: "a", description: "**bold**" }] },
];

// A host renderer standing in for react-markdown: the first bold or code span, never raw HTML.
function HostMarkdown({ children }: QuestionMarkdownProps) {
  const span = /^(.*?)(\*\*|`)(.+?)\2(.*)$/s.exec(children);
  if (!span) return children;
  const [, before, mark, inner, after] = span;
  return (
    <>
      {before}
      {mark === "**" ? <strong>{inner}</strong> : <code>{inner}</code>}
      {after}
    </>
  );
}

describe("components.Markdown", () => {
  it("renders question text and option descriptions through the host's Markdown", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={questions} components={{ Markdown: HostMarkdown }} />);
    const group = screen.getByRole("radiogroup", { name: /Which database\?/ });
    expect(group.querySelector('[data-slot="question-text"] strong')).toHaveTextContent("database");
    expect(screen.getByRole("group", { name: /Which tags\?/ }).querySelector("code")).toHaveTextContent("tags");
    const postgres = screen.getByRole("radio", { name: "Postgres" });
    // Still the radio's description, read as text.
    expect(postgres).toHaveAccessibleDescription(expect.stringContaining("Runs pg_dump nightly"));
    expect(container.querySelector('[data-slot="option-description"] code')).toHaveTextContent("pg_dump");
    // The host's renderer decides about HTML; ours never turns model text into elements.
    expect(container.querySelector("img")).toBeNull();
    await user.click(postgres);
    expect(postgres).toBeChecked();
  });

  it("shows the text as it is without a host Markdown", () => {
    const { container } = render(<QuestionForm questions={questions} />);
    expect(container.querySelector('[data-slot="question-text"]')?.textContent).toBe("Which **database**?");
    expect(container.querySelector("strong, code, img")).toBeNull();
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAccessibleDescription(
      expect.stringContaining("Runs `pg_dump` nightly <img src=x onerror=alert(1)>"),
    );
  });
});
