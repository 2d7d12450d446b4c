import "../../src/styles.css";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import * as AdkOnRadix from "../../registry/question-form/question-form-adk.tsx";
// @ts-expect-error TypeScript reads no query: Vite resolves it (vite.config.ts, `shadcnOnBaseUi`).
import * as adkOnBaseUi from "../../registry/question-form/question-form-adk.tsx?style=base-nova";
import * as AgUiOnRadix from "../../registry/question-form/question-form-ag-ui.tsx";
// @ts-expect-error The same.
import * as agUiOnBaseUi from "../../registry/question-form/question-form-ag-ui.tsx?style=base-nova";
import * as LangGraphOnRadix from "../../registry/question-form/question-form-langgraph.tsx";
// @ts-expect-error The same.
import * as langGraphOnBaseUi from "../../registry/question-form/question-form-langgraph.tsx?style=base-nova";
import * as OpenAiOnRadix from "../../registry/question-form/question-form-openai-agents.tsx";
// @ts-expect-error The same.
import * as openAiOnBaseUi from "../../registry/question-form/question-form-openai-agents.tsx?style=base-nova";
import { ShadcnLook } from "../../stories/shadcn/ShadcnLook.tsx";
import { type ShadcnBase, StockParts } from "../../stories/shadcn/StockParts.tsx";

// The registry's chat items for LangGraph, AG-UI, the OpenAI Agents SDK and Google ADK (registry/
// question-form/question-form-*.tsx), as `npx shadcn add` writes them into a shadcn app on each base,
// beside the app's own parts (StockParts): every button the app's Button, every radio its
// RadioGroupItem, no box or bar of ours where shadcn draws none. Each check failed before the items
// existed (no file) and the review's Send was outlined until question-form.tsx filled it.

const ITEMS = {
  radix: { ...LangGraphOnRadix, ...AgUiOnRadix, ...OpenAiOnRadix, ...AdkOnRadix },
  "base-nova": {
    ...(langGraphOnBaseUi as typeof LangGraphOnRadix),
    ...(agUiOnBaseUi as typeof AgUiOnRadix),
    ...(openAiOnBaseUi as typeof OpenAiOnRadix),
    ...(adkOnBaseUi as typeof AdkOnRadix),
  },
};

