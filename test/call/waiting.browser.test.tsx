import { ThemePage } from "../support/ThemePage.tsx";
import "../../src/styles.css";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { QuestionCall, type QuestionCallProps, type QuestionItem, WaitingQuestionsProvider } from "../../src/index.ts";
import { violations } from "../support/axeViolations.ts";
import { PendingChatInput } from "../support/PendingChatInput.tsx";

// A call that waits (SPEC §12), in a real browser: every new state passes axe in both themes, and
// each is reached and left with the keyboard alone.

const QUESTIONS: QuestionItem[] = [
  { id: "name", question: "What should the project be called?", type: "Text" },
  {
    id: "language",
    question: "Which language?",
    type: "SingleChoice",
    options: ["Go", "TypeScript"],
    recommended: "Go",
  },
];

function Chat(props: QuestionCallProps) {
  return (
    <WaitingQuestionsProvider>
      <QuestionCall callId="call_1" {...props} />
      <PendingChatInput onSend={() => undefined} />
    </WaitingQuestionsProvider>
  );
}

/** The countdown as shown (its first words are also said once, from a status region beside it). */
const countdown = (screen: Awaited<ReturnType<typeof render>>) =>
  screen.container.querySelector('[data-slot="expiry"]') as HTMLElement;

describe.each(["light", "dark"] as const)("a call that waits, %s theme", (theme) => {
  it("passes axe with its countdown running, and paused while the person types", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <Chat input={QUESTIONS} timeoutMs={120_000} onReply={() => undefined} onDecline={() => undefined} />
      </ThemePage>,
    );
    await expect.element(screen.getByText("Answer within 2 minutes", { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole("status").filter({ hasText: "1 question waiting" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
    await userEvent.click(screen.getByRole("textbox", { name: /project be called/ }));
    await userEvent.keyboard("acme");
    await expect.element(screen.getByText("Answer within 2 minutes (paused while you type)")).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });

  it("passes axe once replied in the chat, and once expired with the draft kept", async () => {
    const screen = await render(
      <ThemePage theme={theme}>
        <QuestionCall input={QUESTIONS} outcome={{ kind: "replied", text: "Use Go.\nAnd call it billing." }} />
        <QuestionCall
          input={QUESTIONS}
          timeoutMs={1_000}
          defaultAnswers={[{ id: "name", answer: "acme" }]}
          onExpire={() => undefined}
        />
      </ThemePage>,
    );
    await expect.element(screen.getByText("Use Go.")).toBeVisible();
    await expect.element(screen.getByText(/Time ran out/)).toBeVisible();
    await expect.element(screen.getByRole("region", { name: "What you had entered (not sent)" })).toBeVisible();
    expect(await violations(screen.container)).toEqual([]);
  });
});

describe("a call that waits, with the keyboard alone", () => {
  it("is answered from the chat input: type, Enter, and focus stays where the person writes", async () => {
    const onReply = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <Chat input={QUESTIONS} onReply={onReply} timeoutMs={120_000} />
      </ThemePage>,
    );
    await expect.element(screen.getByRole("status").filter({ hasText: "1 question waiting" })).toBeVisible();
    // Tab through the call: the text box, the radio group, Submit, then the chat input; the countdown is no stop.
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("textbox", { name: /project be called/ })).toHaveFocus();
    await userEvent.keyboard("{Tab}{Tab}");
    await expect.element(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    const input = screen.getByRole("textbox", { name: "Reply here instead of answering" });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard("Use Go{Enter}");
    await expect
      .element(screen.getByText(/You replied in the chat:/))
      .toHaveTextContent("You replied in the chat: Use Go");
    expect(onReply).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole("textbox", { name: "Message" })).toHaveFocus();
    expect(screen.container.querySelector('[data-slot="expiry"]')).toBeNull();
  });

  it("when time runs out with focus in the call, focus moves to what replaced it", async () => {
    const onExpire = vi.fn();
    const screen = await render(
      <ThemePage theme="light">
        <QuestionCall input={QUESTIONS} timeoutMs={1_000} onExpire={onExpire} />
      </ThemePage>,
    );
    await expect.element(screen.getByText("Answer within 5 seconds", { exact: true }).first()).toBeVisible();
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("textbox", { name: /project be called/ })).toHaveFocus();
    // The Tab was a key: the countdown stands still for 5 seconds after it, then runs its second out.
    await expect.element(countdown(screen)).toHaveAttribute("data-paused", "typing");
    await expect.element(screen.getByText(/Time ran out/), { timeout: 15_000 }).toHaveFocus();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
