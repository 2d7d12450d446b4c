// A docs recipe run as written: the code of a ```ts/```tsx block of docs/*.md, saved as a module
// inside the repository (so its packages resolve as in an app) with the package's entries pointed at
// src/, for a test to import. The docs' type check (scripts/check-doc-examples.mjs) only compiles a
// recipe; this runs it, so a recipe whose behaviour drifts fails a test, not a reader.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The code of the `index`-th ```ts/```tsx block after the heading `heading` of `page` (e.g. "docs/langgraph.md"). */
export function docsBlock(page: string, heading: string, index = 0): string {
  const markdown = readFileSync(path.join(root, page), "utf8");
  const at = markdown.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`${page} has no heading "${heading}"`);
  const blocks = [...markdown.slice(at).matchAll(/^```(?:ts|tsx)\n([\s\S]*?)^```$/gm)];
  const code = blocks[index]?.[1];
  if (code === undefined) throw new Error(`${page} has no code block ${index} under "${heading}"`);
  return code;
}

/**
 * A folder for recipe modules (under test/, removed by `remove`): each `write(name, code)` saves one,
 * with `agent-question-form/<entry>` imports pointed at src/<entry>/index.ts and the CSS import left
 * out (jsdom draws nothing), and returns its path for `import()`.
 */
export function recipeFolder() {
  const base = path.join(root, "test/.recipes");
  mkdirSync(base, { recursive: true });
  const folder = mkdtempSync(path.join(base, "run-"));
  return {
    write(name: string, code: string): string {
      const file = path.join(folder, name);
      const source = code
        .replace(/^import "agent-question-form\/styles\.css";\n/m, "")
        .replace(/from "agent-question-form\/([\w-]+)"/g, (_, entry: string) => {
          const target = path.relative(folder, path.join(root, "src", entry, "index.ts")).replaceAll("\\", "/");
          return `from "${target}"`;
        });
      writeFileSync(file, source);
      return file;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
