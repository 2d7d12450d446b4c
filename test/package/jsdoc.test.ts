import ts from "typescript";
import { describe, expect, it } from "vitest";
import { readPackageExports } from "../support/packageExports.ts";

// Every field of every public type says what it is where it is declared (it shows in editors' hovers),
// in every entry of the package.
const inPackages = (node: ts.Node) => node.getSourceFile().fileName.includes("node_modules");

function undocumentedFields(): string[] {
  const { checker, exports } = readPackageExports();
  const missing = new Set<string>();
  for (const { symbol } of exports) {
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
  return [...missing].sort();
}

describe("public API docs", () => {
  // A type-checker over every entry and its kits' types (CopilotKit's are large) takes seconds.
  it("every field of every exported interface has JSDoc", { timeout: 60_000 }, () => {
    expect(undocumentedFields()).toEqual([]);
  });
});
