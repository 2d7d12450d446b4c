import { describe, expect, it } from "vitest";
import { callState } from "../../src/call/callState.ts";
import {
  fromQuestionTool,
  openCodeQuestionFormat,
  rejectQuestionTool,
  toQuestionReply,
} from "../../src/formats/opencode.ts";
import { type AnswerItem, toAnswer, validateAnswers } from "../../src/protocol/index.ts";
import { counted } from "../support/counted.ts";
import fixture from "../support/fixtures/opencode.json";

// OpenCode's question tool (SPEC §13), against the shapes of OpenCode's own source: Question.Info
// without `custom` in, Question.Reply ({ answers: string[][] }) out, QuestionRejectedError's text.
const read = (input: unknown) => {
  const result = fromQuestionTool(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.questions;
};

describe("fromQuestionTool", () => {
  it("reads options as a SingleChoice (MultiChoice with multiple), Other always offered, the suffix as recommended", () => {
    expect(read(fixture.input)).toEqual([
      {
        id: "q0",
        question: "Which database?",
        header: "DB",
        type: "SingleChoice",
        options: [
          { label: "SQLite", description: "a file, no server" },
          { label: "Postgres", description: "a server" },
        ],
        allowOther: true,
        recommended: "SQLite",
        required: true,
      },
      {
        id: "q1",
        question: "Which checks?",
        header: "CI",
        type: "MultiChoice",
        // A blank description is dropped, as from every reader.
        options: [{ label: "Lint" }, { label: "Tests" }],
        allowOther: true,
        required: true,
      },
    ]);
  });

  it("reads the arguments as JSON text too, and a question without options as a Text", () => {
    expect(fromQuestionTool(JSON.stringify(fixture.input))).toEqual(fromQuestionTool(fixture.input));
    const [text] = read({ questions: [{ question: "Name?", header: "Name", options: [] }] });
    expect(text).toEqual({ id: "q0", question: "Name?", header: "Name", type: "Text", required: true });
  });

  it("reports every problem at once, and never throws on what is not the tool's shape", () => {
    const result = fromQuestionTool({
      questions: [
        { question: "", header: "A", options: [{ label: "x", description: "" }] },
        { question: "Which?", header: "B", options: [{ label: 3 }] },
      ],
    });
    expect(result.ok ? [] : result.issues.map(({ path }) => path.slice(0, 3).join("."))).toEqual([
      "questions.0.question",
      "questions.1.options",
    ]);
    for (const junk of [undefined, null, "{", 3, [], { questions: {} }, { questions: [] }, { questions: [null] }])
      expect(fromQuestionTool(junk).ok).toBe(false);
  });
});

describe("a label that would repeat another once its suffix is dropped", () => {
  // "SQLite (Recommended)" beside "SQLite": dropping the suffix would make two "SQLite", and the
  // call used to be refused as a repeated option, which the model never sent.
  const input = {
    questions: [
      {
        question: "Which database?",
        header: "DB",
        options: [
          { label: "SQLite (Recommended)", description: "with the defaults" },
          { label: "SQLite", description: "configured by hand" },
          { label: "Postgres (Recommended)", description: "a server" },
        ],
      },
    ],
  };

  it("keeps its suffix, so both show; a suffix that repeats nothing is still dropped and read as recommended", () => {
    expect(fromQuestionTool(input).ok).toBe(true);
    const [db] = read(input);
    expect(db?.options).toEqual([
      { label: "Postgres", description: "a server" },
      { label: "SQLite (Recommended)", description: "with the defaults" },
      { label: "SQLite", description: "configured by hand" },
    ]);
    expect(db?.recommended).toBe("Postgres");
  });

  it("shown with its suffix, it is not also badged: the label already says it", () => {
    const alone = { questions: [{ ...input.questions[0], options: input.questions[0]?.options.slice(0, 2) }] };
    const [db] = read(alone);
    expect(db?.options?.map((option) => (typeof option === "string" ? option : option.label))).toEqual([
      "SQLite (Recommended)",
      "SQLite",
    ]);
    expect(db?.recommended).toBeUndefined();
  });

  it("is answered with each label exactly as the tool sent it, and read back the same", () => {
    const questions = read(input);
    for (const [picked, sent] of [
      ["SQLite (Recommended)", "SQLite (Recommended)"],
      ["SQLite", "SQLite"],
      ["Postgres", "Postgres (Recommended)"],
    ] as const) {
      const answers = [{ id: "q0", selected: [picked] }];
      expect(validateAnswers(questions, answers)).toEqual([]);
      const reply = toQuestionReply(input, answers);
      expect(reply).toEqual({ answers: [[sent]] });
      expect(openCodeQuestionFormat.answered(input, reply)?.answers).toEqual(answers);
    }
  });

  it("two options the model did repeat are still refused as a repeat", () => {
    const repeated = {
      questions: [{ question: "Which?", header: "DB", options: [{ label: "SQLite" }, { label: "SQLite" }] }],
    };
    const result = fromQuestionTool(repeated);
    expect(result.ok ? [] : result.issues.map(({ code }) => code)).toEqual(["invalid_option"]);
  });
});

describe("toQuestionReply", () => {
  const questions = read(fixture.input);
  const [db, checks] = questions;
  if (!db || !checks) throw new Error("two questions expected");

  it("answers one list per question in order, as OpenCode's reply", () => {
    const answers = [toAnswer(db, "Postgres"), toAnswer(checks, ["Tests", "Lint"])];
    expect(validateAnswers(questions, answers)).toEqual([]);
    expect(toQuestionReply(fixture.input, answers)).toEqual(fixture.reply);
  });

  it("sends each label exactly as the tool sent it, the Other text as typed, [] when unanswered", () => {
    expect(toQuestionReply(fixture.input, [toAnswer(db, "SQLite")])).toEqual({
      answers: [["SQLite (Recommended)"], []],
    });
    expect(toQuestionReply(fixture.input, [{ id: "q1", selected: ["Lint", "Storybook"] }])).toEqual({
      answers: [[], ["Lint", "Storybook"]],
    });
  });

  it("takes the arguments as JSON text, as the reader does", () => {
    const answers = [toAnswer(db, "SQLite"), toAnswer(checks, ["Lint"])];
    expect(toQuestionReply(JSON.stringify(fixture.input), answers)).toEqual(toQuestionReply(fixture.input, answers));
    expect(toQuestionReply(JSON.stringify(fixture.input), answers).answers[0]).toEqual(["SQLite (Recommended)"]);
  });
});

describe("openCodeQuestionFormat", () => {
  /** What the form sends, read back from what the format stored: the same answers. */
  function roundTrip(input: unknown, answers: AnswerItem[]) {
    const questions = read(input);
    const stored = JSON.parse(JSON.stringify(openCodeQuestionFormat.write(input, answers, { questions, answers })));
    return openCodeQuestionFormat.answered(input, stored)?.answers;
  }

  it("reads a stored reply back into the answers it was written from, recommended and Other included", () => {
    const answers: AnswerItem[] = [
      { id: "q0", selected: ["SQLite"] },
      { id: "q1", selected: ["Lint", "my own"] },
    ];
    expect(roundTrip(fixture.input, answers)).toEqual(answers);
    expect(roundTrip(fixture.input, [{ id: "q0", selected: ["DuckDB"] }, { id: "q1" }])).toEqual([
      { id: "q0", selected: ["DuckDB"] },
      { id: "q1" },
    ]);
    const text = { questions: [{ question: "Name?", header: "Name", options: [] }] };
    expect(roundTrip(text, [{ id: "q0", answer: "Ada" }])).toEqual([{ id: "q0", answer: "Ada" }]);
    // OpenCode's JSON text of the reply reads as the object.
    expect(openCodeQuestionFormat.answered(fixture.input, JSON.stringify(fixture.reply))?.answers).toEqual([
      { id: "q0", selected: ["Postgres"] },
      { id: "q1", selected: ["Lint", "Tests"] },
    ]);
  });

  it("dismisses with OpenCode's rejection, which a stored call reads as skipped, not answered", () => {
    expect(rejectQuestionTool()).toBe(fixture.rejected);
    expect(openCodeQuestionFormat.decline()).toBe(fixture.rejected);
    expect(openCodeQuestionFormat.answered(fixture.input, fixture.rejected)).toBeUndefined();
    expect(callState("done", fixture.rejected, openCodeQuestionFormat, fixture.input)).toEqual({
      outcome: { kind: "declined" },
    });
    expect(openCodeQuestionFormat.tool.name).toBe("question");
  });
});

describe("toQuestionReply grows linearly, and refuses what the reader refuses", () => {
  // Finding each question's answer in the list made the reply quadratic (22 s for 100,000
  // questions, which the reader refuses past 100). Measured as reads of the answers, never as time.

  const batch = (count: number) => ({
    questions: Array.from({ length: count }, (_, index) => ({
      question: `Question ${index}?`,
      header: "H",
      options: [
        { label: "A (Recommended)", description: "" },
        { label: "B", description: "" },
      ],
    })),
  });

  it("reads each answer once: 1 / 10 / 100 questions, 1 / 10 / 100 reads", () => {
    const reads = [1, 10, 100].map((count) => {
      const answers = counted<AnswerItem>(
        Array.from({ length: count }, (_, index) => ({ id: `q${index}`, selected: ["A"] })),
      );
      const reply = toQuestionReply(batch(count), answers.list);
      expect(reply.answers).toEqual(Array.from({ length: count }, () => ["A (Recommended)"]));
      return answers.reads();
    });
    expect(reads).toEqual([1, 10, 100]);
  });

  it("the first answer of a question counts, as before", () => {
    expect(
      toQuestionReply(batch(1), [
        { id: "q0", selected: ["B"] },
        { id: "q0", selected: ["A"] },
      ]),
    ).toEqual({
      answers: [["B"]],
    });
  });

  it("refuses what fromQuestionTool refuses as too large (more questions, or more options), with the reader's message", () => {
    const tooMany = batch(101);
    expect(fromQuestionTool(tooMany)).toMatchObject({
      ok: false,
      issues: [{ code: "too_large", path: ["questions"] }],
    });
    expect(() => toQuestionReply(tooMany, [])).toThrow(
      new RangeError(
        "toQuestionReply: fromQuestionTool refuses this call as too_large: There are more than 100 questions. Ask fewer.",
      ),
    );
    const options = Array.from({ length: 101 }, (_, index) => ({ label: `O${index}`, description: "" }));
    const wide = { questions: [{ question: "Which?", header: "H", options }] };
    expect(fromQuestionTool(wide)).toMatchObject({ ok: false, issues: [{ code: "too_large" }] });
    expect(() => toQuestionReply(wide, [])).toThrow(RangeError);
    expect(() => toQuestionReply(wide, [])).toThrow(/too_large: .*more than 100 options/);
  });
});
