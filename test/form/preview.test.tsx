import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm, type QuestionPreviewProps } from "../../src/index.ts";

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
