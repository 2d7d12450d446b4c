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

  it("the form's engine imports nothing of the form above it", () => {
    const out = imports.filter(
      ({ from, to }) => from.startsWith("form/engine/") && to.startsWith("form/") && !to.startsWith("form/engine/"),
    );
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

  it("the Node side of the Claude bridge imports no React file", () => {
    const out = imports.filter(
      ({ from, to }) => /^claude\/(bridge|toolApproval)\.ts$/.test(from) && to.endsWith(".tsx"),
    );
    expect(out.map(where)).toEqual([]);
  });
});
