import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { QuestionCall, type QuestionCallProps } from "../../../src/index.ts";
import { answerBatch, expectBatchAnswered } from "../../support/answerBatch.ts";
import { BATCH } from "../../support/batch.ts";
import { hostileIds } from "../../support/hostile.ts";

// A chat page unmounts the form on a reload, a thread switch or a virtualized scroll.
// With `draftKey` the unsent answers come back when it mounts again.

type OnSubmit = NonNullable<QuestionCallProps["onSubmit"]>;

let consoleError: MockInstance;
beforeEach(() => {
  sessionStorage.clear();
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function expectNothingRestored() {
  expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("");
  expect(screen.getByRole("radio", { name: "Go" })).not.toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Dockerfile" })).not.toBeChecked();
}

describe("unmount and mount again with draftKey", () => {
  it("brings back every answer", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={BATCH} draftKey="call-1" />);
    await answerBatch(user);
    first.unmount();
    render(<QuestionCall input={structuredClone(BATCH)} draftKey="call-1" />);
    expectBatchAnswered();
  });

  it("keeps each tool call's draft to itself", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={BATCH} draftKey="call-1" />);
    await answerBatch(user);
    first.unmount();
    render(<QuestionCall input={BATCH} draftKey="call-2" />);
    expectNothingRestored();
  });

  it("forgets the draft once the answers are sent", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={BATCH} draftKey="call-1" onSubmit={() => {}} />);
    await answerBatch(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    first.unmount();
    render(<QuestionCall input={BATCH} draftKey="call-1" />);
    expectNothingRestored();
  });

  it("keeps the draft when sending fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>(() => Promise.reject(new Error("offline")));
    const first = render(<QuestionCall input={BATCH} draftKey="call-1" onSubmit={onSubmit} />);
    await answerBatch(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Your answers could not be sent. Try again.");
    first.unmount();
    render(<QuestionCall input={BATCH} draftKey="call-1" />);
    expectBatchAnswered();
  });

  it("brings back answers to questions with prototype-key and markup ids", async () => {
    const user = userEvent.setup();
    const questions = hostileIds.slice(0, 6).map((id, index) => ({ id, question: `Question ${index}?`, type: "Text" }));
    const first = render(<QuestionCall input={questions} draftKey="call-1" />);
    for (const [index] of questions.entries()) {
      await user.type(screen.getByRole("textbox", { name: `Question ${index}?` }), `answer ${index}`);
    }
    first.unmount();
    render(<QuestionCall input={questions} draftKey="call-1" />);
    for (const [index] of questions.entries()) {
      expect(screen.getByRole("textbox", { name: `Question ${index}?` })).toHaveValue(`answer ${index}`);
    }
  });

  it("restores the questions still asked when the batch changed in between", async () => {
    const user = userEvent.setup();
    const first = render(<QuestionCall input={BATCH} draftKey="call-1" />);
    await answerBatch(user);
    first.unmount();
    const [name, lang, , git] = BATCH as Record<string, unknown>[];
    // `lang` now has other options and `git` became a Text question: their old answers do not fit.
    const changed = [name, { ...lang, options: ["C", "Zig"], recommended: "Zig" }, { ...git, type: "Text" }];
    render(<QuestionCall input={changed} draftKey="call-1" />);
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("billing");
    expect(screen.getByRole("radio", { name: "C" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Zig" })).not.toBeChecked();
  });
});

describe("storage that misbehaves never breaks the form", () => {
  it.each([
    ["storage is full", () => vi.spyOn(Storage.prototype, "setItem").mockImplementation(quotaExceeded)],
    ["storage is blocked", () => vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked)],
  ] as const)("%s: the form still takes and sends every answer", async (_how, breakStorage) => {
    breakStorage();
    const user = userEvent.setup();
    const onSubmit = vi.fn<OnSubmit>();
    render(<QuestionCall input={BATCH} draftKey="call-1" onSubmit={onSubmit} />);
    await answerBatch(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON of the wrong shape", JSON.stringify({ name: "billing" })],
    [
      "answers of the wrong types",
      JSON.stringify([
        { id: "name", answer: 42 },
        { id: "lang", selected: "Go" },
      ]),
    ],
    ["a prototype-polluting object", '[{"id":"name","answer":"x","__proto__":{"polluted":true}}]'],
  ])("a stored draft that is %s is ignored", (_what, stored) => {
    sessionStorage.setItem("agent-question-form:draft:call-1", stored);
    render(<QuestionCall input={BATCH} draftKey="call-1" />);
    expect(screen.getByRole("radio", { name: "Go" })).not.toBeChecked();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

function quotaExceeded(): never {
  throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
}

function blocked(): never {
  throw new DOMException("Access is denied for this document.", "SecurityError");
}
