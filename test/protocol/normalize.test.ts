import { describe, expect, it } from "vitest";
import { ask, normalizeQuestions, type QuestionItem, validateQuestionInput } from "../../src/protocol/index.ts";

function normalized(...questions: unknown[]): QuestionItem[] {
  const result = validateQuestionInput({ questions });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value.questions;
}

describe("normalization (SPEC §2)", () => {
  it("fills required: true when absent or null, and keeps false", () => {
    const [a, b, c] = normalized(
      { id: "a", question: "A?", type: "Text" },
      { id: "b", question: "B?", type: "Text", required: null },
      { id: "c", question: "C?", type: "Text", required: false },
    );
    expect([a?.required, b?.required, c?.required]).toEqual([true, true, false]);
  });

  it("drops nulls, blank purpose and unknown fields, and keeps exactly the known ones", () => {
    expect(
      normalized(
        { id: "a", question: "A?", type: "Text", purpose: null, recommended: null, options: null, hint: "x", order: 2 },
        { id: "b", question: "B?", type: "Text", purpose: "  \n" },
      ),
    ).toStrictEqual([
      { id: "a", question: "A?", type: "Text", required: true },
      { id: "b", question: "B?", type: "Text", required: true },
    ]);
  });

  it("keeps options only on SingleChoice and MultiChoice", () => {
    const [text, yesNo, multi] = normalized(
      { id: "t", question: "T?", type: "Text", options: ["ignored"] },
      { id: "y", question: "Y?", type: "YesNo", options: [] },
      { id: "m", question: "M?", type: "MultiChoice", options: ["c", "a", "b"] },
    );
    expect(text).not.toHaveProperty("options");
    expect(yesNo).not.toHaveProperty("options");
    expect(multi?.options).toEqual(["c", "a", "b"]);
  });

  it("moves the recommended option first and keeps the others in their order", () => {
    const [single] = normalized({
      id: "s",
      question: "S?",
      type: "SingleChoice",
      options: ["Deltas", "Snapshots", "Neither", "Both"],
      recommended: "Neither",
    });
    expect(single?.options).toEqual(["Neither", "Deltas", "Snapshots", "Both"]);
    expect(single?.recommended).toBe("Neither");
  });

  it("changes nothing else: text is kept exactly, not trimmed", () => {
    const question = { id: " id ", question: "  Why?\n", type: "Text", purpose: " because ", required: false };
    expect(normalized(question)).toStrictEqual([question]);
  });

  it("gives the same result when run twice", () => {
    const once = normalized(
      { id: "s", question: "S?", type: "SingleChoice", options: ["a", "b", "c"], recommended: "c", extra: 1 },
      { id: "t", question: "T?", type: "Text", options: ["x"], purpose: " " },
    );
    expect(normalizeQuestions(once)).toStrictEqual(once);
    expect(validateQuestionInput({ questions: once })).toStrictEqual({ ok: true, value: { questions: once } });
  });

  it("does not touch the caller's input", () => {
    const input = {
      questions: [{ id: "s", question: "S?", type: "SingleChoice", options: ["a", "b"], recommended: "b" }],
    };
    const copy = structuredClone(input);
    validateQuestionInput(input);
    expect(input).toStrictEqual(copy);
  });
});

describe("ask", () => {
  it("returns the normalized questions and an empty answer set", () => {
    const input = {
      questions: [{ id: "s", question: "S?", type: "SingleChoice", options: ["a", "b"], recommended: "b" }],
    };
    expect(ask(input)).toStrictEqual({
      questions: [
        { id: "s", question: "S?", type: "SingleChoice", options: ["b", "a"], required: true, recommended: "b" },
      ],
      answers: [],
    });
  });

  it("takes the arguments as JSON text too", () => {
    expect(ask('{"questions":[{"id":"ok","question":"Go?","type":"YesNo"}]}').questions).toStrictEqual([
      { id: "ok", question: "Go?", type: "YesNo", required: true },
    ]);
  });
});

