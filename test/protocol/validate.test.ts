import { describe, expect, it } from "vitest";
import { type QuestionIssue, validateQuestionInput } from "../../src/protocol/index.ts";
import { recheckRead } from "../../src/protocol/validate.ts";

function issuesOf(input: unknown): QuestionIssue[] {
  const result = validateQuestionInput(input);
  if (result.ok) throw new Error(`expected issues, got ok: ${JSON.stringify(result.value)}`);
  return result.issues;
}

const batch = (...questions: unknown[]) => ({ questions });
const text = { id: "name", question: "Your name?", type: "Text" };
const single = {
  id: "db",
  question: "Which database?",
  type: "SingleChoice",
  options: ["Postgres", "SQLite"],
  recommended: "SQLite",
};

// One row per SPEC §2 problem: the input, and the one issue it must produce.
// `says` are fragments the message must contain: the question's name, what is
// wrong, and what to do instead.
const rows: { case: string; input: unknown; issue: Omit<QuestionIssue, "message">; says: string[] }[] = [
  {
    case: "a string that is not JSON",
    input: '{"questions": [',
    issue: { code: "invalid_json", path: [] },
    says: ["not valid JSON", '"questions"'],
  },
  { case: "null", input: null, issue: { code: "not_an_object", path: [] }, says: ['"questions" array'] },
  { case: "an array", input: [text], issue: { code: "not_an_object", path: [] }, says: ['"questions" array'] },
  {
    case: "JSON text of a number",
    input: "42",
    issue: { code: "not_an_object", path: [] },
    says: ['"questions" array'],
  },
  {
    case: "questions is not an array",
    input: { questions: text },
    issue: { code: "not_an_object", path: [] },
    says: ['"questions" array'],
  },
  {
    case: "no questions key",
    input: { question: [text] },
    issue: { code: "not_an_object", path: [] },
    says: ['"questions" array'],
  },
  {
    case: "empty batch",
    input: batch(),
    issue: { code: "no_questions", path: ["questions"] },
    says: ["empty", "at least one"],
  },
  {
    case: "id missing",
    input: batch({ ...text, id: undefined }),
    issue: { code: "missing_field", path: ["questions", 0, "id"] },
    says: ["questions[0]", '"id"', "missing", "Fill it in"],
  },
  {
    case: "id blank",
    input: batch({ ...text, id: " \t" }),
    issue: { code: "missing_field", path: ["questions", 0, "id"] },
    says: ["questions[0]", '"id"'],
  },
  {
    case: "question empty",
    input: batch({ ...text, question: "" }),
    issue: { code: "missing_field", path: ["questions", 0, "question"], id: "name" },
    says: ['Question "name"', '"question"', "Fill it in"],
  },
  {
    case: "type null",
    input: batch({ ...text, type: null }),
    issue: { code: "missing_field", path: ["questions", 0, "type"], id: "name" },
    says: ['Question "name"', '"type" is missing', "Use one of Text, SingleChoice, MultiChoice, YesNo."],
  },
  {
    case: "a question that is not an object",
    input: batch(text, "What is your name?"),
    issue: { code: "wrong_type", path: ["questions", 1] },
    says: ["questions[1]", "object", '"id"', '"question"', '"type"'],
  },
  {
    case: "id a number",
    input: batch({ ...text, id: 7 }),
    issue: { code: "wrong_type", path: ["questions", 0, "id"] },
    says: ["questions[0]", '"id" must be a string'],
  },
  {
    case: "required a string",
    input: batch({ ...text, required: "yes" }),
    issue: { code: "wrong_type", path: ["questions", 0, "required"], id: "name" },
    says: ['Question "name"', '"required" must be true or false'],
  },
  {
    case: "purpose an array",
    input: batch({ ...text, purpose: ["x"] }),
    issue: { code: "wrong_type", path: ["questions", 0, "purpose"], id: "name" },
    says: ['"purpose" must be a string'],
  },
  {
    case: "options a string",
    input: batch({ ...single, options: "Postgres, SQLite" }),
    issue: { code: "wrong_type", path: ["questions", 0, "options"], id: "db" },
    says: ['Question "db"', '"options" must be an array of strings'],
  },
  {
    case: "options with a number",
    input: batch({ ...text, options: ["a", 2] }),
    issue: { code: "wrong_type", path: ["questions", 0, "options"], id: "name" },
    says: ['"options" must be an array of strings'],
  },
  {
    case: "type misspelt",
    input: batch({ ...text, type: "text" }),
    issue: { code: "unknown_type", path: ["questions", 0, "type"], id: "name" },
    says: ['Question "name"', '"text"', "Text, SingleChoice, MultiChoice, YesNo"],
  },
  {
    case: "same id twice",
    input: batch(text, { ...text, question: "Again?" }),
    issue: { code: "duplicate_id", path: ["questions", 1, "id"], id: "name" },
    says: ['Question "name"', "questions[1] reuses the id of questions[0]", "own id"],
  },
  {
    case: "SingleChoice without options",
    input: batch({ ...single, options: undefined }),
    issue: { code: "missing_options", path: ["questions", 0, "options"], id: "db" },
    says: ['Question "db"', "SingleChoice", '"options"'],
  },
  {
    case: "MultiChoice with options null",
    input: batch({ id: "m", question: "Which?", type: "MultiChoice", options: null }),
    issue: { code: "missing_options", path: ["questions", 0, "options"], id: "m" },
    says: ['Question "m"', "MultiChoice", "choices"],
  },
  {
    case: "MultiChoice with []",
    input: batch({ id: "m", question: "Which?", type: "MultiChoice", options: [] }),
    issue: { code: "empty_options", path: ["questions", 0, "options"], id: "m" },
    says: ['Question "m"', "choices"],
  },
  {
    case: "an empty option",
    input: batch({ ...single, options: ["SQLite", " "] }),
    issue: { code: "invalid_option", path: ["questions", 0, "options", 1], id: "db" },
    says: ['Question "db"', "option 1", "empty", "Fix or remove"],
  },
  {
    case: "a repeated option",
    input: batch({ ...single, options: ["SQLite", "Postgres", "SQLite"] }),
    issue: { code: "invalid_option", path: ["questions", 0, "options", 2], id: "db" },
    says: ["option 2", "repeat"],
  },
  {
    case: "YesNo with options",
    input: batch({ id: "ok", question: "Go?", type: "YesNo", options: ["Yes", "No"] }),
    issue: { code: "options_not_allowed", path: ["questions", 0, "options"], id: "ok" },
    says: ['Question "ok"', "built-in Yes and No", 'Remove "options"'],
  },
  {
    case: "SingleChoice without recommended",
    input: batch({ ...single, recommended: undefined }),
    issue: { code: "missing_recommended", path: ["questions", 0, "recommended"], id: "db" },
    says: ['Question "db"', '"recommended"', "one of its options", "exactly", "shown first"],
  },
  {
    case: "SingleChoice with recommended null",
    input: batch({ ...single, recommended: null }),
    issue: { code: "missing_recommended", path: ["questions", 0, "recommended"], id: "db" },
    says: ['"recommended"'],
  },
  {
    case: "SingleChoice with a blank recommended",
    input: batch({ ...single, recommended: " " }),
    issue: { code: "missing_recommended", path: ["questions", 0, "recommended"], id: "db" },
    says: ['"recommended"'],
  },
  {
    case: "recommended not an option",
    input: batch({ ...single, recommended: "sqlite" }),
    issue: { code: "recommended_not_an_option", path: ["questions", 0, "recommended"], id: "db" },
    says: ['Question "db"', '"sqlite"', '"Postgres", "SQLite"', "Copy one exactly"],
  },
  {
    case: "recommended on a Text",
    input: batch({ ...text, recommended: "Ada" }),
    issue: { code: "recommended_not_allowed", path: ["questions", 0, "recommended"], id: "name" },
    says: ['Question "name"', "only a SingleChoice", "Remove it"],
  },
  {
    case: "recommended on a MultiChoice",
    input: batch({ id: "m", question: "Which?", type: "MultiChoice", options: ["a"], recommended: "a" }),
    issue: { code: "recommended_not_allowed", path: ["questions", 0, "recommended"], id: "m" },
    says: ['Question "m"'],
  },
  {
    case: "recommended on a YesNo",
    input: batch({ id: "ok", question: "Go?", type: "YesNo", recommended: "Yes" }),
    issue: { code: "recommended_not_allowed", path: ["questions", 0, "recommended"], id: "ok" },
    says: ['Question "ok"'],
  },
];

