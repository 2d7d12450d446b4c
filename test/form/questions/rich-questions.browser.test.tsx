import { ThemePage } from "../../support/ThemePage.tsx";
import "../../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionForm, type QuestionItem, type Validated } from "../../../src/index.ts";
import { violations } from "../../support/axeViolations.ts";

// SPEC §8's questions in a real browser: number keys, Other's conditional reveal and focus,
// the preview on focus, and axe in every new state, light and dark (SPEC §8).

const QUESTIONS: QuestionItem[] = [
  {
    id: "auth",
    header: "Auth method",
    question: "How should we authenticate users?",
    type: "SingleChoice",
    options: [
      { label: "Passkeys", description: "Phishing-resistant" },
      {
        label: "OAuth with GitHub",
        description: "Needs an app",
        preview: "GITHUB_CLIENT_ID=...\nGITHUB_CLIENT_SECRET=...",
      },
    ],
    allowOther: true,
  },
  {
    id: "envs",
    header: "Deploy",
    question: "Which environments?",
    type: "MultiChoice",
    options: ["Staging", "Production", { label: "Preview", preview: "https://pr-42.preview.example.dev" }],
    allowOther: true,
    maxSelected: 2,
  },
  { id: "email", question: "Contact email", type: "Text", input: { kind: "email" }, placeholder: "name@example.com" },
  { id: "token", question: "npm token", type: "Text", input: { kind: "secret" } },
];
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

describe("number keys and Other, with the keyboard", () => {
  it("1–9 pick in a focused group, the Other key moves into its revealed box, and digits there are text", async () => {
    const onSubmit = vi.fn();
    const screen = await render(<QuestionForm questions={QUESTIONS} reader={asRead} onSubmit={onSubmit} />);
    await userEvent.tab();
    await expect.element(screen.getByRole("radio", { name: "Passkeys" })).toHaveFocus();
    await userEvent.keyboard("2");
    await expect.element(screen.getByRole("radio", { name: "OAuth with GitHub" })).toBeChecked();
    await expect.element(screen.getByRole("radio", { name: "OAuth with GitHub" })).toHaveFocus();
    await userEvent.keyboard("3");
    const other = screen.getByRole("textbox", { name: /^Other — / });
    await expect.element(other).toHaveFocus();
    await userEvent.keyboard("SAML 2");
    await expect.element(other).toHaveValue("SAML 2");
    await expect.element(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    // From the box, Tab goes on to the next group.
    await userEvent.tab();
    await expect.element(screen.getByRole("checkbox", { name: "Staging" })).toHaveFocus();
    await userEvent.keyboard("13");
    await expect.element(screen.getByRole("checkbox", { name: "Staging" })).toBeChecked();
    await expect.element(screen.getByRole("checkbox", { name: "Preview" })).toBeChecked();
    await expect.element(screen.getByRole("checkbox", { name: "Preview" })).toHaveFocus();
    await userEvent.keyboard("3");
    await expect.element(screen.getByRole("checkbox", { name: "Preview" })).not.toBeChecked();
    // Each checkbox is a tab stop: past Other's, into the email box.
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole("textbox", { name: "Contact email" })).toHaveFocus();
    await userEvent.keyboard("ada@example.com");
    await userEvent.tab();
    await userEvent.keyboard("npm_1");
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "auth", selected: ["SAML 2"] },
      { id: "envs", selected: ["Staging"] },
      { id: "email", answer: "ada@example.com" },
      { id: "token", answer: "npm_1" },
    ]);
  });

  it("clicking Other reveals its box right after it in the tab order", async () => {
    const screen = await render(<QuestionForm questions={QUESTIONS} reader={asRead} />);
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    const box = screen.getByRole("textbox", { name: /^Other — / });
    await expect.element(box).toBeVisible();
    await userEvent.tab();
    await expect.element(box).toHaveFocus();
  });

  it("shows an option's preview while it is focused, in monospace, and describes the radio by it", async () => {
    const screen = await render(<QuestionForm questions={QUESTIONS} reader={asRead} />);
    await userEvent.tab();
    expect(screen.container.querySelector("[data-slot=preview]")).toBeNull();
    await userEvent.keyboard("{ArrowDown>}");
    try {
      await expect.element(screen.getByRole("radio", { name: "OAuth with GitHub" })).toHaveFocus();
      await expect.element(screen.getByText(/GITHUB_CLIENT_ID/)).toBeVisible();
    } finally {
      await userEvent.keyboard("{/ArrowDown}");
    }
    const panel = screen.container.querySelector("[data-slot=preview]") as HTMLElement;
    expect(getComputedStyle(panel).fontFamily).toMatch(/mono/i);
    await expect
      .element(screen.getByRole("radio", { name: "OAuth with GitHub" }))
      .toHaveAccessibleDescription(/Needs an app GITHUB_CLIENT_ID/);
    // Focus alone shows it: Tab onto a checkbox without ticking it, then away.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole("checkbox", { name: "Preview" })).toHaveFocus();
    await expect.element(screen.getByText("https://pr-42.preview.example.dev")).toBeVisible();
    await userEvent.tab();
    expect(screen.container.textContent).not.toContain("https://pr-42.preview.example.dev");
  });
});

describe.each(["light", "dark"] as const)(
  "axe-core with headers, previews, Other and their errors, %s theme",
  (theme) => {
    it("finds nothing with headers, descriptions, Other revealed and a preview shown", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <QuestionForm questions={QUESTIONS} reader={asRead} />
        </ThemePage>,
      );
      await userEvent.click(screen.getByRole("radio", { name: "OAuth with GitHub" }));
      await userEvent.click(screen.getByRole("checkbox", { name: "Other" }));
      await expect.element(screen.getByText(/GITHUB_CLIENT_ID/)).toBeVisible();
      await expect.element(screen.getByRole("textbox", { name: /^Other — / })).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "Show" }));
      expect(await violations(screen.container)).toEqual([]);
    });

    it("finds nothing with the typed, Other and pick-limit errors shown", async () => {
      const screen = await render(
        <ThemePage theme={theme}>
          <QuestionForm questions={QUESTIONS} reader={asRead} />
        </ThemePage>,
      );
      await userEvent.click(screen.getByRole("radio", { name: "Other" }));
      for (const name of ["Staging", "Production", "Preview"])
        await userEvent.click(screen.getByRole("checkbox", { name }));
      await userEvent.type(screen.getByRole("textbox", { name: "Contact email" }), "ada@");
      await userEvent.click(screen.getByRole("button", { name: "Submit" }));
      await expect.element(screen.getByRole("alert")).toHaveFocus();
      await expect.element(screen.getByText("Select up to 2 options", { exact: false }).first()).toBeVisible();
      expect(await violations(screen.container)).toEqual([]);
    });
  },
);
