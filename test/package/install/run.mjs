#!/usr/bin/env node
// `npm run test:install`: packs agent-question-form as it would be published and
// installs the tarball into fresh projects, the way a user would, with plain
// `npm install` (no --legacy-peer-deps, no --force):
//
// - an app on AI SDK 6 (ai 6, @ai-sdk/react 3),
// - an app on AI SDK 7 (ai 7, @ai-sdk/react 4),
// - an app on assistant-ui with its AI SDK runtime, and one on CopilotKit
//   (the README's installs),
// - shadcn-style apps that already have Radix's radio group and checkbox (an
//   older and the newest release), whose parts the form then renders,
// - two Tailwind v4 apps, one on each shadcn base (Radix and Base UI), that
//   install the shadcn registry's chat items for the AI SDK and LangGraph (registry.json) with
//   `shadcn add`, the Base UI one also assistant-ui's, served by a local
//   registry (shadcn-registry.mjs); the Radix app's
//   production build also shows styles.css's own colours, light and dark, and
//   beside the Base UI app a fresh one with its parts runs docs/theming.md's
//   offline install as written (its stand-in registry and REGISTRY_URL line).
//
// Each install must succeed without ERESOLVE, give one copy of each Radix
// package (Radix's radio group and checkbox are the form's dependencies, caret
// ranges: an app without Radix gets ours, an app with it keeps its own
// versions), one copy of `ai`, and Node must import the package's entries.
// It talks to the npm registry, so it is not part of `npm test`; run
// `npm run build` first (CI does). KEEP_INSTALL_TEST=1 keeps the folders;
// INSTALL_TEST_ONLY=shadcn-registry (names, comma-separated) runs only those.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { shadcnRegistryApp } from "./shadcn-registry.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
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

/** Runs a command (with `extraEnv` added); resolves with its exit code, output and duration, never rejects. */
function run(command, args, cwd, extraEnv = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
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
const { validateQuestionInput } = await import("agent-question-form/protocol");
const checked = validateQuestionInput({ questions: [{ id: "ci", question: "Run CI on every push?", type: "YesNo" }] });
if (!checked.ok) throw new Error("a valid call was rejected: " + JSON.stringify(checked.issues));
const broken = validateQuestionInput({ questions: [] });
if (broken.ok) throw new Error("an empty call was accepted");
console.log("protocol ok");
`;

// The server route's import: the tool is built with the installed ai's own tool() and jsonSchema().
const AI_SDK_SMOKE = `
const { asSchema } = await import("ai");
const { askQuestions } = await import("agent-question-form/ai-sdk");
const schema = await asSchema(askQuestions.inputSchema).jsonSchema;
if (schema.type !== "object" || !schema.required.includes("questions")) throw new Error("unexpected schema " + JSON.stringify(schema));
if (askQuestions.execute !== undefined) throw new Error("ask_questions must have no execute");
console.log("ai-sdk ok");
`;

// The form on the server, as a Next.js page renders it first: role and state in the markup.
const FORM_SMOKE = `
const { createElement: h } = await import("react");
const { renderToString } = await import("react-dom/server");
const { QuestionForm } = await import("agent-question-form");
const html = renderToString(h(QuestionForm, { questions: [{ id: "lang", question: "Which language?", type: "SingleChoice", options: ["Go", "Rust"], recommended: "Go" }] }));
if (!/role="radiogroup"/.test(html) || (html.match(/role="radio"/g) ?? []).length !== 2) throw new Error("no radio group in " + html);
console.log("form ok");
`;

// The app's Radix parts as the form's (shadcn's RadioGroup/RadioGroupItem and Checkbox are these).
const RADIX_PARTS_SMOKE = `
const { createElement: h } = await import("react");
const { renderToString } = await import("react-dom/server");
const RadioGroup = await import("@radix-ui/react-radio-group");
const Checkbox = await import("@radix-ui/react-checkbox");
const { QuestionForm } = await import("agent-question-form");
const questions = [
  { id: "lang", question: "Which language?", type: "SingleChoice", options: ["Go", "Rust"], recommended: "Go" },
  { id: "ci", question: "Which checks?", type: "MultiChoice", options: ["Lint", "Test"] },
];
const components = { RadioGroup: RadioGroup.Root, Radio: RadioGroup.Item, Checkbox: Checkbox.Root };
const html = renderToString(h(QuestionForm, { questions, components }));
// Radix marks the items of its collection; ours have no such attribute.
if ((html.match(/data-radix-collection-item/g) ?? []).length !== 2) throw new Error("not Radix's radios: " + html);
if ((html.match(/role="checkbox"/g) ?? []).length !== 2) throw new Error("no checkboxes in " + html);
console.log("radix parts ok");
`;

function writeProject(dir, dependencies) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: path.basename(dir), version: "1.0.0", private: true, type: "module", dependencies }, null, 2)}\n`,
  );
}

