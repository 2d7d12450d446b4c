#!/usr/bin/env node
// `npm run test:install`: packs question-form as it would be published and
// installs the tarball into fresh projects, the way a user would, with plain
// `npm install` (no --legacy-peer-deps, no --force):
//
// - an app on AI SDK 6 (ai 6, @ai-sdk/react 3),
// - an app on AI SDK 7 (ai 7, @ai-sdk/react 4),
// - an app on assistant-ui with its AI SDK runtime, and one on CopilotKit
//   (the README's installs),
// - shadcn-style apps that already have Radix's radio group and checkbox,
//   older and newer than ours, inside our caret ranges.
//
// Each install must succeed without ERESOLVE, leave exactly one copy of every
// Radix package (and of `ai`), and Node must import the package's entries.
// It talks to the npm registry, so it is not part of `npm test`; run
// `npm run build` first (CI does). KEEP_INSTALL_TEST=1 keeps the folders.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const own = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const REACT = "19.3.1";
const ZOD = "4.6.7";

// Settings a user's environment or `npm run` could pass down and that would
// hide a peer conflict; every install here spells out npm's defaults instead.
const PLAIN = ["--no-audit", "--no-fund", "--prefer-offline", "--legacy-peer-deps=false", "--force=false"];
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_config_(legacy_peer_deps|force|strict_peer_deps|omit|include)$/i.test(key),
  ),
);

/** Runs a command; resolves with its exit code, output and duration, never rejects. */
function run(command, args, cwd) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", (error) => resolve({ code: -1, stdout, stderr: `${stderr}${error.message}`, ms: 0 }));
    child.on("close", (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

/** The tail of a command's output, for a failure message. */
function tail(result, lines = 25) {
  return `${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-lines).join("\n");
}

class Failure extends Error {}

function check(condition, message) {
  if (!condition) throw new Failure(message);
}

async function npm(args, cwd, what) {
  const result = await run("npm", args, cwd);
  check(
    result.code === 0,
    `${what} failed (exit ${result.code})${/ERESOLVE/.test(result.stderr) ? ": ERESOLVE" : ""}\n${tail(result)}`,
  );
  check(!/ERESOLVE/.test(result.stderr), `${what} printed an ERESOLVE warning\n${tail(result)}`);
  return result;
}

/** Every installed copy of each package whose name matches, as `name -> [version@location]`. */
async function copies(cwd, selector) {
  const result = await npm(["query", selector], cwd, `npm query ${selector}`);
  const byName = new Map();
  for (const node of JSON.parse(result.stdout)) {
    const list = byName.get(node.name) ?? [];
    list.push(`${node.version} at ${node.location}`);
    byName.set(node.name, list);
  }
  return byName;
}

async function expectOneCopyEach(cwd, selector, atLeast) {
  const found = await copies(cwd, selector);
  for (const name of atLeast) check(found.has(name), `${name} is not installed`);
  const doubled = [...found].filter(([, list]) => list.length > 1);
  check(
    doubled.length === 0,
    `more than one copy of ${doubled.map(([name, list]) => `${name} (${list.join("; ")})`).join(", ")}`,
  );
  return found;
}

function versionOf(found, name) {
  return found.get(name)?.[0]?.split(" ")[0];
}

/** Imports in a plain Node process inside the project, as the app's server code would. */
async function nodeImports(cwd, code, what) {
  const result = await run(process.execPath, ["--input-type=module", "-e", code], cwd);
  check(result.code === 0, `${what} failed in Node\n${tail(result)}`);
  return result.stdout.trim();
}

const PROTOCOL_SMOKE = `
const { validateQuestionInput } = await import("question-form/protocol");
const checked = validateQuestionInput({ questions: [{ id: "ci", question: "Run CI on every push?", type: "YesNo" }] });
if (!checked.ok) throw new Error("a valid call was rejected: " + JSON.stringify(checked.issues));
const broken = validateQuestionInput({ questions: [] });
if (broken.ok) throw new Error("an empty call was accepted");
console.log("protocol ok");
`;

// The server route's import: the tool is built with the installed ai's own tool() and jsonSchema().
const AI_SDK_SMOKE = `
const { asSchema } = await import("ai");
const { askQuestions } = await import("question-form/ai-sdk");
const schema = await asSchema(askQuestions.inputSchema).jsonSchema;
if (schema.type !== "object" || !schema.required.includes("questions")) throw new Error("unexpected schema " + JSON.stringify(schema));
if (askQuestions.execute !== undefined) throw new Error("ask_questions must have no execute");
console.log("ai-sdk ok");
`;

function writeProject(dir, dependencies) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: path.basename(dir), version: "1.0.0", private: true, type: "module", dependencies }, null, 2)}\n`,
  );
}

/** An app on one AI SDK major: app and question-form in one plain install, as `npm install question-form` resolves. */
function aiSdkApp(ai, aiReact) {
  return async (dir, tarball) => {
    writeProject(dir, {
      react: REACT,
      "react-dom": REACT,
      ai,
      "@ai-sdk/react": aiReact,
      zod: ZOD,
      "question-form": `file:${tarball}`,
    });
    await npm(["install", ...PLAIN], dir, "npm install");
    const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [
      "@radix-ui/react-radio-group",
      "@radix-ui/react-checkbox",
    ]);
    const sdk = await expectOneCopyEach(dir, "#ai, #@ai-sdk/react", ["ai", "@ai-sdk/react"]);
    check(versionOf(sdk, "ai") === ai, `ai is ${versionOf(sdk, "ai")}, not ${ai}`);
    await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
    await nodeImports(dir, PROTOCOL_SMOKE, "import question-form/protocol");
    await nodeImports(dir, AI_SDK_SMOKE, "import question-form/ai-sdk");
    return `${radix.size} Radix packages, one copy each; one ai ${versionOf(sdk, "ai")}`;
  };
}