const issuesOf = (...questions: unknown[]) => {
  const result = validateQuestionInput({ questions });
  return result.ok ? [] : result.issues.map(({ code, path }) => ({ code, path }));
};

describe("header, option objects, allowOther and placeholder in ask_questions", () => {
  const auth = {
    id: "auth",
    question: "How should we authenticate users?",
    type: "SingleChoice",
    header: "Auth method",
    options: [
      "Email magic link",
      { label: "Passkeys", description: "Phishing-resistant", preview: null },
      { label: "OAuth", description: null, preview: "GITHUB_CLIENT_ID=…", extra: 1 },
    ],
    recommended: "Passkeys",
    allowOther: true,
  };

  it("keeps each option in the shape it came in, nulls and unknown fields dropped, recommended label first", () => {
    expect(normalized(auth)).toEqual([
      {
        id: "auth",
        question: "How should we authenticate users?",
        type: "SingleChoice",
        header: "Auth method",
        options: [
          { label: "Passkeys", description: "Phishing-resistant" },
          "Email magic link",
          { label: "OAuth", preview: "GITHUB_CLIENT_ID=…" },
        ],
        allowOther: true,
        required: true,
        recommended: "Passkeys",
      },
    ]);
  });

  it("normalizing twice equals once", () => {
    const once = normalized(auth);
    expect(normalizeQuestions(once)).toEqual(once);
  });

  it("drops a blank header, allowOther on Text and YesNo, placeholder off a Text, and allowOther: false", () => {
    expect(
      normalized(
        { id: "a", question: "Name?", type: "Text", header: "\u200b ", allowOther: true, placeholder: "Ada Lovelace" },
        { id: "b", question: "Go?", type: "YesNo", allowOther: true, placeholder: "x" },
        { id: "c", question: "Which?", type: "MultiChoice", options: ["x"], allowOther: false, placeholder: "x" },
      ),
    ).toEqual([
      { id: "a", question: "Name?", type: "Text", placeholder: "Ada Lovelace", required: true },
      { id: "b", question: "Go?", type: "YesNo", required: true },
      { id: "c", question: "Which?", type: "MultiChoice", options: ["x"], required: true },
    ]);
  });

  it("ignores the reader-only fields in an ask_questions payload", () => {
    const [question] = normalized({
      id: "a",
      question: "Email?",
      type: "Text",
      input: { kind: "email" },
      minSelected: 1,
    });
    expect(question).toEqual({ id: "a", question: "Email?", type: "Text", required: true });
  });

  it("reports a bad option item at its own path, every one at once", () => {
    expect(
      issuesOf({
        id: "m",
        question: "Which?",
        type: "MultiChoice",
        options: [{ label: "a" }, { description: "no label" }, { label: " " }, "a", { label: "b", preview: 3 }, 7],
      }),
    ).toEqual([
      { code: "wrong_type", path: ["questions", 0, "options", 1] },
      { code: "invalid_option", path: ["questions", 0, "options", 2] },
      { code: "invalid_option", path: ["questions", 0, "options", 3] },
      { code: "wrong_type", path: ["questions", 0, "options", 4] },
      { code: "wrong_type", path: ["questions", 0, "options", 5] },
    ]);
  });

  it("matches recommended against labels", () => {
    expect(
      issuesOf({ id: "s", question: "Which?", type: "SingleChoice", options: [{ label: "a" }], recommended: "b" }),
    ).toEqual([{ code: "recommended_not_an_option", path: ["questions", 0, "recommended"] }]);
  });

  it("type-checks header, allowOther and placeholder on every type", () => {
    expect(
      issuesOf({ id: "t", question: "Name?", type: "Text", header: 1, allowOther: "yes", placeholder: [] }),
    ).toEqual([
      { code: "wrong_type", path: ["questions", 0, "header"] },
      { code: "wrong_type", path: ["questions", 0, "allowOther"] },
      { code: "wrong_type", path: ["questions", 0, "placeholder"] },
    ]);
  });
});