/** LangChain's JS middleware's review: a description of two lines, and its default one (prefix, tool, arguments). */
const REVIEW = {
  actionRequests: [
    { name: "send_email", args: { to: "team@example.com" }, description: "Mail goes out\nto everyone on the list" },
    {
      name: "delete_file",
      args: { path: "old.txt" },
      description: `Tool execution requires approval\n\nTool: delete_file\nArgs: ${JSON.stringify({ path: "old.txt" }, null, 2)}`,
    },
  ],
  reviewConfigs: [
    { actionName: "send_email", allowedDecisions: ["approve", "edit", "reject"] },
    { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
  ],
};

/** A graph's `interrupt({ questions })` beside the review: the thread waits on both. */
const STREAM = {
  interrupts: [
    {
      id: "q",
      value: {
        questions: [
          {
            id: "city",
            question: "Which city?",
            type: "SingleChoice",
            options: ["Paris", "Rome"],
            recommended: "Paris",
          },
        ],
      },
    },
    { id: "r", value: REVIEW },
  ],
  submit: () => undefined,
};

/** An AG-UI run paused on a confirmation and a tool call, and the agent's message that made the call. */
const AG_UI_INTERRUPTS = [
  { id: "int-confirm", reason: "confirmation", message: "Restart the service afterwards?" },
  { id: "int-tool", reason: "tool_call", toolCallId: "tc-1", message: "Send the release email?" },
];
const AG_UI_MESSAGES = [
  {
    id: "a-1",
    role: "assistant",
    toolCalls: [
      { id: "tc-1", type: "function", function: { name: "send_email", arguments: '{"to":"team@example.com"}' } },
    ],
  },
];

/** An OpenAI Agents SDK run's `interruptions`, as a server sends them (`RunToolApprovalItem.toJSON()`). */
const approvalItem = (callId: string, name: string, args: object) => ({
  type: "tool_approval_item",
  agent: { name: "Mailer" },
  toolName: name,
  rawItem: { type: "function_call", callId, name, arguments: JSON.stringify(args), status: "completed" },
});

/** A Google ADK turn's event asking to confirm one tool call. */
const ADK_EVENTS = [
  {
    author: "assistant",
    content: {
      role: "user",
      parts: [
        {
          functionCall: {
            id: "adk-1",
            name: "adk_request_confirmation",
            args: {
              originalFunctionCall: { id: "1", name: "transfer", args: { amount: 50 } },
              toolConfirmation: { hint: "Move 50 EUR to savings?", confirmed: false },
            },
          },
        },
      ],
    },
  },
];

/** A 400 px chat column of a shadcn app on `base`: its own parts on top, then `children`. */
async function show(base: ShadcnBase, children: ReactNode) {
  await render(
    <div style={{ inlineSize: 400, fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif' }}>
      <ShadcnLook>
        <StockParts base={base} />
        <div data-testid="item">{children}</div>
      </ShadcnLook>
    </div>,
  );
  const stock = page.getByTestId("stock-parts");
  // The pointer off the item: where an earlier test clicked, it would hover a button of this one.
  await userEvent.hover(stock.getByText(/shadcn's own parts/));
  return {
    item: page.getByTestId("item"),
    filled: stock.getByRole("button", { name: "Button", exact: true }).element(),
    outlined: stock.getByRole("button", { name: "Outline" }).element(),
    radio: stock.getByRole("radio", { name: "Picked", exact: true }).element(),
  };
}

const box = (element: Element) => element.getBoundingClientRect();
const style = (element: Element) => getComputedStyle(element);

/** Every button of the item as tall as the app's Button; `filled` ones with its fill, the others with the outline's. */
async function expectAppButtons(
  item: ReturnType<typeof page.getByTestId>,
  stock: { filled: Element; outlined: Element },
  filled: string[],
) {
  // A Button's colour transition (a state that changed as the form settled) reads as a colour in between.
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  const buttons = item.getByRole("button").elements();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const name = button.textContent ?? "";
    expect(box(button).height, name).toBe(box(stock.filled).height);
    const like = filled.includes(name) ? stock.filled : stock.outlined;
    expect(style(button).backgroundColor, name).toBe(style(like).backgroundColor);
    expect(style(button).fontWeight, name).toBe(style(like).fontWeight);
  }
}

describe.each(["radix", "base-nova"] as const)("the chat items on a shadcn app on %s", (base) => {
  const { LangGraphInterrupts, InterruptForm, RunApprovals, ConfirmationForm } = ITEMS[base];

  it("draws a LangGraph thread's questions and review with the app's Button and RadioGroupItem, Send filled", async () => {
    const stock = await show(base, <LangGraphInterrupts stream={STREAM} />);
    const { item } = stock;
    // The question interrupt's form comes in a moment after the review (QuestionCall's parts load apart).
    await expect.element(item.getByRole("radio", { name: "Rome" })).toBeVisible();
    await expectAppButtons(item, stock, ["Submit", "Approve", "Send decisions"]);
    for (const radio of item.getByRole("radio").elements()) expect(box(radio).width).toBe(box(stock.radio).width);
    // An option is a plain row beside its control, as in the app's RadioGroup: no box of ours.
    const option = item.element().querySelector('[data-slot="option"]') as Element;
    expect(style(option).paddingTop).toBe("0px");
    expect(style(option).borderTopWidth).toBe("0px");
    // A review of two actions is sent at Send: the button that sends, filled as the app's primary one.
    for (const approve of item.getByRole("button", { name: "Approve" }).all()) await userEvent.click(approve);
    await expectAppButtons(item, stock, ["Submit", "Send decisions"]);
  });

  it("keeps a review's descriptions as written, at the app's text size, one action apart from the next", async () => {
    const { item } = await show(base, <LangGraphInterrupts stream={STREAM} />);
    await expect.element(item.getByRole("radio", { name: "Rome" })).toBeVisible();
    const twoLines = item.getByText(/^Mail goes out/).element();
    // LangChain's default description says its first part only: the tool and its arguments show under it, once.
    const defaultDescription = item.getByText("Tool execution requires approval").element();
    expect(item.element().textContent).not.toContain("Args:");
    expect(box(twoLines).height).toBeGreaterThan(1.5 * box(defaultDescription).height);
    const question = item.getByText(/^Which city\?/).element();
    expect(style(twoLines).fontSize).toBe(style(question).fontSize);
    // The first action's buttons stay clear of the second action's description.
    const [firstDeny] = item.getByRole("button", { name: "Deny" }).elements();
    expect(box(defaultDescription).top - box(firstDeny as Element).bottom).toBeGreaterThanOrEqual(16);
    // And one interrupt from the next, as the form's questions are spaced.
    const [questions, review] = item.element().querySelectorAll('[data-slot="interrupt"]');
    expect(box(review as Element).top - box(questions as Element).bottom).toBeGreaterThanOrEqual(16);
  });

  it("draws an AG-UI run with the app's parts, and says an undecided call with no bar of ours", async () => {
    const stock = await show(
      base,
      <InterruptForm interrupts={AG_UI_INTERRUPTS} messages={AG_UI_MESSAGES} onSubmit={() => undefined} />,
    );
    const { item } = stock;
    await expectAppButtons(item, stock, ["Approve", "Submit"]);
    for (const radio of item.getByRole("radio").elements()) expect(box(radio).width).toBe(box(stock.radio).width);
    await userEvent.click(item.getByRole("radio", { name: "Yes" }));
    await userEvent.click(item.getByRole("button", { name: "Submit" }));
    const alert = item.getByText("Approve or deny this tool call to continue, or cancel").element();
    // The form's own error line (text in the destructive colour, nothing else), not styles.css's barred one.
    const formError = style(alert);
    expect(formError.borderInlineStartWidth).toBe("0px");
    expect(formError.paddingInlineStart).toBe("0px");
    expect(formError.fontSize).toBe(style(item.getByText("Restart the service afterwards?").element()).fontSize);
  });

  it("draws an OpenAI Agents run's approvals with the app's Button, Send filled", async () => {
    const stock = await show(
      base,
      <RunApprovals
        interruptions={[
          approvalItem("c1", "send_email", { to: "ana" }),
          approvalItem("c2", "delete_file", { path: "x" }),
        ]}
        onSubmit={() => undefined}
      />,
    );
    await expectAppButtons(stock.item, stock, ["Approve", "Send decisions"]);
    for (const approve of stock.item.getByRole("button", { name: "Approve" }).all()) await userEvent.click(approve);
    await expectAppButtons(stock.item, stock, ["Send decisions"]);
  });

  it("draws a Google ADK confirmation with the app's Button", async () => {
    const stock = await show(base, <ConfirmationForm events={ADK_EVENTS} onSubmit={() => undefined} />);
    await expectAppButtons(stock.item, stock, ["Approve", "Submit"]);
    expect(style(stock.item.getByText("Move 50 EUR to savings?").element()).fontSize).toBe("14px");
  });
});
