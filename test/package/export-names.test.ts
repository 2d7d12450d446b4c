import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PACKAGE_ENTRIES as ENTRIES, readPackageExports } from "../support/packageExports.ts";

// SPEC §17: a public name means one thing in every entry. `import { InterruptSlot }` from
// agent-question-form/ag-ui and from agent-question-form/langgraph must not be two different types,
// or a host that uses both reads one name two ways. The entries are the package's own, read from
// tsdown.config.ts, so a new entry is checked without editing this test.
let read: ReturnType<typeof readPackageExports> | undefined;
/** Every entry's exports, read once for the tests below (a program of the whole package takes seconds). */
const publicExports = () => {
  read ??= readPackageExports();
  return read;
};

function namesWithTwoMeanings(): string[] {
  const { exports } = publicExports();
  // Each public name, with every declaration it stands for across the entries (a re-export of one
  // declaration is the same symbol, whatever entry exports it).
  const meanings = new Map<string, Map<ts.Symbol, string[]>>();
  for (const { entry, name, symbol } of exports) {
    const byName = meanings.get(name) ?? new Map<ts.Symbol, string[]>();
    byName.set(symbol, [...(byName.get(symbol) ?? []), entry]);
    meanings.set(name, byName);
  }
  return [...meanings]
    .filter(([, symbols]) => symbols.size > 1)
    .map(([name, symbols]) => `${name}: ${[...symbols.values()].map((entries) => entries.join(" + ")).join(" vs ")}`);
}

/** Public object types with an `approved: boolean` field: each one a decision on a tool call. */
function decisionTypes(): string[] {
  const { checker, exports } = publicExports();
  const found = new Set<string>();
  for (const { name, symbol } of exports) {
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const approved = type.isUnion() ? undefined : type.getProperty("approved");
    if (approved && checker.getTypeOfSymbol(approved).flags & ts.TypeFlags.BooleanLike) found.add(name);
  }
  return [...found];
}

describe("the public names", () => {
  it("reads every entry of the package", () => {
    expect(ENTRIES).toContain("src/index.ts");
    expect(ENTRIES).toContain("src/ag-ui/index.ts");
    expect(ENTRIES).toContain("src/langgraph/index.ts");
    expect(ENTRIES).toContain("src/adk/index.ts");
    expect(ENTRIES.length).toBeGreaterThanOrEqual(12);
  });

  it("mean one thing in every entry that exports them (SPEC §17)", () => {
    expect(namesWithTwoMeanings()).toEqual([]);
  });

  it("have one decision type on a tool call, which every format and view shares (SPEC §17)", () => {
    expect(decisionTypes()).toEqual(["ToolApprovalResponse"]);
  });
});
