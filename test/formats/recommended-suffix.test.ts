import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromAskUserQuestion, toAskUserQuestionResult } from "../../src/claude/index.ts";
import { fromQuestionTool } from "../../src/formats/opencode.ts";
import { shownLabels, withoutRecommended } from "../../src/formats/recommended.ts";

// The " (Recommended)" suffix of Claude's and OpenCode's options (SPEC §7, §13) was dropped with
// /\s*\(recommended\)\s*$/i, which backtracks over a run of spaces: 4.5 s for a label of 40,000
// spaces, and a label is read before any length limit is checked. A label of 200,000 spaces is sized
// so that the backtracking reader would not finish within the test's time limit (~2 minutes per
// reader here), while a linear one takes milliseconds; nothing here measures time.

const spaces = `a${" ".repeat(200_000)}x`;

describe("the (Recommended) suffix is read in linear time", () => {
  it("OpenCode's reader refuses a 200,000-space label as too long without backtracking", () => {
    const read = fromQuestionTool({ questions: [{ question: "Q?", header: "H", options: [{ label: spaces }] }] });
    expect(read.ok ? [] : read.issues.map(({ code }) => code)).toEqual(["too_large"]);
  });

  it("Claude's reader refuses a 200,000-space label as too long without backtracking", () => {
    const read = fromAskUserQuestion({
      questions: [{ question: "Q?", header: "H", options: [{ label: spaces, description: "" }], multiSelect: false }],
    });
    expect(read.ok ? [] : read.issues.map(({ code }) => code)).toEqual(["too_large"]);
  });

  it("drops exactly what the regular expression dropped", () => {
    const old = (label: string) => label.replace(/\s*\(recommended\)\s*$/i, "");
    const piece = fc.constantFrom(
      " ",
      "\t",
      "\n",
      "\u00a0",
      "(",
      ")",
      "x",
      "(Recommended)",
      "(RECOMMENDED)",
      "recommended",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const label = pieces.join("");
        expect(withoutRecommended(label)).toBe(old(label));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("shownLabels", () => {
  it("repeats a label exactly when the labels sent repeat one, and drops a suffix only where that repeats nothing", () => {
    const label = fc
      .array(fc.constantFrom("A", "B", " ", " (Recommended)", "(recommended)"), { minLength: 1, maxLength: 4 })
      .map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(fc.array(label, { maxLength: 6 }), (labels) => {
        const shown = shownLabels(labels);
        expect(new Set(shown).size === shown.length).toBe(new Set(labels).size === labels.length);
        shown.forEach((text, at) => {
          expect([labels[at], withoutRecommended(labels[at] as string)]).toContain(text);
        });
      }),
      { numRuns: 2000 },
    );
  });
});

describe("Claude: a label that would repeat another once its suffix is dropped", () => {
  // As in OpenCode's reader: "SQLite (Recommended)" beside "SQLite" was refused as a repeated option.
  const input = {
    questions: [
      {
        question: "Which database?",
        header: "DB",
        options: [
          { label: "SQLite (Recommended)", description: "with the defaults" },
          { label: "SQLite", description: "configured by hand" },
        ],
        multiSelect: false,
      },
    ],
  };

  it("keeps its suffix, unbadged, and is answered with each label exactly as sent", () => {
    const read = fromAskUserQuestion(input);
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    const [db] = read.value.questions;
    expect(db?.options).toEqual([
      { label: "SQLite (Recommended)", description: "with the defaults" },
      { label: "SQLite", description: "configured by hand" },
    ]);
    expect(db?.recommended).toBeUndefined();
    expect(toAskUserQuestionResult(input, [{ id: "q0", selected: ["SQLite (Recommended)"] }]).answers).toEqual({
      "Which database?": "SQLite (Recommended)",
    });
    expect(toAskUserQuestionResult(input, [{ id: "q0", selected: ["SQLite"] }]).answers).toEqual({
      "Which database?": "SQLite",
    });
  });
});
