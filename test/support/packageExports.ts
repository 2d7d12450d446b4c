// The package's public exports as a type-checker reads them, for the tests that hold the public API
// to a rule (one meaning per name, JSDoc on every field, the four view props): one way to read them.
import { readFileSync } from "node:fs";
import ts from "typescript";

/** The package's entries, read from tsdown.config.ts, so a new entry is checked without editing a test. */
export const PACKAGE_ENTRIES = [
  ...readFileSync("tsdown.config.ts", "utf8").matchAll(/^\s+"?[\w-]+"?: "(src\/[\w/.-]+\.ts)",$/gm),
].map((match) => match[1] as string);

/** One public export: the entry that exports it, its public name, and what it stands for (an alias resolved). */
export interface PackageExport {
  entry: string;
  name: string;
  symbol: ts.Symbol;
}

/**
 * Every export of every entry, with the checker that read them. A program of
 * the whole package takes seconds: call it once per test file.
 */
export function readPackageExports(): { checker: ts.TypeChecker; exports: PackageExport[] } {
  const program = ts.createProgram(PACKAGE_ENTRIES, {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const exports: PackageExport[] = [];
  for (const entry of PACKAGE_ENTRIES) {
    const file = program.getSourceFile(entry);
    if (!file) throw new Error(`no ${entry}`);
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      exports.push({ entry, name: exported.name, symbol });
    }
  }
  return { checker, exports };
}
