import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every field of every public type says what it is where it is declared (it shows in editors' hovers).
const ENTRIES = [
  "src/index.ts",
  "src/protocol/index.ts",
  "src/ai-sdk/index.ts",
  "src/assistant-ui/index.ts",
  "src/claude/index.ts",
  "src/mcp/index.ts",
  "src/formats/codex.ts",
  "src/formats/gemini.ts",
  "src/formats/opencode.ts",
  "src/copilotkit/index.ts",
  "src/ag-ui/index.ts",
  "src/langgraph/index.ts",
  "src/adk/index.ts",
  "src/openai-agents/index.ts",
];

const inPackages = (node: ts.Node) => node.getSourceFile().fileName.includes("node_modules");

function undocumentedFields(): string[] {
  const program = ts.createProgram(ENTRIES, {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const missing = new Set<string>();
  for (const entry of ENTRIES) {
    const file = program.getSourceFile(entry);
    if (!file) throw new Error(`no ${entry}`);
    const moduleSymbol = checker.getSymbolAtLocation(file);
    for (let symbol of checker.getExportsOfModule(moduleSymbol as ts.Symbol)) {
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const declarations = symbol.declarations ?? [];
      if (!declarations.some((item) => ts.isInterfaceDeclaration(item) && !inPackages(item))) continue;
      // Its own fields and those it inherits (from an interface the entry does not export, say).
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        for (const member of property.declarations ?? []) {
          if (inPackages(member) || !(ts.isPropertySignature(member) || ts.isMethodSignature(member))) continue;
          if (ts.getJSDocCommentsAndTags(member).length === 0) missing.add(`${symbol.name}.${property.name}`);
        }
      }
    }
  }
  return [...missing].sort();
}

describe("public API docs", () => {
  // A type-checker over every entry and its kits' types (CopilotKit's are large) takes seconds.
  it("every field of every exported interface has JSDoc", { timeout: 60_000 }, () => {
    expect(undocumentedFields()).toEqual([]);
  });
});
