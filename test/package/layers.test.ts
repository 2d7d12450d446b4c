import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The arrows of docs/architecture.md, read from the source: each file's relative imports, resolved.
const SRC = resolve(import.meta.dirname, "../../src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every relative import (static, dynamic, `export … from`) of every file, as paths relative to src/. */
const imports = filesUnder(SRC).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((match) => ({
    from: relative(SRC, file),
    to: relative(SRC, resolve(dirname(file), match[1] as string)),
  })),
);

/** The one module of src/form/ that the floors above it import. */
const FACE = "form/index.ts";

/** The top floor: each a folder with an entry of its own, on the floors below and never on each other. */
const INTEGRATIONS = [
  "ai-sdk",
  "assistant-ui",
  "copilotkit",
  "claude",
  "mcp",
  "ag-ui",
  "langgraph",
  "adk",
  "openai-agents",
];
const BELOW_INTEGRATIONS = /^(protocol|formats|form|approval|call)\//;

const where = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;

describe("the layers of src/", () => {
  it("reads some imports (a walk that found none would pass anything)", () => {
    expect(imports.length).toBeGreaterThan(300);
  });

  it("no internal file imports the public entry src/index.ts", () => {
    expect(imports.filter(({ to }) => to === "index.ts").map(where)).toEqual([]);
  });

  it("the protocol imports nothing outside itself", () => {
    const out = imports.filter(({ from, to }) => from.startsWith("protocol/") && !to.startsWith("protocol/"));
    expect(out.map(where)).toEqual([]);
  });

  it("the formats import only the protocol and each other", () => {
    const out = imports.filter(({ from, to }) => from.startsWith("formats/") && !/^(protocol|formats)\//.test(to));
    expect(out.map(where)).toEqual([]);
  });

  it("the form's kit imports nothing of the form but itself (the engine and every floor borrow it)", () => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith("form/kit/") && to.startsWith("form/") && !to.startsWith("form/kit/"),
    );
    expect(out.map(where)).toEqual([]);
  });

  it("the form's engine imports nothing of the form above it (the kit lies below it)", () => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith("form/engine/") && to.startsWith("form/") && !/^form\/(engine|kit)\//.test(to),
    );
    expect(out.map(where)).toEqual([]);
  });

  it("the form's face is for the floors above: no file of the form imports it", () => {
    const out = imports.filter(({ from, to }) => from.startsWith("form/") && to === FACE);
    expect(out.map(where)).toEqual([]);
  });

  it("the floors above the form import it only through its face, src/form/index.ts", () => {
    const out = imports.filter(({ from, to }) => !from.startsWith("form/") && to.startsWith("form/") && to !== FACE);
    expect(out.map(where)).toEqual([]);
  });

  it("the protocol, the formats and the form never import the call, the MCP parts or an adapter", () => {
    const below = /^(protocol|formats|form)\//;
    const out = imports.filter(({ from, to }) => below.test(from) && !below.test(to));
    expect(out.map(where)).toEqual([]);
  });

  it("the approval imports only the form and what lies below it (the call, an adapter or MCP use it)", () => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith("approval/") && !/^(protocol|formats|form|approval)\//.test(to),
    );
    expect(out.map(where)).toEqual([]);
  });

  it("the call imports only the approval, the form and what lies below it", () => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith("call/") && !/^(protocol|formats|form|approval|call)\//.test(to),
    );
    expect(out.map(where)).toEqual([]);
  });

  it.each(INTEGRATIONS)("%s imports only itself and the floors below it, never another integration", (name) => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith(`${name}/`) && !to.startsWith(`${name}/`) && !BELOW_INTEGRATIONS.test(to),
    );
    expect(out.map(where)).toEqual([]);
  });

  it("the Node side of the Claude bridge imports no React file", () => {
    const out = imports.filter(
      ({ from, to }) => /^claude\/(bridge|toolApproval)\.ts$/.test(from) && to.endsWith(".tsx"),
    );
    expect(out.map(where)).toEqual([]);
  });
});
