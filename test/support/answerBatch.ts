import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";

// BATCH (test/support/batch.ts) answered as BATCH_ANSWERS records it, by role and label as a person would.

/** Types and picks every answer of BATCH_ANSWERS into a rendered BATCH. */
export async function answerBatch(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "What should the project be called?" }), "billing");
  await user.click(screen.getByRole("radio", { name: "Go" }));
  await user.click(screen.getByRole("checkbox", { name: "Dockerfile" }));
  await user.click(screen.getByRole("radio", { name: "No" }));
}

/** The form shows exactly BATCH_ANSWERS: each answer, and nothing more picked. */
export function expectBatchAnswered() {
  expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("billing");
  expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Dockerfile" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "CI workflow" })).not.toBeChecked();
  expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
}
