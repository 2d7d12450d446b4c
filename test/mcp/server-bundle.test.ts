// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "tsdown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// agent-question-form/mcp holds both the React ElicitationForm and the reader and
// writers a server (or an MCP client on Node) uses. Only the React half is
// "use client" (dist/mcp-react.js): in a React Server Components app the form
// is then a client component, and the reader and writers stay functions a
// server can call (from a "use client" file they would be client references).
// And an app that imports only the reader and writers must bundle no React,
// no Radix and no form. This builds the package with its own config, then
// bundles apps against dist/mcp.js as a bundler would.

let scratch = "";
let dist = "";

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "agent-question-form-mcp-"));
  dist = path.join(scratch, "dist");
  await build({
    config: path.resolve("tsdown.config.ts"),
    outDir: dist,
    dts: false,
    logLevel: "silent",
    onSuccess: () => {},
  });
  // The package's own package.json beside dist/, so the bundler reads its `sideEffects` as it would in node_modules.
  writeFileSync(path.join(scratch, "package.json"), readFileSync("package.json"));
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Bundles an app that imports `names` from the built mcp entry; returns its code. */
async function bundleApp(name: string, names: string): Promise<string> {
  const app = path.join(scratch, `${name}.js`);
  writeFileSync(app, `import { ${names} } from "./dist/mcp.js";\nexport { ${names} };\n`);
  const outDir = path.join(scratch, `out-${name}`);
  await build({
    config: false,
    entry: [app],
    outDir,
    format: ["esm"],
    platform: "neutral",
    dts: false,
    logLevel: "silent",
    external: [/^react(\/|$)/, /^react-dom(\/|$)/, /^@radix-ui\//],
  });
  return readdirSync(outDir)
    .map((file) => readFileSync(path.join(outDir, file), "utf8"))
    .join("\n");
}

const REACT = /from\s*["'](react|react-dom|react\/jsx-runtime|@radix-ui\/[^"']+)["']|import\s*["']react/;

describe("agent-question-form/mcp, built", () => {
  it('the React half starts with "use client"; the entry itself does not, and reaches the form only through it', () => {
    const read = (file: string) => readFileSync(path.join(dist, file), "utf8");
    expect(read("mcp-react.js").split("\n")[0]).toBe('"use client";');
    expect(read("mcp-react.js")).toMatch(/export \{[^}]*\bElicitationForm\b/);
    expect(read("mcp.js")).not.toContain("use client");
    expect(read("mcp.js")).toMatch(/import \{[^}]*\bElicitationForm\b[^}]*\} from "\.\/mcp-react\.js"/);
    // The reader's chunk is plain code: no React, no directive.
    const [, readerChunk] = read("mcp.js").match(/from "\.\/(mcp-[\w-]+\.js)"/) ?? [];
    expect(readerChunk).toBeDefined();
    expect(read(readerChunk as string)).not.toMatch(REACT);
    expect(read(readerChunk as string)).not.toContain("use client");
  });

  it("an app importing only the reader and writers bundles no React and no form", async () => {
    const code = await bundleApp("server", "fromElicitation, toElicitResult, declineElicitation, cancelElicitation");
    expect(code).toContain("requestedSchema");
    expect(code).not.toMatch(REACT);
    expect(code).not.toContain("ElicitationForm");
  }, 60_000);

  it("an app importing ElicitationForm does import React (the check above can fail)", async () => {
    const code = await bundleApp("client", "ElicitationForm");
    expect(code).toMatch(REACT);
  }, 60_000);
});