/** An app on one AI SDK major: app and agent-question-form in one plain install, as `npm install agent-question-form` resolves. */
function aiSdkApp(ai, aiReact) {
  return async (dir, tarball) => {
    writeProject(dir, {
      react: REACT,
      "react-dom": REACT,
      ai,
      "@ai-sdk/react": aiReact,
      zod: ZOD,
      "agent-question-form": `file:${tarball}`,
    });
    await npm(["install", ...PLAIN], dir, "npm install");
    // No Radix of the app's own: the form brings its radio group and checkbox, one copy of each package.
    const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [RADIO_GROUP, CHECKBOX]);
    const sdk = await expectOneCopyEach(dir, "#ai, #@ai-sdk/react", ["ai", "@ai-sdk/react"]);
    check(versionOf(sdk, "ai") === ai, `ai is ${versionOf(sdk, "ai")}, not ${ai}`);
    await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
    await nodeImports(dir, PROTOCOL_SMOKE, "import agent-question-form/protocol");
    await nodeImports(dir, AI_SDK_SMOKE, "import agent-question-form/ai-sdk");
    await nodeImports(dir, FORM_SMOKE, "render QuestionForm on the server");
    return `ours: radio-group ${versionOf(radix, RADIO_GROUP)}, checkbox ${versionOf(radix, CHECKBOX)}, one copy each of ${radix.size} Radix packages; one ai ${versionOf(sdk, "ai")}`;
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
    "agent-question-form": `file:${tarball}`,
  });
  await npm(["install", ...PLAIN], dir, "npm install");
  const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', []);
  const kit = await expectOneCopyEach(dir, '#ai, #@ai-sdk/react, [name^="@assistant-ui/"]', [
    "ai",
    "@assistant-ui/core",
  ]);
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import agent-question-form/protocol");
  return `${radix.size} Radix packages and ${kit.size} AI SDK / assistant-ui packages, one copy each`;
}

/**
 * A CopilotKit app (the README's install): CopilotKit brings Radix menus and tooltips of its own.
 * Its own tree may hold several copies of a Radix part: since @radix-ui/react-slot 1.5.1 (4 December
 * 2026) it holds five of react-slot and two of react-compose-refs, its direct range taking the new
 * release while its menus pin the old one, with or without this package. So CopilotKit is installed
 * first, and what is checked is that agent-question-form adds no copy: each Radix package CopilotKit
 * had stays as it was, and each one the form brings is there once.
 */
async function copilotKitApp(dir, tarball) {
  writeProject(dir, { react: REACT, "react-dom": REACT, "@copilotkit/react-core": "1.74.0", zod: ZOD });
  await npm(["install", ...PLAIN], dir, "npm install (CopilotKit alone)");
  const before = await copies(dir, '[name^="@radix-ui/"]');
  await npm(["install", ...PLAIN, tarball], dir, "npm install agent-question-form");
  const radix = await copies(dir, '[name^="@radix-ui/"]');
  const same = (list) => [...list].sort().join("; ");
  for (const name of [RADIO_GROUP, CHECKBOX]) check(radix.has(name), `${name} is not installed`);
  for (const [name, list] of radix) {
    const had = before.get(name);
    if (had) check(same(had) === same(list), `${name} went from ${same(had)} to ${same(list)}`);
    else check(list.length === 1, `agent-question-form brought more than one copy of ${name} (${same(list)})`);
  }
  await expectOneCopyEach(dir, "#@copilotkit/react-core", ["@copilotkit/react-core"]);
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import agent-question-form/protocol");
  const added = [...radix.keys()].filter((name) => !before.has(name)).length;
  return `${radix.size} Radix packages: CopilotKit's as it had them, and ${added} the form brings, one copy each`;
}

