import { ThemePage } from "../../support/ThemePage.tsx";
import "../../../src/styles.css";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm, type QuestionItem, type QuestionMarkdownProps } from "../../../src/index.ts";
import { violations } from "../../support/axeViolations.ts";

// Markdown where agents write it (SPEC §16), through the real react-markdown and docs/form.md's
// recipe, in a real browser: the names and descriptions the browser computes, and axe's view of
// what the host's renderer puts inside our parts (bold, code, a link, a list).
const questions: QuestionItem[] = [
  {
    id: "db",
    type: "SingleChoice",
    question: "Which **database**?",
    purpose: "For the staging copy.",
    recommended: "Postgres",
    options: [
      {
        label: "Postgres",
        description:
          "Runs `pg_dump` nightly, see [the backup guide](https://example.com/backup) <img alt='pixel' src='/pixel.png'>",
      },
      { label: "SQLite", description: "One *file*:\n\n- no server\n- no backups of its own" },
    ],
  },
  {
    id: "tags",
    type: "MultiChoice",
    question: "Which `tags`?",
    options: [{ label: "beta", description: "**Unstable**" }],
  },
  { id: "branch", type: "Text", question: "Name the `release` branch", required: false },
  { id: "deploy", type: "YesNo", question: "Deploy to **production**?" },
];

// docs/form.md's recipe: paragraphs unwrapped, so a question stays one line in its legend or label.
function InlineMarkdown({ children }: QuestionMarkdownProps) {
  return <Markdown components={{ p: ({ children }) => <>{children}</> }}>{children}</Markdown>;
}

describe("components.Markdown with react-markdown", () => {
  it("keeps each control's name and description as text while the host's renderer draws the Markdown", async () => {
    const screen = await render(<QuestionForm questions={questions} components={{ Markdown: InlineMarkdown }} />);
    const postgres = screen.getByRole("radio", { name: "Postgres" });
    await expect.element(screen.getByRole("radiogroup", { name: "Which database?" })).toBeVisible();
    await expect.element(screen.getByRole("group", { name: "Which tags?" })).toBeVisible();
    await expect.element(screen.getByRole("textbox", { name: /^Name the release branch/ })).toBeVisible();
    await expect.element(screen.getByRole("radiogroup", { name: "Deploy to production?" })).toBeVisible();
    await expect.element(postgres).toHaveAccessibleDescription(/Runs pg_dump nightly, see the backup guide/);
    // The host's elements, inside our parts; the model's raw HTML stays text (react-markdown's default).
    await expect.element(screen.getByRole("strong").first()).toHaveTextContent("database");
    await expect.element(screen.getByRole("link", { name: "the backup guide" })).toBeVisible();
    await expect.element(screen.getByRole("list").filter({ hasText: "no server" })).toBeVisible();
    expect(screen.container.querySelector("img")).toBeNull();
    await userEvent.click(postgres);
    await expect.element(postgres).toBeChecked();
  });

  it.each(["light", "dark"] as const)("axe finds nothing in the rendered Markdown, %s theme", async (theme) => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionForm questions={questions} components={{ Markdown: InlineMarkdown }} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("link", { name: "the backup guide" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });
});
