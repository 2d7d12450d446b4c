import { describe, expect, it } from "vitest";
import { type QuestionIssue, type QuestionItem, toAnswers, validateAnswers } from "../../src/protocol/index.ts";

const questions: QuestionItem[] = [
  { id: "name", question: "Name?", type: "Text", required: true },
  {
    id: "lang",
    question: "Language?",
    type: "SingleChoice",
    options: ["Rust", "Go"],
    recommended: "Rust",
    required: true,
  },
  { id: "extras", question: "Extras?", type: "MultiChoice", options: ["CI", "Docker", "License"], required: true },
  { id: "git", question: "Git?", type: "YesNo", required: true },
  { id: "notes", question: "Notes?", type: "Text", required: false },
];
const valid = [
  { id: "name", answer: "Ada" },
  { id: "lang", selected: ["Go"] },
  { id: "extras", selected: ["CI", "License"] },
  { id: "git", answer: "No" },
  { id: "notes" },
];

const brief = (issues: QuestionIssue[]) => issues.map(({ code, path, id }) => ({ code, path, id }));
const replace = (index: number, item: unknown) => valid.map((answer, at) => (at === index ? item : answer));

describe("validateAnswers (SPEC §3)", () => {
  it("accepts what the form emits, and skipped optional questions", () => {
    expect(validateAnswers(questions, valid)).toEqual([]);
    expect(validateAnswers(questions, valid.slice(0, 4))).toEqual([]);
    expect(validateAnswers(questions, replace(4, { id: "notes", answer: "  " }))).toEqual([]);
    const drafts: Record<string, string | string[]> = { name: " Ada ", lang: "Rust", extras: ["Docker"], git: "Yes" };
    expect(
      validateAnswers(
        questions,
        toAnswers(questions, (id) => drafts[id]),
      ),
    ).toEqual([]);
  });

  it("accepts MultiChoice picks in any order, and null for an absent field", () => {
    expect(validateAnswers(questions, replace(2, { id: "extras", selected: ["License", "CI"], answer: null }))).toEqual(
      [],
    );
  });

  it("rejects answers that are not an array", () => {
    for (const answers of [undefined, null, {}, "[]", 3]) {
      expect(brief(validateAnswers(questions, answers))).toEqual([
        { code: "invalid_answers", path: ["answers"], id: undefined },
      ]);
    }
  });

  it("rejects an item that is not an object or has no string id", () => {
    for (const item of [null, "name", ["name"], {}, { id: 3 }, { answer: "Ada" }]) {
      const issues = validateAnswers(questions, replace(0, item));
      expect(brief(issues)).toEqual([
        { code: "invalid_answers", path: ["answers", 0], id: undefined },
        { code: "unanswered", path: ["answers"], id: "name" },
      ]);
      expect(issues[0]?.message).toContain("answers[0]");
    }
  });

  it("rejects an id that no question has", () => {
    const issues = validateAnswers(questions, [...valid, { id: "age", answer: "3" }]);
    expect(brief(issues)).toEqual([{ code: "unknown_id", path: ["answers", 5, "id"], id: "age" }]);
    expect(issues[0]?.message).toContain('"age"');
  });

  it("rejects a second answer to the same question", () => {
    const issues = validateAnswers(questions, [...valid, { id: "git", answer: "Yes" }]);
    expect(brief(issues)).toEqual([{ code: "duplicate_id", path: ["answers", 5, "id"], id: "git" }]);
    expect(issues[0]?.message).toContain('Question "git"');
  });

  it.each([
    ["Text given selected", 0, { id: "name", selected: ["Ada"] }, ["answers", 0, "selected"]],
    ["Text given a number", 0, { id: "name", answer: 7 }, ["answers", 0, "answer"]],
    ["YesNo given selected", 3, { id: "git", selected: ["Yes"] }, ["answers", 3, "selected"]],
    ["YesNo given true", 3, { id: "git", answer: true }, ["answers", 3, "answer"]],
    ["SingleChoice given answer", 1, { id: "lang", answer: "Go" }, ["answers", 1, "answer"]],
    ["SingleChoice given a string", 1, { id: "lang", selected: "Go" }, ["answers", 1, "selected"]],
    ["MultiChoice given a number in selected", 2, { id: "extras", selected: ["CI", 1] }, ["answers", 2, "selected"]],
    [
      "MultiChoice picking one option twice",
      2,
      { id: "extras", selected: ["CI", "CI"] },
      ["answers", 2, "selected", 1],
    ],
  ])("rejects a payload that does not fit the type: %s", (_, index, item, path) => {
    const issues = validateAnswers(questions, replace(index, item));
    expect(brief(issues)).toEqual([{ code: "wrong_payload", path, id: (item as { id: string }).id }]);
    expect(issues[0]?.message).toContain(`Question "${(item as { id: string }).id}"`);
  });

  it("rejects a pick that is not an option, exactly as spelt", () => {
    expect(brief(validateAnswers(questions, replace(1, { id: "lang", selected: ["go"] })))).toEqual([
      { code: "not_an_option", path: ["answers", 1, "selected", 0], id: "lang" },
    ]);
    expect(brief(validateAnswers(questions, replace(2, { id: "extras", selected: ["CI", "Make"] })))).toEqual([
      { code: "not_an_option", path: ["answers", 2, "selected", 1], id: "extras" },
    ]);
  });

  it("rejects more than one pick on a SingleChoice", () => {
    expect(brief(validateAnswers(questions, replace(1, { id: "lang", selected: ["Go", "Rust"] })))).toEqual([
      { code: "too_many_selected", path: ["answers", 1, "selected"], id: "lang" },
    ]);
  });

  it("rejects a YesNo answer other than exactly Yes or No", () => {
    for (const answer of ["yes", "Oui", "", "No "]) {
      expect(brief(validateAnswers(questions, replace(3, { id: "git", answer })))).toEqual([
        { code: "invalid_yes_no", path: ["answers", 3, "answer"], id: "git" },
      ]);
    }
  });

  it("reports each unanswered required question with its id, wherever its item is", () => {
    const issues = validateAnswers(questions, [
      { id: "name", answer: " \n" },
      { id: "lang", selected: [] },
      { id: "extras", selected: null },
    ]);
    expect(brief(issues)).toEqual([
      { code: "unanswered", path: ["answers", 0], id: "name" },
      { code: "unanswered", path: ["answers", 1], id: "lang" },
      { code: "unanswered", path: ["answers", 2], id: "extras" },
      { code: "unanswered", path: ["answers"], id: "git" },
    ]);
    expect(issues[3]?.message).toBe('Question "git" is required but has no answer.');
  });

  it("reports every problem of an answer set at once", () => {
    const codes = validateAnswers(questions, [
      { id: "lang", selected: ["Go", "C"] },
      5,
      { id: "git", answer: "Y" },
      { id: "x" },
    ]).map((issue) => issue.code);
    expect(codes).toEqual([
      "too_many_selected",
      "not_an_option",
      "invalid_answers",
      "invalid_yes_no",
      "unknown_id",
      "unanswered",
      "unanswered",
    ]);
  });

  it("treats a question without required as required, as normalization would", () => {
    const loose: QuestionItem[] = [{ id: "a", question: "A?", type: "Text" }];
    expect(brief(validateAnswers(loose, []))).toEqual([{ code: "unanswered", path: ["answers"], id: "a" }]);
  });
});

