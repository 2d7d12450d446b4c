import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fromElicitation, fromInputRequired } from "../../src/formats/mcp.ts";
import { QuestionCall } from "../../src/index.ts";
import { ElicitationForm, ElicitationRound } from "../../src/mcp/index.ts";
import { readQuestions } from "../../src/protocol/arguments.ts";
import { arrivingQuestion, readStreamingQuestions } from "../../src/protocol/streaming.ts";
import { BATCH } from "../support/batch.ts";
import { CREATE_REPOSITORY, WORKSPACE_ROUND } from "../support/elicitationRequests.ts";

// Issue 36, item 4: every caller reads its input once per content. The readers are counted, as the
// components reach them: a new-but-equal input (a host's, on every render) and a keystroke read nothing.

vi.mock("../../src/formats/mcp.ts", async (importOriginal) => {
  const mcp = await importOriginal<typeof import("../../src/formats/mcp.ts")>();
  return { ...mcp, fromElicitation: vi.fn(mcp.fromElicitation), fromInputRequired: vi.fn(mcp.fromInputRequired) };
});
vi.mock("../../src/protocol/arguments.ts", async (importOriginal) => {
  const args = await importOriginal<typeof import("../../src/protocol/arguments.ts")>();
  return { ...args, readQuestions: vi.fn(args.readQuestions) };
});
vi.mock("../../src/protocol/streaming.ts", async (importOriginal) => {
  const streaming = await importOriginal<typeof import("../../src/protocol/streaming.ts")>();
  return {
    ...streaming,
    arrivingQuestion: vi.fn(streaming.arrivingQuestion),
    readStreamingQuestions: vi.fn(streaming.readStreamingQuestions),
  };
});

const calls = (reader: unknown) => vi.mocked(reader as () => unknown).mock.calls.length;

beforeEach(() => vi.clearAllMocks());

describe("each caller reads its input once per content", () => {
  it("ElicitationForm: its message, its mode and its questions come from one reading of the request", async () => {
    const user = userEvent.setup();
    const props = { serverName: "repo-bot", onSubmit: vi.fn() };
    const { rerender } = render(<ElicitationForm request={structuredClone(CREATE_REPOSITORY)} {...props} />);
    rerender(<ElicitationForm request={structuredClone(CREATE_REPOSITORY)} {...props} />);
    await user.type(screen.getByRole("textbox", { name: "Repository name" }), "billing");
    expect(calls(fromElicitation)).toBe(1);
  });

  it("ElicitationRound: its messages, its pages and its questions come from one reading of the round", async () => {
    const user = userEvent.setup();
    const props = { serverName: "billing-bot", onSubmit: vi.fn() };
    const { rerender } = render(<ElicitationRound inputRequired={structuredClone(WORKSPACE_ROUND)} {...props} />);
    rerender(<ElicitationRound inputRequired={structuredClone(WORKSPACE_ROUND)} {...props} />);
    await user.type(screen.getByRole("textbox", { name: "Billing email" }), "ada@example.com");
    expect(calls(fromInputRequired)).toBe(1);
  });

  it("QuestionCall while streaming: the questions shown and the one arriving come from one reading", () => {
    const partial = (count: number) => ({ questions: BATCH.slice(0, count) });
    const { rerender } = render(<QuestionCall input={partial(2)} streaming />);
    rerender(<QuestionCall input={partial(2)} streaming />);
    rerender(<QuestionCall input={partial(3)} streaming />);
    rerender(<QuestionCall input={partial(3)} streaming />);
    expect(screen.getByRole("textbox", { name: BATCH[0]?.question })).toBeInTheDocument();
    // Two contents, two readings: none for a render with the same arguments.
    expect(calls(readStreamingQuestions) + calls(arrivingQuestion)).toBe(2);
  });

  it("QuestionCall with its arguments complete: read once, however often the host renders it", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<QuestionCall input={{ questions: structuredClone(BATCH) }} />);
    rerender(<QuestionCall input={{ questions: structuredClone(BATCH) }} />);
    await user.type(screen.getByRole("textbox"), "billing");
    expect(calls(readQuestions)).toBe(1);
  });
});