/**
 * The README's assistant-ui install: assistant-ui brings its own Radix (the
 * `radix-ui` package) and, through @assistant-ui/react-ai-sdk, AI SDK 7.
 */
async function assistantUiApp(dir, tarball) {
  writeProject(dir, {
    react: REACT,
    "react-dom": REACT,
    "@assistant-ui/react": "0.15.22",
    "@assistant-ui/react-ai-sdk": "1.4.12",
    ai: "7.0.173",
    zod: ZOD,
    "question-form": `file:${tarball}`,
  });
  await npm(["install", ...PLAIN], dir, "npm install");
  const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [
    "@radix-ui/react-radio-group",
    "@radix-ui/react-checkbox",
  ]);
  const kit = await expectOneCopyEach(dir, '#ai, #@ai-sdk/react, [name^="@assistant-ui/"]', [
    "ai",
    "@assistant-ui/core",
  ]);
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import question-form/protocol");
  return `${radix.size} Radix packages and ${kit.size} AI SDK / assistant-ui packages, one copy each`;
}

/** A CopilotKit app (the README's install): CopilotKit brings Radix menus and tooltips of its own. */
async function copilotKitApp(dir, tarball) {
  writeProject(dir, {
    react: REACT,
    "react-dom": REACT,
    "@copilotkit/react-core": "1.74.0",
    zod: ZOD,
    "question-form": `file:${tarball}`,
  });
  await npm(["install", ...PLAIN], dir, "npm install");
  const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [
    "@radix-ui/react-radio-group",
    "@radix-ui/react-checkbox",
  ]);
  await expectOneCopyEach(dir, "#@copilotkit/react-core", ["@copilotkit/react-core"]);
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import question-form/protocol");
  return `${radix.size} Radix packages, one copy each`;
}

const RADIO_GROUP = "@radix-ui/react-radio-group";
const CHECKBOX = "@radix-ui/react-checkbox";
const ours = { [RADIO_GROUP]: own.dependencies[RADIO_GROUP], [CHECKBOX]: own.dependencies[CHECKBOX] };

/**
 * A shadcn-style app that installed Radix first (`npx shadcn add radio-group
 * checkbox`), then adds question-form. `specs` are what it installed Radix from;
 * `versions` what each package must be before and after.
 */
async function shadcnApp(dir, tarball, specs, versions) {
  writeProject(dir, { react: REACT, "react-dom": REACT });
  await npm(["install", ...PLAIN, ...specs], dir, "npm install (the app's own Radix)");
  const before = await copies(dir, '[name^="@radix-ui/"]');
  for (const name of [RADIO_GROUP, CHECKBOX]) {
    check(
      versionOf(before, name) === versions[name].before,
      `the app should start on ${name} ${versions[name].before}, has ${versionOf(before, name)}`,
    );
  }
  await npm(["install", ...PLAIN, tarball], dir, "npm install question-form");
  const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [RADIO_GROUP, CHECKBOX]);
  for (const name of [RADIO_GROUP, CHECKBOX]) {
    check(
      versionOf(radix, name) === versions[name].after,
      `${name} went from ${versionOf(before, name)} to ${versionOf(radix, name)}, not ${versions[name].after}`,
    );
  }
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import question-form/protocol");
  const moves = [RADIO_GROUP, CHECKBOX].map(
    (name) => `${name.slice("@radix-ui/react-".length)} ${versionOf(before, name)} -> ${versionOf(radix, name)}`,
  );
  return `${radix.size} Radix packages, one copy each (${moves.join(", ")})`;
}

/** The registry version our range starts from, e.g. 1.5.1 for ^1.5.1. */
function floorOf(name) {
  return ours[name].replace(/^\^/, "");
}

