import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm, type QuestionItem, type QuestionPreviewProps } from "../../../src/index.ts";
import { asRead, single } from "../../support/richQuestions.ts";

const questions = [
  {
    id: "layout",
    type: "SingleChoice",
    question: "Which layout?",
    recommended: "Grid",
    options: [
      { label: "Grid", description: "Cards in rows", preview: "**grid** <b>x</b>" },
      { label: "List", preview: "- one\n- two" },
    ],
  },
];

// A host renderer: shows what it was given, so the test can read both props.
function HostPreview({ preview, option }: QuestionPreviewProps) {
  return (
    <section aria-label={`Preview of ${option.label}`}>
      <p>{preview}</p>
      <p>{option.description ?? "no description"}</p>
    </section>
  );
}

describe("components.Preview", () => {
  it("renders the chosen option's preview with the host's Preview, inside the panel the radio points at", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={questions} components={{ Preview: HostPreview }} />);
    await user.click(screen.getByRole("radio", { name: /Grid/ }));
    const region = screen.getByRole("region", { name: "Preview of Grid" });
    expect(region).toHaveTextContent("**grid** <b>x</b>");
    expect(region).toHaveTextContent("Cards in rows");
    // Model text stays text: no <b> element from the preview.
    expect(region.querySelector("b")).toBeNull();
    const panel = container.querySelector('[data-slot="preview"]');
    expect(panel).toContainElement(region);
    expect(screen.getByRole("radio", { name: /Grid/ })).toHaveAttribute(
      "aria-describedby",
      expect.stringContaining(panel?.id as string),
    );
    expect(container.querySelector("pre")).toBeNull();
  });

  it("shows the preview as monospace text without a host Preview", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={questions} />);
    await user.click(screen.getByRole("radio", { name: /List/ }));
    const pre = container.querySelector('pre[data-slot="preview"]');
    expect(pre?.textContent).toBe("- one\n- two");
  });
});

describe("header, descriptions and previews", () => {
  it("shows the header as a chip in the legend and each description as its radio's description", () => {
    render(<QuestionForm questions={[single]} reader={asRead} />);
    const group = screen.getByRole("radiogroup", { name: "Storage Which database?" });
    expect(within(group).getByText("Storage")).toHaveAttribute("data-slot", "header");
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAccessibleDescription("A server");
    expect(screen.getByRole("radio", { name: "SQLite" })).toHaveAccessibleDescription("One file");
    expect(screen.getByText("One file")).toHaveAttribute("data-slot", "option-description");
  });
  it("shows an option's preview as text while it is focused or chosen, never as HTML", async () => {
    const user = userEvent.setup();
    const { container } = render(<QuestionForm questions={[single]} reader={asRead} />);
    expect(container.querySelector("[data-slot=preview]")).toBeNull();
    act(() => screen.getByRole("radio", { name: "Postgres" }).focus());
    const panel = container.querySelector("[data-slot=preview]");
    expect(panel?.textContent).toBe("<b>DATABASE_URL</b>=postgres://");
    expect(panel?.querySelector("b")).toBeNull();
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAccessibleDescription(
      "A server <b>DATABASE_URL</b>=postgres://",
    );
    await user.click(screen.getByRole("radio", { name: "SQLite" }));
    expect(container.querySelector("[data-slot=preview]")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Postgres" }));
    await user.tab();
    // Focus has left; the chosen option's preview stays.
    expect(container.querySelector("[data-slot=preview]")?.textContent).toContain("DATABASE_URL");
  });
  it("shows a checkbox's preview while it is focused, then the first ticked one's", async () => {
    const user = userEvent.setup();
    const previews: QuestionItem = {
      id: "envs",
      question: "Which environments?",
      type: "MultiChoice",
      options: [
        "Staging",
        { label: "Preview", preview: "pr-42.example.dev" },
        { label: "Live", preview: "example.dev" },
      ],
    };
    const { container } = render(<QuestionForm questions={[previews]} reader={asRead} />);
    const shown = () => container.querySelector("[data-slot=preview]")?.textContent;
    act(() => screen.getByRole("checkbox", { name: "Live" }).focus());
    expect(shown()).toBe("example.dev");
    expect(screen.getByRole("checkbox", { name: "Live" })).toHaveAccessibleDescription("example.dev");
    await user.click(screen.getByRole("checkbox", { name: "Staging" }));
    // Staging has none to show, and is focused now.
    expect(shown()).toBeUndefined();
    await user.click(screen.getByRole("checkbox", { name: "Preview" }));
    await user.click(screen.getByRole("checkbox", { name: "Live" }));
    await user.tab();
    // Focus has left: of the ticked options with a preview, the first one's shows.
    expect(shown()).toBe("pr-42.example.dev");
    expect(screen.getByRole("checkbox", { name: "Preview" })).toHaveAccessibleDescription("pr-42.example.dev");
    expect(screen.getByRole("checkbox", { name: "Live" })).not.toHaveAccessibleDescription();
  });
});
