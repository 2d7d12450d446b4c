import { describe, expect, it } from "vitest";
import { fromRequestUserInput, toRequestUserInputResponse } from "../../src/formats/codex.ts";
import { toAnswer, validateAnswers } from "../../src/protocol/index.ts";
import fixtures from "../support/fixtures/formats.json";

describe("Codex request_user_input (SPEC §7)", () => {
  const { input, response_example } = fixtures.codex_request_user_input;

  it("reads the arguments as JSON text, with the byte-order mark a file may start with, as the object", () => {
    expect(fromRequestUserInput(`\ufeff${JSON.stringify(input)}`)).toEqual(fromRequestUserInput(input));
  });

  it("reads options as a SingleChoice with isOther as allowOther, and isSecret as a secret Text", () => {
    const read = fromRequestUserInput(input);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.value.questions).toEqual([
      {
        id: "framework",
        question: "Which test framework should I set up?",
        type: "SingleChoice",
        header: "Framework",
        options: [
          { label: "Vitest", description: "Fast, Vite-native" },
          { label: "Jest", description: "Widest ecosystem" },
        ],
        allowOther: true,
        required: true,
      },
      {
        id: "npm_token",
        question: "Paste an npm token with publish rights",
        type: "Text",
        header: "Token",
        required: true,
        input: { kind: "secret" },
      },
    ]);
  });

  it("answers with each id's answers as a list", () => {
    const read = fromRequestUserInput(input);
    if (!read.ok) throw new Error("expected ok");
    const [framework, token] = read.value.questions;
    if (!framework || !token) throw new Error("two questions expected");
    const answers = [toAnswer(framework, "Vitest"), toAnswer(token, " npm_xxx ")];
    expect(validateAnswers(read.value.questions, answers)).toEqual([]);
    expect(toRequestUserInputResponse(answers)).toEqual(response_example);
    expect(toRequestUserInputResponse([toAnswer(framework, "node:test")])).toEqual({
      answers: { framework: { answers: ["node:test"] } },
    });
  });

  it("reports every problem at once at Codex's paths", () => {
    const read = fromRequestUserInput({
      questions: [
        { id: "a", header: "A", question: "" },
        {
          id: "a",
          header: "B",
          question: "Two?",
          options: [
            { label: "x", description: "" },
            { label: "x", description: "" },
          ],
        },
      ],
    });
    expect(read.ok ? [] : read.issues.map(({ code, path }) => [code, path.join(".")])).toEqual([
      ["missing_field", "questions.0.question"],
      ["duplicate_id", "questions.1.id"],
      ["invalid_option", "questions.1.options.1"],
    ]);
  });

  it("keeps the secret rule on the Other text of a secret question with options (SPEC §11)", () => {
    const read = fromRequestUserInput({
      questions: [
        {
          id: "key",
          header: "Key",
          question: "Which API key?",
          isOther: true,
          isSecret: true,
          options: [{ label: "The saved key", description: "From the keychain" }],
        },
        // Without Other nothing the person types could be a secret: the options are the model's own text.
        { id: "plain", header: "P", question: "Which?", isSecret: true, options: [{ label: "A", description: "" }] },
      ],
    });
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const [secret, plain] = read.value.questions;
    expect(secret).toMatchObject({ type: "SingleChoice", allowOther: true, input: { kind: "secret" } });
    expect(plain).not.toHaveProperty("input");
  });

  it("keeps an id named like a prototype key a plain key", () => {
    const response = toRequestUserInputResponse([{ id: "__proto__", answer: "x" }]);
    expect(Object.keys(response.answers)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(response.answers)).toBe(Object.prototype);
  });
});
