import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  askUserQuestionFormat,
  fromAskUserQuestion,
  toAskUserQuestionPermission,
  toAskUserQuestionResult,
} from "../../src/claude/index.ts";
import { fromRequestUserInput, requestUserInputFormat, toRequestUserInputResponse } from "../../src/formats/codex.ts";
import { askUserFormat, fromAskUser, toAskUserResult } from "../../src/formats/gemini.ts";
import { fromQuestionTool, openCodeQuestionFormat, toQuestionReply } from "../../src/formats/opencode.ts";
import { fromElicitation, fromInputRequired, toElicitResult, toInputResponses } from "../../src/mcp/index.ts";
import {
  type AnswerItem,
  type IssueCode,
  normalizeQuestions,
  type QuestionItem,
  type QuestionToolFormat,
  type Validated,
  validateAnswers,
} from "../../src/protocol/index.ts";
import { recheckRead } from "../../src/protocol/validate.ts";
import { oddValue } from "../support/generators.ts";
import { hostileValues } from "../support/hostile.ts";
import { answerAsPerson } from "../support/person.ts";

// Property tests per reader (SPEC §7): any JSON in, never a throw and only
// well-formed issues; whatever a reader accepts, the answers a person could
// give pass validateAnswers and the writer turns them into the native result.

// MCP's shaped runs compile each generated schema with Ajv, as the SDK's server does: fewer of them.
const RUNS = { json: 3_000, shaped: 3_000, mcpShaped: 1_000 } as const;
const TIMEOUT = 60_000;

const CODES = new Set<IssueCode>([
  "invalid_json",
  "not_an_object",
  "no_questions",
  "missing_field",
  "wrong_type",
  "unknown_type",
  "duplicate_id",
  "missing_options",
  "empty_options",
  "invalid_option",
  "options_not_allowed",
  "recommended_not_an_option",
  "recommended_not_allowed",
  "too_large",
  "unsupported_schema",
  "duplicate_question",
]);

const seen = { accepted: 0, rejected: 0 };

/** The reader's result is well formed; returns its questions when it accepted. */
function checkRead<T>(
  result: Validated<T>,
  questionsOf: (value: T) => QuestionItem[] | undefined,
): QuestionItem[] | undefined {
  if (!result.ok) {
    seen.rejected++;
    if (!result.issues.length) throw new Error("rejected without an issue");
    for (const { code, path, message } of result.issues)
      if (!CODES.has(code) || !Array.isArray(path) || typeof message !== "string" || !message)
        throw new Error(`malformed issue ${JSON.stringify({ code, path, message })}`);
    return undefined;
  }
  seen.accepted++;
  const questions = questionsOf(result.value);
  if (questions && JSON.stringify(normalizeQuestions(questions)) !== JSON.stringify(questions))
    throw new Error("questions are not normalized");
  // The readers skip the rules only a model's own questions can break (a YesNo's options, recommended): their questions must pass them.
  const again = questions && recheckRead(questions);
  if (again && !again.ok) throw new Error(`a reader's questions break a rule: ${JSON.stringify(again.issues)}`);
  return questions;
}

/** Both kinds of answer set a person could send: everything answered, and every optional question skipped. */
function personAnswers(questions: QuestionItem[]) {
  return [false, true].map((skip) => {
    const answers = questions.map((question) => answerAsPerson(question, skip));
    expect(validateAnswers(questions, answers)).toEqual([]);
    return answers;
  });
}

/**
 * Every writer takes what its reader takes (review defect 1): the arguments as JSON text give
 * the result the object they stand for gives (its JSON round trip: what the text holds).
 */
function writesTextAsObject(
  format: QuestionToolFormat,
  value: unknown,
  answers: AnswerItem[],
  questions: QuestionItem[],
) {
  const json = JSON.stringify(value);
  const output = { questions, answers };
  expect(format.write(json, answers, output)).toEqual(format.write(JSON.parse(json), answers, output));
  expect(format.reply?.(json, "in the chat")).toEqual(format.reply?.(JSON.parse(json), "in the chat"));
  expect(format.expire?.(json, { afkTimeoutMs: 1 })).toEqual(format.expire?.(JSON.parse(json), { afkTimeoutMs: 1 }));
}

