import { describe, expect, it } from "vitest";
import { draftFor } from "../../src/protocol/drafts.ts";
import {
  fromAnswer,
  isAnswered,
  isOther,
  isOtherBlank,
  type QuestionItem,
  toAnswer,
} from "../../src/protocol/index.ts";

const single: QuestionItem = {
  id: "db",
  question: "Database?",
  type: "SingleChoice",
  options: ["Postgres", { label: "SQLite", description: "One file" }],
  allowOther: true,
  required: true,
};
const multi: QuestionItem = {
  id: "extras",
  question: "Extras?",
  type: "MultiChoice",
  options: ["Lint", "Tests", "Docs"],
  allowOther: true,
  required: false,
};

describe("an Other draft (OtherDraft, SPEC §6)", () => {
  it("sends the Other text trimmed, and a text equal to an option as that option", () => {
    expect(toAnswer(single, { other: "  MariaDB " })).toEqual({ id: "db", selected: ["MariaDB"] });
    expect(toAnswer(single, { other: "SQLite" })).toEqual({ id: "db", selected: ["SQLite"] });
    expect(toAnswer(multi, { other: "CI", picks: ["Docs", "Lint"] })).toEqual({
      id: "extras",
      selected: ["Lint", "Docs", "CI"],
    });
    expect(toAnswer(multi, { other: "Tests", picks: ["Docs"] })).toEqual({ id: "extras", selected: ["Tests", "Docs"] });
  });
  it("is not an answer while its box is blank, and says so", () => {
    expect(isAnswered(single, { other: " \u200b" })).toBe(false);
    expect(isOtherBlank(single, { other: " " })).toBe(true);
    expect(isOtherBlank(single, { other: "x" })).toBe(false);
    expect(isOtherBlank(single, "Postgres")).toBe(false);
    expect(isOtherBlank({ ...single, allowOther: false }, { other: "" })).toBe(false);
    expect(toAnswer(multi, { other: "", picks: ["Tests"] })).toEqual({ id: "extras", selected: ["Tests"] });
  });
  it("is ignored without allowOther", () => {
    const closed = { ...single, allowOther: false };
    expect(toAnswer(closed, { other: "MariaDB" })).toEqual({ id: "db" });
    expect(draftFor(closed, { other: "MariaDB" }, "SingleChoice")).toBeUndefined();
    expect(draftFor(single, { other: "MariaDB" }, "SingleChoice")).toEqual({ other: "MariaDB" });
    expect(draftFor({ ...single, type: "Text" }, { other: "x" }, "Text")).toBeUndefined();
  });
  it("comes back from a stored answer with the text in the box", () => {
    expect(fromAnswer(single, { id: "db", selected: ["MariaDB"] })).toEqual({ other: "MariaDB" });
    expect(fromAnswer(single, { id: "db", selected: ["Postgres"] })).toBe("Postgres");
    expect(fromAnswer(multi, { id: "extras", selected: ["Lint", "CI"] })).toEqual({ other: "CI", picks: ["Lint"] });
    expect(fromAnswer(multi, { id: "extras", selected: ["Lint"] })).toEqual(["Lint"]);
    expect(isOther(fromAnswer({ ...multi, allowOther: false }, { id: "extras", selected: ["CI"] }))).toBe(false);
  });
});
