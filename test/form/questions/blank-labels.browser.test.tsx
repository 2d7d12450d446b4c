import "../../../src/styles.css";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { QuestionCall } from "../../../src/index.ts";
import { BATCH } from "../../support/batch.ts";

// Issue 11, defect 8: an empty label taken as an override left buttons and choices without a name.
describe("blank labels", () => {
  it("fall back to the defaults, so axe-core finds every button and choice named", async () => {
    const screen = await render(
      <QuestionCall input={BATCH} labels={{ submit: "", yes: "", no: " ", decline: "\u200b" }} onDecline={() => {}} />,
    );
    await expect.element(screen.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Skip these questions" })).toBeVisible();
    await expect.element(screen.getByRole("radio", { name: "Yes" })).toBeVisible();
    const results = await axe.run(screen.container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