describe("validateQuestionInput: each SPEC §2 problem", () => {
  it.each(rows)("$case → $issue.code", ({ input, issue, says }) => {
    const issues = issuesOf(input);
    expect(issues).toHaveLength(1);
    const [only] = issues as [QuestionIssue];
    expect({ code: only.code, path: only.path, id: only.id }).toEqual({ id: undefined, ...issue });
    for (const fragment of says) expect(only.message).toContain(fragment);
  });

  it("names a question by id when it has one, by position otherwise", () => {
    const issues = issuesOf(
      batch(text, { question: "No id?", type: "Text", required: 1 }, { ...text, id: "n2", type: "Number" }),
    );
    expect(issues.map((issue) => issue.message.split(":")[0])).toEqual([
      "questions[1]",
      "questions[1]",
      'Question "n2"',
    ]);
  });
});

describe("validateQuestionInput: lenient where harmless", () => {
  it("treats null as absent on every optional field", () => {
    const result = validateQuestionInput(
      batch({ ...text, purpose: null, options: null, required: null, recommended: null }),
    );
    expect(result.ok).toBe(true);
  });

  it("ignores unknown fields, at the top and on questions", () => {
    expect(validateQuestionInput({ ...batch({ ...text, hint: 3, __proto__: 1 }), title: "x" }).ok).toBe(true);
  });

  it("ignores a Text question's options, even empty or repeated ones", () => {
    expect(validateQuestionInput(batch({ ...text, options: ["", "a", "a"] })).ok).toBe(true);
  });

  it("accepts a YesNo with options [] or null", () => {
    expect(validateQuestionInput(batch({ id: "a", question: "?", type: "YesNo", options: [] })).ok).toBe(true);
    expect(validateQuestionInput(batch({ id: "a", question: "?", type: "YesNo", options: null })).ok).toBe(true);
  });

  it("accepts the arguments as JSON text", () => {
    expect(validateQuestionInput(JSON.stringify(batch(text, single)))).toEqual(
      validateQuestionInput(batch(text, single)),
    );
  });
});