describe("validateAnswers: files in an answer (SPEC §16)", () => {
  const screen: QuestionItem = {
    id: "screen",
    question: "Which screen is wrong?",
    type: "Text",
    required: true,
    attachments: { accept: ["image/*"], maxFiles: 2, maxBytes: 1000 },
  };
  const png = { name: "shot.png", mediaType: "image/png", size: 4, url: "data:image/png;base64,iVBORw==" };
  const check = (attachments: unknown, extra: object = {}) =>
    brief(validateAnswers([screen], [{ id: "screen", attachments, ...extra }]));

  it("accepts files with or without text, a data: URL or an uploaded http(s) URL; files alone answer a required question", () => {
    expect(check([png])).toEqual([]);
    expect(check([png, { ...png, url: "https://files.example.com/shot.png" }], { answer: "This one" })).toEqual([]);
  });

  it("refuses files on a question that takes none, past maxFiles, over maxBytes, of a type it does not accept, or in a bad shape", () => {
    const wrong = [{ code: "wrong_payload", path: ["answers", 0, "attachments"], id: "screen" }];
    expect(
      brief(
        validateAnswers([{ ...screen, attachments: undefined }], [{ id: "screen", answer: "x", attachments: [png] }]),
      ),
    ).toEqual(wrong);
    expect(check([png, png, png])).toEqual(wrong);
    expect(check([{ ...png, size: 1001 }])).toEqual(wrong);
    expect(check([{ ...png, mediaType: "application/pdf", url: "data:application/pdf;base64,JVBE" }])).toEqual(wrong);
    expect(check([{ ...png, url: "javascript:alert(1)" }])).toEqual(wrong);
    expect(check([{ ...png, url: "file:///etc/passwd" }])).toEqual(wrong);
    expect(check([{ ...png, size: -1 }])).toEqual(wrong);
    expect(check([], { answer: "x" })).toEqual(wrong);
    expect(check("shot.png", { answer: "x" })).toEqual(wrong);
    const [issue] = validateAnswers([screen], [{ id: "screen", attachments: [png, png, png] }]);
    expect(issue?.message).toBe('Question "screen": it takes 2 files at most.');
  });
});
