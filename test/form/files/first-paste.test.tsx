import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { QuestionForm } from "../../../src/index.ts";
import { clipboardOf, png, SHOT } from "../../support/shotQuestion.ts";

// What adding a file does is the files chunk's (issue 47: a form without files never loads it), in
// as a question that offers files shows. A file of its own: in files.test.tsx an earlier test has
// loaded the chunk, so this file's one test pastes before it is in.

it("a paste before the files chunk is in is attached once it is, and Submit waits for it", async () => {
  const onSubmit = vi.fn();
  render(<QuestionForm questions={[SHOT]} onSubmit={onSubmit} />);
  // Not in yet: the pick button is the chunk's.
  expect(screen.queryByRole("button", { name: "Attach files" })).toBeNull();
  fireEvent.paste(screen.getByRole("textbox", { name: /Which screen/ }), {
    clipboardData: clipboardOf(png("early.png")),
  });
  fireEvent.click(screen.getByRole("button", { name: "Submit" }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]?.[0]).toEqual([
    {
      id: "shot",
      attachments: [
        { name: "early.png", mediaType: "image/png", size: 8, url: expect.stringMatching(/^data:image\/png;base64,/) },
      ],
    },
  ]);
  const chips = within(screen.getByRole("list", { name: "Attached files" })).getAllByRole("listitem");
  expect(chips[0]).toHaveTextContent("early.png");
  expect(screen.getByText("early.png attached")).toHaveAttribute("role", "status");
});