describe("validateQuestionInput: every problem at once", () => {
  it("reports every issue of every question in one pass, in input order", () => {
    const issues = issuesOf(
      batch(
        { id: "a", question: "", type: "SingleChoice", options: ["x", "x"], recommended: "y" },
        { id: "a", question: "Q?", type: "YesNo", options: ["Yes"], recommended: "Yes" },
        7,
        { question: "Q?", type: "Dropdown", required: "no" },
      ),
    );
    expect(issues.map(({ code, path, id }) => ({ code, path, id }))).toEqual([
      { code: "missing_field", path: ["questions", 0, "question"], id: "a" },
      { code: "invalid_option", path: ["questions", 0, "options", 1], id: "a" },
      { code: "recommended_not_an_option", path: ["questions", 0, "recommended"], id: "a" },
      { code: "duplicate_id", path: ["questions", 1, "id"], id: "a" },
      { code: "options_not_allowed", path: ["questions", 1, "options"], id: "a" },
      { code: "recommended_not_allowed", path: ["questions", 1, "recommended"], id: "a" },
      { code: "wrong_type", path: ["questions", 2], id: undefined },
      { code: "missing_field", path: ["questions", 3, "id"], id: undefined },
      { code: "wrong_type", path: ["questions", 3, "required"], id: undefined },
      { code: "unknown_type", path: ["questions", 3, "type"], id: undefined },
    ]);
  });

  it("still fails an older caller's SingleChoice without recommended, with no crash", () => {
    expect(
      issuesOf(batch({ id: "db", question: "DB?", type: "SingleChoice", options: ["a", "b"] })).map((i) => i.code),
    ).toEqual(["missing_recommended"]);
  });

  it("never mixes an issue's id with another question's", () => {
    const issues = issuesOf(batch({ ...text, id: "one", required: 1 }, { ...text, id: "two", required: 2 }));
    expect(issues.map((issue) => [issue.id, issue.path[1]])).toEqual([
      ["one", 0],
      ["two", 1],
    ]);
  });
});

describe("recheckRead (questions a format reader already read, e.g. from a stored result)", () => {
  it("applies every rule but the missing recommended, whatever the stored questions hold", () => {
    const { recommended: _, ...unbadged } = single;
    const result = recheckRead([
      unbadged,
      { id: "ok", question: "Go on?", type: "YesNo", options: ["Yes", "No"] },
      { ...text, recommended: "Ada" },
      { ...single, id: "db2", recommended: "MySQL" },
    ]);
    expect(result.ok ? [] : result.issues.map(({ code, path }) => [code, ...path])).toEqual([
      ["options_not_allowed", "questions", 1, "options"],
      ["recommended_not_allowed", "questions", 2, "recommended"],
      ["recommended_not_an_option", "questions", 3, "recommended"],
    ]);
  });
});

const codesAndPaths = (input: unknown) => issuesOf(input).map(({ code, path }) => ({ code, path }));

