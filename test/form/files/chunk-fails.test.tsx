import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { QuestionForm } from "../../../src/index.ts";
import { clipboardOf, png, SHOT } from "../../support/shotQuestion.ts";

// The files chunk can fail to load (a deploy replaced it, the network dropped). A file pasted before
// it was in is then never added: the person must be told which one, to attach it again, and the
// send goes without it. A file of its own, like first-paste.test.tsx: the chunk here never loads.

// Every `import()` of the chunk fails, as a browser's does when the file is gone. (Two imports at once
// would not both fail under vitest, whose second takes the real module: the test pastes once the
// first, the question's own as it shows, has failed.)
const tries = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/form/questions/QuestionFiles.tsx", () => {
  tries.count += 1;
  throw new Error("Failed to fetch dynamically imported module");
});

it("a paste whose files chunk fails to load names the file in the question's error slot; the text stays and Submit sends without it", async () => {
  const onSubmit = vi.fn();
  render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} />);
  fireEvent.change(screen.getByRole("textbox", { name: /Which screen/ }), { target: { value: "The login page" } });
  await waitFor(() => expect(tries.count).toBe(1));
  // The files part is gone, not the question: its text box and what was typed stay.
  const box = screen.getByRole("textbox", { name: /Which screen/ });
  expect(box).toHaveValue("The login page");
  fireEvent.paste(box, { clipboardData: clipboardOf(png("early.png")) });
  expect(
    await screen.findByText("early.png was not attached: attach it again", { selector: "p[data-slot=error-message]" }),
  ).toBeInTheDocument();
  expect(box).toHaveValue("The login page");
  expect(tries.count).toBe(2);
  fireEvent.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "shot", answer: "The login page" }]);
});
