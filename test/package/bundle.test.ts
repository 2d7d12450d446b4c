// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "tsdown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The chat kits are optional peers: someone who imports only the core entry
// must not load (or need installed) `ai`, `@ai-sdk/*`, `@assistant-ui/*` or `@copilotkit/*`.
// This builds the package with its own tsdown config into a scratch folder
// and walks each entry's import graph through the chunks it loads.

const KITS = /^(ai|@ai-sdk\/.+|@assistant-ui\/.+|@copilotkit\/.+|@ag-ui\/.+|assistant-stream|zod)$/;
const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']/g;

let outDir = "";

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), "agent-question-form-bundle-"));
  // The config's own entries and externals; no types, and not its copy of styles.css into dist/.
  await build({
    config: path.resolve("tsdown.config.ts"),
    outDir,
    dts: false,
    logLevel: "silent",
    onSuccess: () => {},
  });
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Every bare module specifier reachable from an entry file, following relative imports into chunks. */
function bareImports(entry: string): Set<string> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(outDir, entry)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
      else bare.add(specifier);
    }
  }
  return bare;
}

describe("the built package keeps the chat kits out of the core entry", () => {
  it("agent-question-form (the core entry) reaches no chat kit through any chunk", () => {
    const imports = [...bareImports("index.js")];
    expect(imports).toContain("react");
    expect(imports.filter((specifier) => KITS.test(specifier))).toEqual([]);
  });

  it("agent-question-form/protocol imports nothing at all", () => {
    expect([...bareImports("protocol.js")]).toEqual([]);
  });

  it("the format entries import no SDK and no chat kit (claude and codex nothing at all)", () => {
    for (const entry of ["claude.js", "codex.js"]) expect([...bareImports(entry)], entry).toEqual([]);
    // The mcp entry will also hold the React ElicitationForm, so React may come; an SDK never.
    const mcp = [...bareImports("mcp.js")];
    expect(
      mcp.filter((specifier) => KITS.test(specifier) || /^@(modelcontextprotocol|anthropic-ai)\//.test(specifier)),
    ).toEqual([]);
  });

  it("agent-question-form/ag-ui imports no @ag-ui package at run time: its types only", () => {
    expect([...bareImports("ag-ui.js")].filter((specifier) => KITS.test(specifier))).toEqual([]);
  });

  it("the langgraph entry imports no LangGraph or LangChain package: useStream's value comes in as a prop", () => {
    expect(
      [...bareImports("langgraph.js")].filter((specifier) => /^(@langchain\/|langchain$)/.test(specifier)),
    ).toEqual([]);
  });

  it("the adk entry imports no @google package: the turn's events come in as a prop", () => {
    for (const entry of ["adk.js", "adk-react.js"])
      expect(
        [...bareImports(entry)].filter((specifier) => specifier.startsWith("@google/")),
        entry,
      ).toEqual([]);
  });

  it("the openai-agents entry imports no OpenAI package: the run's interruptions and state come in as values", () => {
    expect([...bareImports("openai-agents.js")].filter((specifier) => /^(@openai\/|openai$)/.test(specifier))).toEqual(
      [],
    );
  });

  it("each adapter entry imports its own kit, which proves the walk sees imports", () => {
    expect([...bareImports("ai-sdk.js")].filter((specifier) => KITS.test(specifier))).toEqual(["ai"]);
    expect([...bareImports("assistant-ui.js")].filter((specifier) => KITS.test(specifier))).toEqual([
      "@assistant-ui/react",
    ]);
    expect([...bareImports("copilotkit.js")].filter((specifier) => KITS.test(specifier))).toEqual([
      "@copilotkit/react-core/v2/headless",
    ]);
  });
});

/** An entry file and every chunk it imports statically (not through `import()`): what a page loads with it. */
function firstLoad(entry: string): string[] {
  const files: string[] = [];
  const queue = [path.join(outDir, entry)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.includes(file)) continue;
    files.push(file);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT))
      if (specifier?.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
  }
  return files;
}

describe("the built package keeps files out of a form's first load (issue 47)", () => {
  // What only a question that offers files needs: the read (`FileReader`), the checks and the refusals' texts.
  const FILES_ONLY = ["readAsDataURL(file)", "function fileProblem", "function refusedText"];

  it("the core entry loads them in the files chunk, the one a question that offers files loads, never before", () => {
    const first = firstLoad("index.js");
    const holding = (part: string) =>
      first.filter((file) => readFileSync(file, "utf8").includes(part)).map((file) => path.basename(file));
    for (const part of FILES_ONLY) expect(holding(part), part).toEqual([]);
    const chunk = holding('import("./QuestionFiles-')[0] ?? "";
    const name = readFileSync(path.join(outDir, chunk), "utf8").match(
      /import\("(\.\/QuestionFiles-[\w-]+\.js)"\)/,
    )?.[1];
    const files = readFileSync(path.join(outDir, name ?? ""), "utf8");
    for (const part of FILES_ONLY) expect(files, part).toContain(part);
  });
});