describe("validateQuestionInput: one issue per problem", () => {
  it("a SingleChoice with options [] and a recommended reports only empty_options", () => {
    const input = {
      questions: [{ id: "db", question: "Which?", type: "SingleChoice", options: [], recommended: "X" }],
    };
    expect(codesAndPaths(input)).toEqual([{ code: "empty_options", path: ["questions", 0, "options"] }]);
  });

  it("recommended: 0 on a Text is reported once, as not allowed", () => {
    const input = { questions: [{ id: "name", question: "Name?", type: "Text", recommended: 0 }] };
    expect(codesAndPaths(input)).toEqual([{ code: "recommended_not_allowed", path: ["questions", 0, "recommended"] }]);
  });

  it("recommended: 0 on a SingleChoice is still a wrong type", () => {
    const input = {
      questions: [{ id: "db", question: "Which?", type: "SingleChoice", options: ["a"], recommended: 0 }],
    };
    expect(codesAndPaths(input)).toEqual([{ code: "wrong_type", path: ["questions", 0, "recommended"] }]);
  });
});

describe("a question's attachments (SPEC §16)", () => {
  const files = (attachments: unknown, question: object = text) => batch({ ...question, attachments });
  const other = { ...single, allowOther: true };
  const brief = (input: unknown) => issuesOf(input).map(({ code, path }) => ({ code, path }));

  it("keeps them on a Text and on a choice question with allowOther, in one shape", () => {
    const result = validateQuestionInput(
      batch(
        { ...text, attachments: { accept: ["image/*", "application/pdf"], maxFiles: 2, maxBytes: 1_000_000 } },
        { ...other, attachments: { accept: null, maxFiles: 1, maxBytes: null } },
        { id: "any", question: "Any file?", type: "Text", attachments: {} },
      ),
    );
    expect(result.ok && result.value.questions.map((question) => question.attachments)).toEqual([
      { accept: ["image/*", "application/pdf"], maxFiles: 2, maxBytes: 1_000_000 },
      { maxFiles: 1 },
      {},
    ]);
  });

  it("refuses them on a YesNo and on a choice question without allowOther, at their path", () => {
    const yesNo = { id: "ok", question: "OK?", type: "YesNo" };
    expect(brief(batch({ ...yesNo, attachments: {} }, { ...single, attachments: {} }))).toEqual([
      { code: "attachments_not_allowed", path: ["questions", 0, "attachments"] },
      { code: "attachments_not_allowed", path: ["questions", 1, "attachments"] },
    ]);
    expect(issuesOf(files({}, yesNo))[0]?.message).toMatch(/Question "ok": only a Text, .* allowOther, takes/);
  });

  it("says what is wrong with each part of the field, with its path", () => {
    expect(brief(files("image/*"))).toEqual([{ code: "wrong_type", path: ["questions", 0, "attachments"] }]);
    expect(brief(files({ accept: "image/*" }))).toEqual([
      { code: "wrong_type", path: ["questions", 0, "attachments", "accept"] },
    ]);
    expect(brief(files({ accept: [] }))).toEqual([
      { code: "invalid_value", path: ["questions", 0, "attachments", "accept"] },
    ]);
    expect(brief(files({ accept: ["image/*", "png", 3, "image/png; x", ".pdf"] }))).toEqual([
      { code: "invalid_value", path: ["questions", 0, "attachments", "accept", 1] },
      { code: "wrong_type", path: ["questions", 0, "attachments", "accept", 2] },
      { code: "invalid_value", path: ["questions", 0, "attachments", "accept", 3] },
      { code: "invalid_value", path: ["questions", 0, "attachments", "accept", 4] },
    ]);
    expect(brief(files({ maxFiles: 0, maxBytes: 1.5 }))).toEqual([
      { code: "invalid_value", path: ["questions", 0, "attachments", "maxFiles"] },
      { code: "invalid_value", path: ["questions", 0, "attachments", "maxBytes"] },
    ]);
    expect(brief(files({ maxFiles: "2" }))).toEqual([
      { code: "wrong_type", path: ["questions", 0, "attachments", "maxFiles"] },
    ]);
    expect(issuesOf(files({ accept: ["png"] }))[0]?.message).toMatch(
      /Question "name": "accept" item 0 must be a MIME type like "application\/pdf" or a pattern like "image\/\*"\./,
    );
  });

  it("holds maxFiles and maxBytes to the protocol's limits: 20 files, 50 MB", () => {
    expect(validateQuestionInput(files({ maxFiles: 20, maxBytes: 50 * 1024 * 1024 })).ok).toBe(true);
    expect(brief(files({ maxFiles: 21, maxBytes: 50 * 1024 * 1024 + 1 }))).toEqual([
      { code: "too_large", path: ["questions", 0, "attachments", "maxFiles"] },
      { code: "too_large", path: ["questions", 0, "attachments", "maxBytes"] },
    ]);
  });

  it("checks a reader's stored questions the same way", () => {
    const checked = recheckRead([{ ...text, attachments: { maxFiles: -1 } }]);
    expect(checked.ok ? [] : checked.issues.map(({ code }) => code)).toEqual(["invalid_value"]);
  });
});