const text = fc.string({ minLength: 1, maxLength: 10 });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
/** Sometimes one field of an item set to a value a model should not send. */
const spoil = <T extends Record<string, unknown>>(item: fc.Arbitrary<T>, fields: string[]) =>
  fc.tuple(item, maybe(fc.tuple(fc.constantFrom(...fields), oddValue))).map(([value, change]) => {
    if (change) (value as Record<string, unknown>)[change[0]] = structuredClone(change[1]);
    return value;
  });
const anyJson = fc.jsonValue({ maxDepth: 4 });
/**
 * Any JSON, or now and then a value no parser makes that throws when looked into (a Proxy, a
 * getter). Handed over as a function that makes it: fast-check itself looks into what it generates.
 */
const anyValue = fc.oneof(
  { arbitrary: anyJson.map((value) => () => value), weight: 9 },
  fc.nat(hostileValues().length - 1).map((index) => () => hostileValues()[index]?.value),
);

/**
 * The two properties of a reader of `{ questions: [...] }` tool input: `check` (read, then answer what was
 * accepted) never throws on any JSON, nor on shaped and spoilt `input`.
 */
function readerProperties(
  input: fc.Arbitrary<unknown>,
  check: (value: unknown) => void,
  format?: Pick<QuestionToolFormat, "answered">,
) {
  it(
    "never throws on any value, as the input or as its questions",
    () => {
      fc.assert(
        fc.property(anyValue, (make) => [make(), { questions: make() }, { questions: [make()] }].forEach(check)),
        { numRuns: RUNS.json },
      );
    },
    TIMEOUT,
  );

  if (format)
    it(
      "reads any value as a stored result without a throw, from any call",
      () => {
        fc.assert(
          fc.property(
            fc.oneof(
              input.map((call) => () => call),
              anyValue,
            ),
            anyValue,
            (call, make) => {
              for (const result of [make(), { answers: make() }, { questions: make(), answers: {} }])
                format.answered(call(), result);
            },
          ),
          { numRuns: RUNS.json },
        );
      },
      TIMEOUT,
    );

  it(
    "answers whatever it accepts, from shaped and spoilt payloads",
    () => {
      fc.assert(fc.property(input, check), { numRuns: RUNS.shaped });
    },
    TIMEOUT,
  );
}

describe("fromAskUserQuestion, property tests", () => {
  // Some labels carry the "(Recommended)" suffix (the reader's recommended) or are a model-made "Other" (dropped).
  const label = fc.oneof(
    text,
    text.map((value) => `${value} (Recommended)`),
    fc.constant("Other"),
  );
  const option = fc.oneof(
    fc.record({ label, description: text, preview: maybe(text) }, { requiredKeys: ["label", "description"] }),
    label,
  );
  const item = spoil(
    fc.record(
      {
        id: maybe(text),
        question: text,
        header: text,
        multiSelect: fc.boolean(),
        multiple: fc.boolean(),
        options: fc.oneof(
          fc.array(option, { maxLength: 5 }),
          fc.array(option, { maxLength: 5 }).map((list) => JSON.stringify(list)),
        ),
        required: fc.boolean(),
      },
      { requiredKeys: ["question", "header"] },
    ),
    ["question", "header", "options", "multiSelect", "id"],
  );
  const input = fc.record({ questions: fc.array(item, { minLength: 1, maxLength: 4 }) });

  const check = (value: unknown) => {
    const questions = checkRead(fromAskUserQuestion(value), (read) => read.questions);
    if (!questions) return;
    for (const answers of personAnswers(questions)) {
      const result = toAskUserQuestionResult(value as { questions: unknown[] }, answers);
      const answered = answers.filter(({ answer, selected }) => answer !== undefined || selected?.length);
      if (Object.keys(result.answers).length > answered.length) throw new Error("more answers than given");
      toAskUserQuestionPermission(value as object, answers);
      writesTextAsObject(askUserQuestionFormat, value, answers, questions);
      expect(toAskUserQuestionPermission(JSON.stringify(value), answers)).toEqual(
        toAskUserQuestionPermission(JSON.parse(JSON.stringify(value)), answers),
      );
    }
  };

  readerProperties(input, check, askUserQuestionFormat);
});