const RADIO_GROUP = "@radix-ui/react-radio-group";
const CHECKBOX = "@radix-ui/react-checkbox";

/**
 * A shadcn-style app that installed Radix first (`npx shadcn add radio-group
 * checkbox`), then adds agent-question-form: its Radix stays as it was, and the form
 * renders with the app's Radix radio group and checkbox as its parts.
 */
async function shadcnApp(dir, tarball, versions) {
  writeProject(dir, { react: REACT, "react-dom": REACT });
  const specs = [RADIO_GROUP, CHECKBOX].map((name) => `${name}@${versions[name]}`);
  await npm(["install", ...PLAIN, ...specs], dir, "npm install (the app's own Radix)");
  const before = await copies(dir, '[name^="@radix-ui/"]');
  await npm(["install", ...PLAIN, tarball], dir, "npm install agent-question-form");
  const radix = await expectOneCopyEach(dir, '[name^="@radix-ui/"]', [RADIO_GROUP, CHECKBOX]);
  for (const [name, list] of radix) {
    check(String(before.get(name)) === String(list), `${name} went from ${before.get(name)} to ${list}`);
  }
  await npm(["ls", "--all"], dir, "npm ls --all (a missing or invalid dependency)");
  await nodeImports(dir, PROTOCOL_SMOKE, "import agent-question-form/protocol");
  await nodeImports(dir, RADIX_PARTS_SMOKE, "render QuestionForm with the app's Radix parts");
  const kept = [RADIO_GROUP, CHECKBOX].map(
    (name) => `${name.slice("@radix-ui/react-".length)} ${versionOf(radix, name)}`,
  );
  return `${radix.size} Radix packages, as the app had them, one copy each (${kept.join(", ")}); the form renders with them`;
}

const projects = [
  { name: "ai-sdk-6", setUp: aiSdkApp("6.0.325", "3.0.328") },
  { name: "ai-sdk-7", setUp: aiSdkApp("7.0.173", "4.0.177") },
  { name: "assistant-ui", setUp: assistantUiApp },
  { name: "copilotkit", setUp: copilotKitApp },
  // What an app set up a few months ago has in its lock file, and the newest release.
  {
    name: "shadcn-older-radix",
    setUp: (dir, tarball) => shadcnApp(dir, tarball, { [RADIO_GROUP]: "1.5.0", [CHECKBOX]: "1.4.0" }),
  },
  {
    name: "shadcn-newest-radix",
    setUp: (dir, tarball) => shadcnApp(dir, tarball, { [RADIO_GROUP]: "1.5.1", [CHECKBOX]: "1.4.1" }),
  },
  { name: "shadcn-registry", setUp: shadcnRegistryApp({ root, npm, run, check, tail, PLAIN, REACT }) },
  {
    name: "shadcn-registry-base-ui",
    // Base UI is shadcn's default base: its app installs assistant-ui's item beside the AI SDK's.
    setUp: shadcnRegistryApp({ root, npm, run, check, tail, PLAIN, REACT }, "base", { assistantUi: true }),
  },
];

const keep = process.env.KEEP_INSTALL_TEST === "1";

async function main() {
  const started = Date.now();
  if (!existsSync(path.join(root, "dist/protocol.js"))) {
    console.error("dist/ is missing: run `npm run build` first.");
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), "agent-question-form-install-"));
  const packed = await run("npm", ["pack", "--json", "--pack-destination", work], root);
  if (packed.code !== 0) {
    console.error(`npm pack failed\n${tail(packed)}`);
    process.exit(1);
  }
  const tarball = path.join(work, JSON.parse(packed.stdout)[0].filename);
  console.log(`packed ${own.name}@${own.version} in ${packed.ms} ms: ${tarball}`);

  // Side by side: the installs wait mostly on the registry and the shared npm cache.
  // INSTALL_TEST_ONLY=name[,name…] runs only those apps (while working on one).
  const only = process.env.INSTALL_TEST_ONLY?.split(",");
  const results = await Promise.all(
    projects
      .filter(({ name }) => !only || only.includes(name))
      .map(async ({ name, setUp }) => {
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
