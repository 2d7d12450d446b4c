import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { QuestionForm } from "../../src/index.ts";
import { BATCH, BATCH_ANSWERS } from "../support/batch.ts";
import { hostileBatch, hostileTexts } from "../support/hostile.ts";

// The server's HTML must hydrate as is: a mismatch makes React throw the markup away (and warn),
// and ids that differ between server and client would break every label and aria-describedby.

// The server's copy of the form: our modules (and Radix's, where the runner bundles them) loaded afresh with no
// `document`, as in Node, so each picks its server path (no layout effects). Rendering the client's copy to a
// string inside jsdom would not be a real server: React 18 warns about every layout effect it meets.
// server-render.test.tsx checks the server render itself, in a node environment.
let ServerQuestionForm: typeof QuestionForm;
beforeAll(async () => {
  vi.resetModules();
  vi.stubGlobal("document", undefined);
  vi.stubGlobal("window", undefined);
  try {
    ({ QuestionForm: ServerQuestionForm } = await import("../../src/index.ts"));
  } finally {
    vi.unstubAllGlobals();
  }
});

let consoleError: MockInstance;
let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
  container = document.body.appendChild(document.createElement("div"));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  consoleError.mockRestore();
});

/**
 * Renders `page` to HTML with the server's copy of the form, hydrates that HTML with the client's copy, and
 * returns the server's elements and the recoverable errors React reported.
 */
function serverThenHydrate(page: (Form: typeof QuestionForm) => ReactElement) {
  container.innerHTML = renderToString(page(ServerQuestionForm));
  const serverNodes = Array.from(container.querySelectorAll("*"));
  const recoverable: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, page(QuestionForm), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { serverNodes, recoverable };
}

function expectCleanHydration({ serverNodes, recoverable }: ReturnType<typeof serverThenHydrate>) {
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  // Hydration adopted the server's elements instead of replacing them.
  expect(serverNodes.length).toBeGreaterThan(0);
  for (const node of serverNodes) expect(container.contains(node)).toBe(true);
}

/** Every id reference points at an element that exists (labels, descriptions). */
function expectIdsWired() {
  for (const label of container.querySelectorAll("label[for]")) {
    expect(document.getElementById(label.getAttribute("for") ?? "")).not.toBeNull();
  }
  for (const element of container.querySelectorAll("[aria-describedby], [aria-labelledby]")) {
    const ids = `${element.getAttribute("aria-describedby") ?? ""} ${element.getAttribute("aria-labelledby") ?? ""}`;
    for (const id of ids.split(/\s+/).filter(Boolean)) expect(document.getElementById(id)).not.toBeNull();
  }
}

describe("hydrating the server's HTML", () => {
  it("adopts a fresh form without a mismatch, and it then works", async () => {
    const onSubmit = vi.fn();
    const result = serverThenHydrate((Form) => <Form questions={BATCH} onSubmit={onSubmit} />);
    expectCleanHydration(result);
    expectIdsWired();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "What should the project be called?" }), "billing");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { id: "name", answer: "billing" },
        { id: "lang", selected: ["Go"] },
        { id: "extras", selected: [] },
        { id: "git", answer: "No" },
      ],
      expect.anything(),
    );
  });

  it("adopts restored answers without a mismatch", () => {
    expectCleanHydration(serverThenHydrate((Form) => <Form questions={BATCH} defaultAnswers={BATCH_ANSWERS} />));
    expect(screen.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue("billing");
    expect(screen.getByRole("radio", { name: "Go" })).toBeChecked();
  });

  it("adopts a read-only form (a stored result) without a mismatch", () => {
    expectCleanHydration(
      serverThenHydrate((Form) => <Form questions={BATCH} defaultAnswers={BATCH_ANSWERS} readOnly />),
    );
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });

  it("adopts the invalid-input panel without a mismatch", () => {
    expectCleanHydration(serverThenHydrate((Form) => <Form questions={[{ id: "x", type: "Poll" }]} />));
    expect(screen.getByRole("alert")).toHaveClass("qf-invalid");
  });

  it("adopts two forms on one page with distinct ids", () => {
    const result = serverThenHydrate((Form) => (
      <div>
        <Form questions={BATCH} />
        <Form questions={BATCH} />
      </div>
    ));
    expectCleanHydration(result);
    expectIdsWired();
    const ids = Array.from(container.querySelectorAll("[id]"), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(hostileTexts.map((payload, seed) => [payload.name, payload.text, seed] as const))(
    "adopts hostile text (%s) without a mismatch",
    (_name, text, seed) => {
      expectCleanHydration(serverThenHydrate((Form) => <Form questions={hostileBatch(text, seed)} />));
      expectIdsWired();
    },
  );
});