describe("fromRequestUserInput, property tests", () => {
  const item = spoil(
    fc.record(
      {
        id: text,
        header: text,
        question: text,
        isOther: fc.boolean(),
        isSecret: fc.boolean(),
        options: maybe(fc.array(fc.record({ label: text, description: text }), { maxLength: 4 })),
      },
      { requiredKeys: ["id", "header", "question"] },
    ),
    ["id", "question", "options", "isOther"],
  );
  const input = fc.record({ questions: fc.array(item, { minLength: 1, maxLength: 4 }) });

  const check = (value: unknown) => {
    const questions = checkRead(fromRequestUserInput(value), (read) => read.questions);
    if (!questions) return;
    for (const answers of personAnswers(questions)) {
      const response = toRequestUserInputResponse(answers);
      if (Object.keys(response.answers).length !== new Set(answers.map(({ id }) => id)).size)
        throw new Error("one entry per question expected");
      writesTextAsObject(requestUserInputFormat, value, answers, questions);
    }
  };

  readerProperties(input, check, requestUserInputFormat);
});

describe("fromAskUser (Gemini CLI), property tests", () => {
  const item = spoil(
    fc.record(
      {
        question: fc.oneof(
          text,
          text.map((value) => `${value}\\n${value}`),
        ),
        header: text,
        type: fc.constantFrom("choice", "text", "yesno"),
        options: maybe(fc.array(fc.record({ label: text, description: text }), { maxLength: 4 })),
        multiSelect: maybe(fc.boolean()),
        placeholder: maybe(text),
      },
      { requiredKeys: ["question", "header", "type"] },
    ),
    ["question", "header", "type", "options", "multiSelect"],
  );
  const input = fc.record({ questions: fc.array(item, { minLength: 1, maxLength: 4 }) });

  const check = (value: unknown) => {
    const questions = checkRead(fromAskUser(value), (read) => read.questions);
    if (!questions) return;
    for (const answers of personAnswers(questions)) {
      const result = toAskUserResult(value, answers);
      const answered = answers.filter(({ answer, selected }) => answer !== undefined || selected?.length);
      if (Object.keys(result.answers).length !== answered.length) throw new Error("one entry per answer expected");
      // What was written reads back as the answers given.
      const back = askUserFormat.answered(value, JSON.parse(JSON.stringify(result)));
      if (!back) throw new Error("a written result must read back");
      writesTextAsObject(askUserFormat, value, answers, questions);
    }
  };

  readerProperties(input, check, askUserFormat);
});

describe("fromQuestionTool (OpenCode), property tests", () => {
  // Some labels carry the "(Recommended)" suffix, which the reader drops and the writer sends back.
  const label = fc.oneof(
    text,
    text.map((value) => `${value} (Recommended)`),
  );
  const item = spoil(
    fc.record(
      {
        question: text,
        header: text,
        options: fc.array(fc.record({ label, description: text }), { maxLength: 4 }),
        multiple: maybe(fc.boolean()),
      },
      { requiredKeys: ["question", "header", "options"] },
    ),
    ["question", "header", "options", "multiple"],
  );
  const input = fc.record({ questions: fc.array(item, { minLength: 1, maxLength: 4 }) });

  const check = (value: unknown) => {
    const questions = checkRead(fromQuestionTool(value), (read) => read.questions);
    if (!questions) return;
    for (const answers of personAnswers(questions)) {
      const reply = toQuestionReply(value, answers);
      if (reply.answers.length !== questions.length) throw new Error("one list per question expected");
      // What was written reads back as the answers given.
      const back = openCodeQuestionFormat.answered(value, JSON.parse(JSON.stringify(reply)));
      if (back?.answers.length !== questions.length) throw new Error("a written reply must read back");
    }
  };

  readerProperties(input, check, openCodeQuestionFormat);
});

