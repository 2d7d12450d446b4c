import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionForm } from "../../../src/index.ts";
import { answered, asRead, multi, single } from "../../support/richQuestions.ts";

// Number keys choose in a focused choice group (SPEC §8).

describe("number keys", () => {
  it("choose the n-th choice in a focused group, Other included, and never type into a text box", async () => {
    const user = userEvent.setup();
    const { onSubmit, sent } = answered();
    render(<QuestionForm questions={[single, multi]} reader={asRead} onSubmit={onSubmit} />);
    screen.getByRole("radio", { name: "Postgres" }).focus();
    await user.keyboard("2");
    expect(screen.getByRole("radio", { name: "SQLite" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "SQLite" })).toHaveFocus();
    await user.keyboard("3");
    const box = screen.getByRole("textbox", { name: /^Other — / });
    expect(box).toHaveFocus();
    await user.keyboard("1");
    expect(box).toHaveValue("1");
    expect(screen.getByRole("radio", { name: "Other" })).toBeChecked();
    screen.getByRole("checkbox", { name: "Lint" }).focus();
    await user.keyboard("24");
    await user.keyboard("9");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent()).toEqual([
      { id: "db", selected: ["1"] },
      { id: "extras", selected: ["Tests", "CI"] },
    ]);
  });
});
