// @vitest-environment node
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { QuestionForm } from "../../src/index.ts";
import { BATCH, BATCH_ANSWERS } from "../support/batch.ts";
import { hostileBatch, markupPayloads } from "../support/hostile.ts";

// A server (Next.js, Remix) renders the chat, and the form in it, to HTML with no DOM at all.

let consoleError: MockInstance;
beforeEach(() => {
  // React's server warnings (e.g. useLayoutEffect on the server in React 18) go to console.error.
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe("renderToString on the server", () => {
  it("runs with no DOM", () => {
    expect(typeof document).toBe("undefined");
    expect(typeof window).toBe("undefined");
  });

  it("renders every question, its purpose and the submit button", () => {
    const html = renderToString(<QuestionForm questions={BATCH} onSubmit={() => {}} />);
    expect(html).toMatch(/^<form[^>]*class="qf-form"/);
    for (const text of [
      "What should the project be called?",
      "Which language?",
      "Which extras do you want?",
      "Initialise a git repository?",
      "To scaffold the project",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("<textarea");
    expect(html).toContain('type="submit"');
  });

  it("renders restored answers as already entered", () => {
    const html = renderToString(<QuestionForm questions={BATCH} defaultAnswers={BATCH_ANSWERS} />);
    expect(html).toMatch(/<textarea[^>]*>billing<\/textarea>/);
    expect(html.match(/aria-checked="true"|data-state="checked"/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("renders the invalid-input panel for input it cannot use", () => {
    const html = renderToString(<QuestionForm questions={[{ id: "x", type: "Poll" }]} />);
    expect(html).toMatch(/class="qf-invalid"[^>]*role="alert"|role="alert"[^>]*class="qf-invalid"/);
    expect(html).not.toContain("<form");
  });

  it.each(markupPayloads.map((payload) => [payload.name, payload.text] as const))(
    "escapes %s in the HTML",
    (_name, text) => {
      const html = renderToString(<QuestionForm questions={hostileBatch(text)} />);
      expect(html).not.toMatch(/<(script|img|svg|iframe|style|details|a)[\s>]/i);
      expect(html).not.toContain("data-pwned>");
    },
  );
});