describe("fromElicitation, property tests", () => {
  const validator = new AjvJsonSchemaValidator();
  const bound = maybe(fc.integer({ min: -5, max: 50 }));
  const values = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 4 });
  const property = fc.oneof(
    fc
      .record({
        type: fc.constant("string"),
        title: maybe(text),
        description: maybe(text),
        format: maybe(fc.constantFrom("email", "uri", "date", "date-time")),
        minLength: maybe(fc.integer({ min: 0, max: 5 })),
        maxLength: maybe(fc.integer({ min: 5, max: 40 })),
      })
      // Lengths on a formatted string are not what servers send (and a date-time's length changes with its zone).
      .map(({ format, minLength, maxLength, ...rest }) =>
        format ? { ...rest, format } : { ...rest, minLength, maxLength },
      ),
    fc
      .record({ type: fc.constantFrom("number", "integer"), minimum: bound, maximum: bound })
      .filter(({ minimum, maximum }) => minimum === undefined || maximum === undefined || maximum - minimum >= 1),
    fc.record({ type: fc.constant("boolean"), default: maybe(fc.boolean()) }),
    values.map((list) => ({ type: "string", enum: list, default: list[0] })),
    values.map((list) => ({ type: "string", enum: list, enumNames: list.map((value) => value.toUpperCase()) })),
    values.map((list) => ({ type: "string", oneOf: list.map((value) => ({ const: value, title: `${value}!` })) })),
    fc.tuple(values, fc.nat(2), fc.nat(3)).map(([list, min, extra]) => ({
      type: "array",
      items: { type: "string", enum: list },
      minItems: Math.min(min, list.length),
      maxItems: Math.min(min, list.length) + extra,
    })),
    values.map((list) => ({ type: "array", items: { anyOf: list.map((value) => ({ const: value, title: value })) } })),
    fc.constantFrom({ type: "object", properties: {} }, { type: "null" }, { anyOf: [] }, 7),
  );
  const params = fc
    .dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), property, { minKeys: 1, maxKeys: 5 })
    .chain((properties) =>
      fc.record({
        message: text,
        requestedSchema: fc.record({
          type: fc.constant("object"),
          properties: fc.constant(properties),
          required: fc.subarray(Object.keys(properties)),
        }),
      }),
    );

  const check = (value: unknown) => {
    const read = fromElicitation(value);
    const questions = checkRead(read, (form) => (form.mode === "form" ? form.questions : undefined));
    if (!questions || !read.ok || read.value.mode !== "form") return;
    const schema = (value as { requestedSchema: Parameters<typeof validator.getValidator>[0] }).requestedSchema;
    for (const answers of personAnswers(questions)) {
      const result = toElicitResult(value, answers);
      if (result.action !== "accept") throw new Error("accept expected");
      // What the MCP SDK's server runs on the content it receives.
      const verdict = validator.getValidator(schema)(result.content);
      if (!verdict.valid) throw new Error(`${verdict.errorMessage}: ${JSON.stringify(result.content)}`);
    }
    for (const defaults of [read.value.defaults])
      expect(validateAnswers(questions, defaults).filter(({ code }) => code !== "unanswered")).toEqual([]);
  };

  it(
    "never throws on any value, as the params or as their schema",
    () => {
      fc.assert(
        fc.property(anyValue, (make) =>
          [
            make(),
            { message: "m", requestedSchema: make() },
            { message: "m", requestedSchema: { type: "object", properties: make() } },
          ].forEach(check),
        ),
        { numRuns: RUNS.json },
      );
    },
    TIMEOUT,
  );

  it(
    "answers whatever it accepts so that the server's own Ajv check passes",
    () => {
      fc.assert(fc.property(params, check), { numRuns: RUNS.mcpShaped });
    },
    TIMEOUT,
  );

  // A 2026-07-28 round (SPEC §10): elicitations among other requests, each maybe spoilt.
  const request = fc.oneof(
    { arbitrary: params.map((value) => ({ method: "elicitation/create", params: value })), weight: 4 },
    fc.record({ message: text, url: fc.constantFrom("https://a.example/x", "ftp://b", "no url") }).map((value) => ({
      method: "elicitation/create",
      params: { mode: "url", ...value },
    })),
    fc.constantFrom({ method: "sampling/createMessage", params: {} }, { method: "roots/list" }),
    anyJson,
  );
  const round = fc.record(
    {
      resultType: fc.oneof({ arbitrary: fc.constant("input_required"), weight: 9 }, anyJson),
      inputRequests: fc.oneof(
        { arbitrary: fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), request, { maxKeys: 4 }), weight: 9 },
        anyJson,
      ),
      requestState: fc.oneof({ arbitrary: fc.string(), weight: 4 }, anyJson),
    },
    { requiredKeys: ["resultType"] },
  );

  const rounds = { answered: 0 };
  const checkRound = (value: unknown) => {
    const read = fromInputRequired(value);
    if (!read.ok) {
      if (!read.issues.length) throw new Error("rejected without an issue");
      for (const { code, path, message } of read.issues) {
        if (!CODES.has(code) || !Array.isArray(path) || typeof message !== "string" || !message)
          throw new Error(`malformed issue ${JSON.stringify({ code, path, message })}`);
        // A request's problem is named at its key.
        const requests = (value as { inputRequests?: unknown })?.inputRequests;
        if (path[0] === "inputRequests" && path.length > 1 && !Object.hasOwn(Object(requests), path[1] as string))
          throw new Error(`issue at a key the round does not have: ${JSON.stringify(path)}`);
      }
      return;
    }
    const { elicitations, others, requestState } = read.value;
    if (requestState !== undefined && requestState !== (value as { requestState: unknown }).requestState)
      throw new Error("requestState changed");
    const keys = elicitations.map(({ key }) => key);
    // Exactly the round's elicitations, in order; the rest, the host's.
    const given = Object.entries(Object((value as { inputRequests?: unknown }).inputRequests ?? {}));
    const asking = given.filter(([, one]) => (one as { method?: unknown })?.method === "elicitation/create");
    expect(keys).toEqual(asking.map(([key]) => key));
    expect(others).toEqual(given.filter((entry) => !asking.includes(entry)).map(([key]) => key));
    if (new Set([...keys, ...others]).size !== keys.length + others.length) throw new Error("a key read twice");
    for (const outcome of ["decline", "cancel"] as const)
      expect(toInputResponses(read.value, outcome)).toEqual(
        Object.fromEntries(keys.map((key) => [key, { action: outcome }])),
      );
    const answers = Object.fromEntries(
      elicitations.flatMap((one) => (one.mode === "form" ? [[one.key, personAnswers(one.questions)[0]]] : [])),
    );
    const responses = toInputResponses(read.value, { action: "accept", answers });
    if (elicitations.length) rounds.answered++;
    expect(Object.keys(responses)).toEqual(keys);
    for (const one of elicitations) {
      const response = responses[one.key];
      if (one.mode === "url") expect(response).toEqual({ action: "accept" });
      else if (response && "content" in response) {
        const schema = (one.params as { requestedSchema: Parameters<typeof validator.getValidator>[0] })
          .requestedSchema;
        const verdict = validator.getValidator(schema)(response.content);
        if (!verdict.valid) throw new Error(`${verdict.errorMessage}: ${JSON.stringify(response.content)}`);
      } else throw new Error("accepted form without content");
    }
  };

  it(
    "fromInputRequired never throws on any JSON, as the result, its requests or one request",
    () => {
      fc.assert(
        fc.property(anyJson, (value) =>
          [
            value,
            { resultType: "input_required", inputRequests: value },
            { resultType: "input_required", inputRequests: { a: value } },
            { resultType: "input_required", inputRequests: { a: { method: "elicitation/create", params: value } } },
          ].forEach(checkRound),
        ),
        { numRuns: RUNS.json },
      );
    },
    TIMEOUT,
  );

  it(
    "reads shaped and spoilt rounds: issues at their key, every elicitation answered, requestState kept",
    () => {
      fc.assert(fc.property(round, checkRound), { numRuns: RUNS.mcpShaped });
      // Not vacuous: many rounds were read and answered whole.
      expect(rounds.answered).toBeGreaterThan(RUNS.mcpShaped / 10);
    },
    TIMEOUT,
  );
});

it("accepted and rejected inputs both happened, so the properties were not vacuous", () => {
  expect(Math.min(seen.accepted, seen.rejected)).toBeGreaterThan(RUNS.shaped / 10);
});
