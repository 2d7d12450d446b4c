import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from "vitest";
import { DEFAULT_LABELS } from "../../src/form/labels.ts";
import { QuestionBoundary } from "../../src/form/QuestionBoundary.tsx";
import type { QuestionItem } from "../../src/protocol/index.ts";

const question: QuestionItem = { id: "city", question: "Which city?", type: "Text", required: true };

function Broken(): never {
  throw new Error("renderer bug");
}

let consoleError: MockInstance;
// jsdom prints every error React rethrows to the window; these are the ones the test provokes.
const quiet = (event: ErrorEvent) => event.preventDefault();
beforeEach(() => {
  window.addEventListener("error", quiet);
  // React reports every caught render error on the console; here that is expected.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  window.removeEventListener("error", quiet);
  consoleError.mockRestore();
});

it("shows a contained alert with the question text in place of a renderer that throws", () => {
  const onError = vi.fn();
  render(
    <>
      <QuestionBoundary question={question} controlId="city-control" onError={onError}>
        <Broken />
      </QuestionBoundary>
      <p>Still here</p>
    </>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent(DEFAULT_LABELS.questionFailed);
  expect(screen.getByText("Which city?")).toBeInTheDocument();
  expect(screen.getByText("Still here")).toBeInTheDocument();
  expect(document.getElementById("city-control")).toBe(screen.getByRole("alert"));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0]?.[1]).toBe(question);
});

it("uses the host's message when given one", () => {
  render(
    <QuestionBoundary question={question} message="Diese Frage kann nicht angezeigt werden.">
      <Broken />
    </QuestionBoundary>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("Diese Frage kann nicht angezeigt werden.");
});

it("renders the question untouched when nothing throws", () => {
  render(
    <QuestionBoundary question={question}>
      <label>
        Which city? <input />
      </label>
    </QuestionBoundary>,
  );
  expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

function Fixed() {
  return <input aria-label="Which city?" />;
}

it("tries again when the reset key changes (e.g. a fixed renderer)", () => {
  const { rerender } = render(
    <QuestionBoundary question={question} resetKey={Broken}>
      <Broken />
    </QuestionBoundary>,
  );
  expect(screen.getByRole("alert")).toBeInTheDocument();
  rerender(
    <QuestionBoundary question={question} resetKey={Broken}>
      <Fixed />
    </QuestionBoundary>,
  );
  // Same key: still showing the error, not re-rendering a renderer that failed.
  expect(screen.getByRole("alert")).toBeInTheDocument();
  rerender(
    <QuestionBoundary question={question} resetKey={Fixed}>
      <Fixed />
    </QuestionBoundary>,
  );
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Which city?" })).toBeInTheDocument();
});