/**
 * A patch release newer than ours, as the app will have once Radix ships one:
 * our own version re-labelled (x.y.z -> x.y.z+1) and packed into the app's
 * folder, because today ours are the newest in the registry. An exact pin on
 * our side would leave the app a second copy here.
 */
async function newerPatch(dir, name) {
  const vendor = path.join(dir, "vendor");
  mkdirSync(vendor, { recursive: true });
  const fetched = await npm(
    ["pack", "--json", "--pack-destination", vendor, `${name}@${floorOf(name)}`],
    vendor,
    `npm pack ${name}`,
  );
  const unpacked = path.join(vendor, name.slice("@radix-ui/".length));
  mkdirSync(unpacked, { recursive: true });
  const untar = await run(
    "tar",
    ["-xzf", path.join(vendor, JSON.parse(fetched.stdout)[0].filename), "-C", unpacked, "--strip-components=1"],
    vendor,
  );
  check(untar.code === 0, `tar failed\n${tail(untar)}`);
  const manifestPath = path.join(unpacked, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const [major, minor, patch] = manifest.version.split(".").map(Number);
  manifest.version = `${major}.${minor}.${patch + 1}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const repacked = await npm(
    ["pack", "--json", "--pack-destination", vendor],
    unpacked,
    `npm pack ${name} ${manifest.version}`,
  );
  return { tarball: path.join(vendor, JSON.parse(repacked.stdout)[0].filename), version: manifest.version };
}

/** Older than ours, inside our caret ranges: what an app set up a few months ago has in its lock file. */
const OLDER = { [RADIO_GROUP]: "1.5.0", [CHECKBOX]: "1.4.0" };

const projects = [
  { name: "ai-sdk-6", setUp: aiSdkApp("6.0.325", "3.0.328") },
  { name: "ai-sdk-7", setUp: aiSdkApp("7.0.173", "4.0.177") },
  { name: "assistant-ui", setUp: assistantUiApp },
  { name: "copilotkit", setUp: copilotKitApp },
  {
    name: "shadcn-older-radix",
    // Saved as ^1.5.0 / ^1.4.0 and locked at those versions; npm moves the app up to our floor.
    setUp: (dir, tarball) =>
      shadcnApp(
        dir,
        tarball,
        [RADIO_GROUP, CHECKBOX].map((name) => `${name}@${OLDER[name]}`),
        Object.fromEntries(
          [RADIO_GROUP, CHECKBOX].map((name) => [name, { before: OLDER[name], after: floorOf(name) }]),
        ),
      ),
  },
  {
    name: "shadcn-newer-radix",
    // The app keeps its newer copy, and question-form uses it.
    setUp: async (dir, tarball) => {
      mkdirSync(dir, { recursive: true });
      const [radioGroup, checkbox] = await Promise.all([newerPatch(dir, RADIO_GROUP), newerPatch(dir, CHECKBOX)]);
      return shadcnApp(dir, tarball, [radioGroup.tarball, checkbox.tarball], {
        [RADIO_GROUP]: { before: radioGroup.version, after: radioGroup.version },
        [CHECKBOX]: { before: checkbox.version, after: checkbox.version },
      });
    },
  },
];

const keep = process.env.KEEP_INSTALL_TEST === "1";

async function main() {
  const started = Date.now();
  if (!existsSync(path.join(root, "dist/protocol.js"))) {
    console.error("dist/ is missing: run `npm run build` first.");
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), "question-form-install-"));
  const packed = await run("npm", ["pack", "--json", "--pack-destination", work], root);
  if (packed.code !== 0) {
    console.error(`npm pack failed\n${tail(packed)}`);
    process.exit(1);
  }
  const tarball = path.join(work, JSON.parse(packed.stdout)[0].filename);
  console.log(`packed ${own.name}@${own.version} in ${packed.ms} ms: ${tarball}`);

  // Side by side: the installs wait mostly on the registry and the shared npm cache.
  const results = await Promise.all(
    projects.map(async ({ name, setUp }) => {
      const projectStarted = Date.now();
      const dir = path.join(work, name);
      try {
        const detail = await setUp(dir, tarball);
        return { name, ok: true, detail, ms: Date.now() - projectStarted };
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        return { name, ok: false, detail: error.message, ms: Date.now() - projectStarted };
      } finally {
        // Each app's node_modules goes as soon as it is checked, while the others still install.
        if (!keep) await rm(dir, { recursive: true, force: true });
      }
    }),
  );

  console.log("");
  for (const { name, ok, detail, ms } of results) {
    console.log(`${ok ? "PASS" : "FAIL"} ${name} (${(ms / 1000).toFixed(1)} s): ${detail}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    `\n${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (keep) console.log(`kept ${work}`);
  else {
    rmSync(work, { recursive: true, force: true });
    if (failed > 0) console.log("KEEP_INSTALL_TEST=1 keeps the apps' folders to look into.");
  }
  process.exit(failed === 0 ? 0 : 1);
}

await main();
