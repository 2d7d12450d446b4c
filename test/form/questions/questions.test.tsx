import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { MultiChoice, type QuestionItem, SingleChoice, TextQuestion, YesNo } from "../../../src/index.ts";

const text: QuestionItem = { id: "t", question: "Anything else?", type: "Text", purpose: "Notes", required: false };
const single: QuestionItem = {
  id: "s",
  question: "Which database?",
  type: "SingleChoice",
  options: ["SQLite", "Postgres"],
  recommended: "SQLite",
  required: true,
};
const multi: QuestionItem = { id: "m", question: "Which extras?", type: "MultiChoice", options: ["A", "B", "C"] };
const yesNo: QuestionItem = { id: "y", question: "Proceed?", type: "YesNo" };

function ControlledText() {
  const [value, setValue] = useState<string | undefined>();
  return <TextQuestion question={text} value={value} onChange={setValue} />;
}

describe("TextQuestion on its own", () => {
  it("is a labelled, controlled text box with its purpose as description", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<TextQuestion question={text} value="hi" onChange={onChange} />);
    const box = screen.getByRole("textbox", { name: "Anything else? (optional)" });
    expect(box).toHaveAccessibleDescription("Notes");
    expect(box).toHaveValue("hi");
    await user.type(box, "!");
    expect(onChange).toHaveBeenLastCalledWith("hi!");
    // Controlled: the value shown is the prop's.
    expect(box).toHaveValue("hi");
    rerender(<TextQuestion question={text} value="changed" onChange={onChange} error="Enter an answer" />);
    expect(box).toHaveValue("changed");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Notes Enter an answer");
  });

  it("is a textarea, so Enter makes a new line", async () => {
    const user = userEvent.setup();
    render(<ControlledText />);
    await user.type(screen.getByRole("textbox"), "a{Enter}b");
    expect(screen.getByRole("textbox")).toHaveValue("a\nb");
    expect(screen.getByRole("textbox").tagName).toBe("TEXTAREA");
  });
});

describe("SingleChoice on its own", () => {
  it("shows radios in order, none selected, the recommended one badged and described", () => {
    const { container } = render(<SingleChoice question={single} value={undefined} onChange={() => {}} />);
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["SQLite", "Postgres"]);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "SQLite" })).toHaveAccessibleDescription("Recommended");
    expect(screen.getByRole("radio", { name: "Postgres" })).not.toHaveAccessibleDescription();
    expect(screen.getByText("Recommended")).toBeVisible();
    expect(container.querySelector("[data-recommended]")).toHaveTextContent("SQLite");
    expect(screen.getByRole("radiogroup", { name: "Which database?" }).tagName).toBe("FIELDSET");
  });

  it("is controlled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<SingleChoice question={single} value="SQLite" onChange={onChange} />);
    expect(screen.getByRole("radio", { name: "SQLite" })).toBeChecked();
    await user.click(screen.getByText("Postgres"));
    expect(onChange).toHaveBeenCalledWith("Postgres");
    expect(screen.getByRole("radio", { name: "SQLite" })).toBeChecked();
    rerender(<SingleChoice question={single} value="Postgres" onChange={onChange} />);
    expect(screen.getByRole("radio", { name: "Postgres" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Postgres" })).toHaveAttribute("data-state", "checked");
  });
});

describe("MultiChoice on its own", () => {
  it("is a fieldset of checkboxes, controlled, reporting picks in options order", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MultiChoice question={multi} value={["C"]} onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Which extras?" }).tagName).toBe("FIELDSET");
    expect(screen.getByRole("checkbox", { name: "C" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "A" }));
    expect(onChange).toHaveBeenLastCalledWith(["A", "C"]);
    await user.click(screen.getByText("C"));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe("YesNo on its own", () => {
  it("is a Yes / No radio pair whose values stay Yes / No whatever the labels", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<YesNo question={yesNo} value={undefined} onChange={onChange} labels={{ yes: "Ja", no: "Nein" }} />);
    expect(screen.getByRole("radiogroup", { name: "Proceed?" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["Yes", "No"]);
    await user.click(screen.getByRole("radio", { name: "Nein" }));
    expect(onChange).toHaveBeenCalledWith("No");
    await user.click(screen.getByRole("radio", { name: "Ja" }));
    expect(onChange).toHaveBeenLastCalledWith("Yes");
  });

  it("disabled takes no input", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<YesNo question={yesNo} value={undefined} onChange={onChange} disabled />);
    await user.click(screen.getByText("Yes"));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeDisabled();
  });
});
