// The person's side of the fixture calls (fixtures.ts's modelCall, claudeCall.ts's
// claudeCall) and what they must see, the same whichever chat kit streams them.
import { screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { declineText } from "../../src/protocol/index.ts";
import { claudeCallText } from "./claudeCall.ts";
import { modelCallText } from "./modelCall.ts";

type User = ReturnType<typeof userEvent.setup>;

/** Where the person's draft of a call is kept. */
export const draftKey = (toolCallId: string) => `agent-question-form:draft:${toolCallId}`;

/** How many tokens of `size` characters reach the middle of modelCall's second question: the first is complete. */
export const modelCallHalfway = (size: number) => Math.ceil((modelCallText.indexOf('{"id":"language"') + 40) / size);

/** How many tokens of `size` characters reach the middle of claudeCall's second question: the first is complete. */
export const claudeCallHalfway = (size: number) =>
  Math.ceil((claudeCallText.indexOf('{"question":"Which telemetry') + 30) / size);

/**
 * Mid-stream, modelCall's first question complete: its text box takes input at
 * once and keeps the draft, while the rest still loads. Returns the text box.
 */
export async function typeWhileStreaming(user: User, toolCallId: string) {
  const name = screen.getByRole("textbox", { name: /What should the project be called/ });
  expect(name).toBeEnabled();
  expect(screen.getByRole("status")).toHaveTextContent("Loading questions…");
  expect(screen.queryByRole("radio")).toBeNull();
  expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  await user.type(name, "acme-billing");
  expect(sessionStorage.getItem(draftKey(toolCallId))).toContain("acme-billing");
  return name;
}

/** Once modelCall is complete: the same text box, never remounted, with the draft still in it. */
export function expectDraftKept(name: HTMLElement) {
  expect(screen.getByRole("textbox", { name: /What should the project be called/ })).toBe(name);
  expect(name).toHaveValue("acme-billing");
}

/** Answers the rest of modelCall (TypeScript, No) and submits. */
export async function answerTheRest(user: User) {
  await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("button", { name: "Submit" }));
}

/** After the model's reply "Thanks, setting it up.": the reply shows, and the answers stay as the receipt. */
export function expectReplyAndReceipt() {
  expect(screen.getByText("Thanks, setting it up.")).toBeInTheDocument();
  const receipt = screen.getByRole("region", { name: "Your answers" });
  expect(within(receipt).getByText("acme-billing")).toBeInTheDocument();
  expect(within(receipt).getByText("TypeScript")).toBeInTheDocument();
}

/** Types a little into modelCall's first answer, then skips the questions. */
export async function typeThenSkip(user: User) {
  await user.type(screen.getByRole("textbox", { name: /project be called/ }), "half typed");
  await user.click(screen.getByRole("button", { name: "Skip these questions" }));
}

/** What the host's onDecline gets after typeThenSkip: the draft so far, and the text the model gets. */
export const skippedDraft = {
  draft: [{ id: "name", answer: "half typed" }, { id: "language" }, { id: "ci" }],
  toolResult: declineText(),
};

/** The two ways to send modelCall's answers that must both move focus to the answered status. */
export const sendWays = [
  ["the Submit button", ""],
  ["Ctrl+Enter in a text answer", "{Control>}{Enter}{/Control}"],
] as const;

/** Answers all of modelCall and sends it one of the sendWays (`keys` empty: the Submit button). */
export async function answerAndSend(user: User, keys: string) {
  await user.click(screen.getByRole("radio", { name: /TypeScript/ }));
  await user.click(screen.getByRole("radio", { name: "No" }));
  const name = screen.getByRole("textbox", { name: /project be called/ });
  if (keys) await user.type(name, `acme-billing${keys}`);
  else {
    await user.type(name, "acme-billing");
    await user.click(screen.getByRole("button", { name: "Submit" }));
  }
}

/** After a send: the receipt shows, and focus is on its status, not lost to the page. */
export function expectFocusOnAnswered() {
  expect(screen.getByRole("region", { name: "Your answers" })).toBeInTheDocument();
  expect(document.activeElement).not.toBe(document.body);
  expect(screen.getByText("Answers sent")).toHaveFocus();
}
