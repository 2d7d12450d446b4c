// Compiles every ```ts and ```tsx example of README.md and docs/*.md against the
// package's own types, so an example that stops matching the API fails
// `npm run typecheck` (and CI) instead of misleading a reader.
//
// Each block becomes one module in node_modules/.cache/doc-examples/ (inside the
// repository, so `ai`, `@ai-sdk/react` and the other dev dependencies resolve),
// with "agent-question-form" and "agent-question-form/<entry>" mapped to src/.
// A block must stand alone: declare what it uses but does not define
// (`declare const toolCall: { id: string; input: unknown };`). A block that uses
// assistant-ui's AI SDK runtime compiles against AI SDK 7, as an app that has it
// does (it depends on `ai` 7; the repository's own `ai` is 6), and so does a block
// whose first line is a comment that names "AI SDK 7" (e.g. `// route.ts — AI SDK 7`).
//
// Run: node scripts/check-doc-examples.mjs [files…]   (default: README.md docs/*.md)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "node_modules/.cache/doc-examples");

const pages = process.argv.slice(2).length
  ? process.argv.slice(2).map((file) => path.resolve(file))
  : [
      path.join(root, "README.md"),
      ...readdirSync(path.join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => path.join(root, "docs", name)),
    ];

/** The ```ts / ```tsx blocks of a Markdown text, with the line each one's code starts on (1-based). */
function examplesOf(markdown) {
  const examples = [];
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)```(ts|tsx|typescript)\s*$/.exec(lines[index]);
    if (!open) continue;
    const indent = open[1].length;
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end++;
    const code = lines
      .slice(start, end)
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join("\n");
    examples.push({ language: open[2] === "ts" || open[2] === "typescript" ? "ts" : "tsx", line: start + 1, code });
    index = end;
  }
  return examples;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** The two projects the blocks compile in, and the module paths each maps. */
const modules = (folder) => path.relative(folder, path.join(root, "node_modules")).replaceAll("\\", "/");
const fromRoot = (folder, file) => path.relative(folder, path.join(root, file)).replaceAll("\\", "/");
const projects = {
  // The shadcn registry item's file, as an app imports it once `shadcn add` wrote it, with the
  // stories' shadcn parts as the app's components/ui.
  main: (folder) => ({
    "@/components/question-form": [fromRoot(folder, "registry/question-form/question-form.tsx")],
    "@/components/ui/*": [fromRoot(folder, "stories/shadcn/ui/*")],
    "@/lib/utils": [fromRoot(folder, "stories/shadcn/lib/utils.ts")],
  }),
  ai7: (folder) => ({
    ai: [`${modules(folder)}/ai7`],
    "ai/*": [`${modules(folder)}/ai7/*`],
    "@ai-sdk/react": [`${modules(folder)}/ai-sdk-react4`],
  }),
};

/** Generated file name → where its code came from. */
const origins = new Map();
for (const page of pages) {
  const name = path.relative(root, page);
  examplesOf(readFileSync(page, "utf8")).forEach((example, index) => {
    const firstLine = example.code.split("\n", 1)[0];
    const aiSeven = example.code.includes("@assistant-ui/react-ai-sdk") || /^\/\/.*\bAI SDK 7\b/.test(firstLine);
    const project = aiSeven ? "ai7" : "main";
    const file = `${name.replaceAll(/[/\\.]/g, "_")}-${index + 1}.${example.language}`;
    mkdirSync(path.join(out, project), { recursive: true });
    // `export {}` makes every block a module of its own, so two pages may declare the same names.
    writeFileSync(path.join(out, project, file), `${example.code}\nexport {};\n`);
    origins.set(file, { page: name, line: example.line });
  });
}

const errors = [];
let failed = false;
for (const [project, extraPaths] of Object.entries(projects)) {
  const folder = path.join(out, project);
  if (!existsSync(folder)) continue;
  const relativeSrc = path.relative(folder, path.join(root, "src")).replaceAll("\\", "/");
  writeFileSync(
    path.join(folder, "tsconfig.json"),
    JSON.stringify({
      extends: path.relative(folder, path.join(root, "tsconfig.json")).replaceAll("\\", "/"),
      compilerOptions: {
        noEmit: true,
        types: ["node"],
        paths: {
          "agent-question-form": [`${relativeSrc}/index.ts`],
          // An entry with a folder of its own, or one built straight from a format (codex, gemini, opencode).
          "agent-question-form/*": [`${relativeSrc}/*/index.ts`, `${relativeSrc}/formats/*.ts`],
          ...extraPaths(folder),
        },
      },
      include: ["*.ts", "*.tsx"],
    }),
  );
  const tsc = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/typescript/bin/tsc"), "-p", folder, "--pretty", "false"],
    { encoding: "utf8" },
  );
  failed ||= tsc.status !== 0;
  // Each error on an example's line, at that line of its page; src/'s own are the main typecheck's.
  for (const line of `${tsc.stdout}${tsc.stderr}`.split("\n")) {
    const match = /^(?:.*[/\\])?([^/\\(]+)\((\d+),(\d+)\): (.*)$/.exec(line);
    const origin = match && origins.get(match[1]);
    if (origin) errors.push(`${origin.page}:${origin.line + Number(match[2]) - 1}:${match[3]} ${match[4]}`);
    else if (line.trim() && !match) errors.push(line);
  }
}

if (errors.length > 0 || failed) {
  console.error(`Docs examples that do not compile (${origins.size} checked):\n${errors.join("\n")}`);
  process.exit(1);
}
console.log(`${origins.size} docs examples compile (${pages.length} pages).`);
