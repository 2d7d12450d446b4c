import { describe, expect, it } from "vitest";
import { readPackageExports } from "../support/packageExports.ts";

// SPEC §17: every component that renders a form or an approval takes the same four ways to fit a
// host's look and words, `components`, `classNames`, `labels` and `className`, so a host learns
// them once. Read from the package's own entries with the compiler, so a prop dropped (or never
// added) fails here whichever entry exports the component.

/** Every public component that renders a form or an approval (or the note one ends with). */
const VIEWS = [
  "QuestionForm",
  "QuestionCall",
  "ElicitationForm",
  "ElicitationRound",
  "InterruptForm",
  "AgentInterruptForm",
  "ConfirmationForm",
  "RunApprovals",
  "InterruptReview",
  "LangGraphInterrupts",
  "ToolApproval",
  "ToolApprovalPart",
  "ToolApprovalUI",
  "QuestionToolPart",
  "QuestionToolUI",
  "QuestionHumanInTheLoop",
];
const FOUR = ["components", "classNames", "labels", "className"];

/** For each component above, the props it lacks of the four (by the type of its first parameter). */
function missingProps(): Record<string, string[]> {
  const { checker, exports } = readPackageExports();
  const found: Record<string, string[]> = {};
  for (const { name, symbol } of exports) {
    if (!VIEWS.includes(name) || name in found) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const [signature] = type.getCallSignatures();
    const [props] = signature?.getParameters() ?? [];
    const propsType = props && checker.getTypeOfSymbolAtLocation(props, declaration);
    found[name] = FOUR.filter((prop) => !propsType?.getProperty(prop));
  }
  return found;
}

describe("the props of every view (SPEC §17)", () => {
  it("every component that renders a form or an approval takes components, classNames, labels and className", () => {
    const found = missingProps();
    // Each is public: a name missing here is a component gone or renamed, and the list must follow.
    expect(Object.keys(found).sort()).toEqual([...VIEWS].sort());
    expect(Object.fromEntries(Object.entries(found).filter(([, missing]) => missing.length))).toEqual({});
  });
});
