// Part of `npm run test:install` (run.mjs): the shadcn registry's chat items for the AI SDK and
// LangGraph (registry.json's question-form-ai-sdk and question-form-langgraph: the form's wrapper,
// QuestionToolPart's and LangGraphInterrupts') installed the way
// a shadcn/ui user installs it, `npx shadcn add <url>/question-form-ai-sdk.json`, into a fresh
// Tailwind v4 app (Vite + @tailwindcss/vite) on each shadcn base (BASES: Radix, style radix-nova, and
// Base UI, style base-nova, shadcn's default), with every registry request answered by a local server
// (REGISTRY_URL): the item as the package ships it (dist/r/, built by `shadcn build` from
// registry.json in `npm run build`); the shadcn parts it depends on (button, checkbox, radio-group,
// textarea, input, label and utils), built from shadcn's own parts of that style as its public
// registry has them (stories/shadcn/styles/, through test/package/install/shadcn-<style>.json); and
// shadcn's neutral base colour. The CLI runs behind a proxy that
// refuses everything but this machine, so nothing comes from shadcn's own registry (a run without
// REGISTRY_URL must fail). Then the app is type-checked, built by Vite and opened in Chromium, where
// the form must render with the app's shadcn parts and Tailwind utilities beating styles.css.
// Beside the Base UI app, docs/theming.md's offline install runs as written (offlineFromTheDocs).
// Two more pages of the same build show styles.css's own colours (not mapped to shadcn's), imported
// plainly and into Tailwind: every token a colour, light and dark, after Lightning CSS's rewrite.

import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

/** shadcn's default (neutral) theme, as `shadcn init` writes it into an app's CSS, light and dark. */
const LIGHT = {
  radius: "0.625rem",
  background: "oklch(1 0 0)",
  foreground: "oklch(0.145 0 0)",
  card: "oklch(1 0 0)",
  "card-foreground": "oklch(0.145 0 0)",
  primary: "oklch(0.205 0 0)",
  "primary-foreground": "oklch(0.985 0 0)",
  secondary: "oklch(0.97 0 0)",
  "secondary-foreground": "oklch(0.205 0 0)",
  muted: "oklch(0.97 0 0)",
  "muted-foreground": "oklch(0.556 0 0)",
  accent: "oklch(0.97 0 0)",
  "accent-foreground": "oklch(0.205 0 0)",
  destructive: "oklch(0.577 0.245 27.325)",
  border: "oklch(0.922 0 0)",
  input: "oklch(0.922 0 0)",
  ring: "oklch(0.708 0 0)",
};
const DARK = {
  background: "oklch(0.145 0 0)",
  foreground: "oklch(0.985 0 0)",
  card: "oklch(0.205 0 0)",
  "card-foreground": "oklch(0.985 0 0)",
  primary: "oklch(0.922 0 0)",
  "primary-foreground": "oklch(0.205 0 0)",
  secondary: "oklch(0.269 0 0)",
  "secondary-foreground": "oklch(0.985 0 0)",
  muted: "oklch(0.269 0 0)",
  "muted-foreground": "oklch(0.708 0 0)",
  accent: "oklch(0.269 0 0)",
  "accent-foreground": "oklch(0.985 0 0)",
  destructive: "oklch(0.704 0.191 22.216)",
  border: "oklch(1 0 0 / 10%)",
  input: "oklch(1 0 0 / 15%)",
  ring: "oklch(0.556 0 0)",
};

const declarations = (vars) =>
  Object.entries(vars)
    .map(([name, value]) => `  --${name}: ${value};`)
    .join("\n");

/**
 * The app's CSS after `shadcn init` on a nova style (Tailwind v4): Tailwind, what the style's
 * index.json imports (tw-animate-css, and shadcn's variants: `data-checked` is how the parts mark
 * a ticked Radix box too), the theme, and shadcn's base layer.
 */
const APP_CSS = `@import "tailwindcss";
@import "tw-animate-css";
@import "shadcn/tailwind.css";

@custom-variant dark (&:is(.dark *));

:root {
${declarations(LIGHT)}
}

.dark {
${declarations(DARK)}
}

@theme inline {
${Object.keys(LIGHT)
  .filter((name) => name !== "radius")
  .map((name) => `  --color-${name}: var(--${name});`)
  .join("\n")}
  --radius-sm: calc(var(--radius) - 4px);
  --radius-md: calc(var(--radius) - 2px);
  --radius-lg: var(--radius);
}

@layer base {
  * {
    @apply border-border outline-ring/50;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`;

/** The base colour the CLI fetches (…/colors/neutral.json) whatever the item: the theme above. */
const NEUTRAL = {
  inlineColors: { light: {}, dark: {} },
  cssVars: { light: LIGHT, dark: DARK },
  cssVarsV4: { light: LIGHT, dark: DARK },
  inlineColorsTemplate: "",
  cssVarsTemplate: "",
};

/** The app's page: the installed wrapper's QuestionForm, as an app imports it (and the assistant-ui item's thread). */
const mainTsx = (assistantUi) => `import "./index.css";
// The README's import beside the item's CSS import: styles.css twice, the second after Tailwind.
import "agent-question-form/styles.css";
import { createRoot } from "react-dom/client";
import { QuestionForm } from "@/components/question-form";
import { QuestionToolPart, ToolApprovalPart } from "@/components/question-form-ai-sdk";
import { LangGraphInterrupts } from "@/components/question-form-langgraph";
${assistantUi ? ASSISTANT_UI_IMPORTS : ""}
// A useChat message's ask_questions part, waiting for the person, as the chat item renders it.
const part = {
  type: "tool-ask_questions",
  toolCallId: "call_1",
  state: "input-available",
  input: { questions: [{ id: "db", question: "Which database?", type: "SingleChoice" as const, options: ["Postgres", "SQLite"], recommended: "Postgres" }] },
};

// A tool call waiting for the person's decision (AI SDK 7: the route's toolApproval asked for it).
const approval = {
  type: "tool-deploy",
  toolCallId: "call_2",
  state: "approval-requested",
  input: { environment: "production" },
  approval: { id: "approval_1" },
};

// LangChain's human-in-the-loop review of two tool calls, as useStream's interrupts hand it over.
const review = {
  interrupts: [
    {
      id: "review_1",
      value: {
        actionRequests: [
          { name: "send_email", args: { to: "team@example.com" }, description: "Mail goes out" },
          { name: "delete_file", args: { path: "old.txt" } },
        ],
        reviewConfigs: [
          { actionName: "send_email", allowedDecisions: ["approve", "reject"] },
          { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
        ],
      },
    },
  ],
  submit: () => undefined,
};

const questions = [
  { id: "lang", question: "Which language?", type: "SingleChoice" as const, options: ["Go", "Rust"], recommended: "Go" },
  { id: "ci", question: "Which checks?", type: "MultiChoice" as const, options: ["Lint", "Test"] },
  { id: "name", question: "Project name?", type: "Text" as const },
];

createRoot(document.getElementById("root")!).render(
  <>
    <section aria-label="form">
      <QuestionForm questions={questions} defaultAnswers={[{ id: "ci", selected: ["Lint"] }]} onSubmit={() => undefined} />
    </section>
    <section aria-label="chat">
      <QuestionToolPart part={part} addToolOutput={() => undefined} />
      <ToolApprovalPart part={approval} addToolApprovalResponse={() => undefined} />
    </section>
    <section aria-label="langgraph">
      <LangGraphInterrupts stream={review} />
    </section>
    ${assistantUi ? '<section aria-label="assistant-ui"><AssistantUiThread /></section>' : ""}
  </>,
);
`;

/**
 * The assistant-ui item on the page: a thread on assistant-ui's local runtime, loaded with a model's
 * ask_questions call that waits for the person, the item's toolkit registered (as docs/chat-adapters.md
 * shows it). The model is never run: nothing is sent.
 */
const ASSISTANT_UI_IMPORTS = `import {
  AssistantRuntimeProvider,
  AuiConfig,
  type ChatModelAdapter,
  MessagePrimitive,
  ThreadPrimitive,
  Tools,
  useLocalRuntime,
} from "@assistant-ui/react";
import { askQuestionsToolkit } from "@/components/question-form-assistant-ui";

const toolkit = askQuestionsToolkit();
const idle: ChatModelAdapter = { run: async () => ({ content: [] }) };
const asked = { questions: [{ id: "db", question: "Which database?", type: "SingleChoice" as const, options: ["Postgres", "SQLite"], recommended: "Postgres" }] };
function Message() {
  return <MessagePrimitive.Parts />;
}
function AssistantUiThread() {
  const runtime = useLocalRuntime(idle, {
    initialMessages: [
      { role: "user", content: "Set up a project" },
      {
        role: "assistant",
        content: [{ type: "tool-call", toolCallId: "call_3", toolName: "ask_questions", args: asked, argsText: JSON.stringify(asked) }],
        status: { type: "requires-action", reason: "tool-calls" },
      },
    ],
  });
  return (
    <AssistantRuntimeProvider runtime={runtime} config={AuiConfig({ tools: Tools({ toolkit }) })}>
      <ThreadPrimitive.Messages components={{ Message }} />
    </AssistantRuntimeProvider>
  );
}
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>shadcn app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

const VITE_CONFIG = `import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  // Beside the shadcn page, two pages with styles.css's own colours (LOOK_PAGES).
  build: { rolldownOptions: { input: ["index.html", "plain.html", "tailwind.html"] } },
});
`;

/**
 * Two more pages of the same app, with styles.css's own colours, as Vite 8 builds them for its
 * default browser targets (Lightning CSS then rewrites light-dark()): `plain` imports styles.css
 * from a component (Vite's CSS minifier), `tailwind` imports it into a Tailwind v4 stylesheet as
 * docs/theming.md says (Tailwind's Lightning CSS step). Each shows one form on the page and one under
 * data-theme="dark"; the page's own CSS declares color-scheme for the classes the check puts on <html>.
 */
const LOOK_FORMS = `import { createRoot } from "react-dom/client";
import { QuestionForm } from "agent-question-form";

const questions = [
  { id: "lang", question: "Which language?", type: "SingleChoice" as const, options: ["Go", "Rust"], recommended: "Go" },
];

createRoot(document.getElementById("root")!).render(
  <>
    <div data-look="page"><QuestionForm questions={questions} onSubmit={() => undefined} /></div>
    <div data-look="dark" data-theme="dark"><QuestionForm questions={questions} onSubmit={() => undefined} /></div>
  </>,
);
`;
const PAGE_SCHEMES = `html.scheme-dark { color-scheme: dark; }
html.scheme-system { color-scheme: light dark; }
`;
const LOOK_PAGES = {
  "plain.html": INDEX_HTML.replace("/src/main.tsx", "/src/plain.tsx"),
  "src/plain.tsx": `import "agent-question-form/styles.css";
import "./schemes.css";
${LOOK_FORMS}`,
  "src/schemes.css": PAGE_SCHEMES,
  "tailwind.html": INDEX_HTML.replace("/src/main.tsx", "/src/tailwind.tsx"),
  "src/tailwind.tsx": `import "./tailwind.css";
${LOOK_FORMS}`,
  // As docs/theming.md has it: no layer statement, styles.css placing itself.
  "src/tailwind.css": `@import "tailwindcss";
@import "agent-question-form/styles.css";
${PAGE_SCHEMES}`,
};

/** styles.css's text and control border (3:1), light and dark: the colours a built page must show. */
const LOOK = {
  light: { text: "rgb(31, 35, 40)", radioBorder: "rgb(110, 119, 129)" },
  dark: { text: "rgb(230, 237, 243)", radioBorder: "rgb(139, 148, 158)" },
};

/** components.json as `shadcn init` leaves it in a Vite app on Tailwind v4 (the style: see BASES). */
const COMPONENTS_JSON = {
  $schema: "https://ui.shadcn.com/schema.json",
  rsc: false,
  tsx: true,
  tailwind: { config: "", css: "src/index.css", baseColor: "neutral", cssVariables: true, prefix: "" },
  iconLibrary: "lucide",
  aliases: {
    components: "@/components",
    utils: "@/lib/utils",
    ui: "@/components/ui",
    lib: "@/lib",
    hooks: "@/hooks",
  },
};

/**
 * The two shadcn bases, each in its nova style (shadcn's default look since CLI 4): Radix (style
 * radix-nova) and Base UI (style base-nova, shadcn's default base since July 2026), parts from
 * stories/shadcn/styles/<style>/, each with the npm package its parts import, the path the CLI
 * fetches its parts from, and the height of its Button (nova's `h-8`).
 */
const BASES = {
  radix: {
    style: "radix-nova",
    served: "radix-nova",
    items: "shadcn-radix-nova.json",
    primitives: { "radix-ui": "1.8.1" },
    button: 32,
  },
  base: {
    style: "base-nova",
    served: "base-nova",
    items: "shadcn-base-nova.json",
    primitives: { "@base-ui/react": "1.9.0" },
    button: 32,
  },
};

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2022", "DOM", "DOM.Iterable"],
    module: "ESNext",
    moduleResolution: "Bundler",
    jsx: "react-jsx",
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    baseUrl: ".",
    paths: { "@/*": ["./src/*"] },
  },
  include: ["src"],
};

/** styles.css's colour tokens (each a light-dark() pair there; the item maps every one to shadcn's). */
const COLOUR_TOKENS = [
  "text",
  "muted",
  "field",
  "subtle",
  "selected",
  "border",
  "line",
  "accent",
  "on-accent",
  "error",
  "error-fill",
  "success",
  "focus",
  "focus-ring",
  "badge",
  "on-badge",
  "badge-line",
].map((name) => `--qf-${name}`);

const TYPES = { ".json": "application/json", ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

/** Serves `dir` on a free local port; records every request's path and status. */
async function serve(dir) {
  const requests = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = path.join(dir, decodeURIComponent(url.pathname === "/" ? "/index.html" : url.pathname));
    const found = file.startsWith(dir) && existsSync(file);
    requests.push(`${found ? 200 : 404} ${url.pathname}`);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(done)) };
}

async function launchChromium() {
  const { chromium } = await import("playwright");
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (candidate) => candidate && existsSync(candidate),
  );
  return chromium.launch({
    ...(executablePath && { executablePath }),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/**
 * styles.css's own look on the built LOOK_PAGES: in each form, every colour token a colour and the
 * question's text and a radio's border the expected one of LOOK. Three pages' worth: no color-scheme
 * (light; the form under data-theme="dark" dark), the page's `color-scheme: dark` (both dark), and its
 * `light dark` with the system dark (both dark), one after the other on one load of each page. Returns what was wrong, one line each.
 */
async function lookInChromium(origin) {
  const browser = await launchChromium();
  const wrong = [];
  try {
    for (const name of ["plain", "tailwind"]) {
      // One page load each; the page's scheme is a class on <html>, the system's an emulated media.
      const page = await browser.newPage();
      await page.goto(`${origin}/${name}.html`);
      await page.getByRole("button", { name: "Submit" }).first().waitFor();
      for (const [scheme, system, pageLook] of [
        ["", "light", "light"],
        ["scheme-dark", "light", "dark"],
        ["scheme-system", "dark", "dark"],
      ]) {
        await page.emulateMedia({ colorScheme: system });
        const forms = await page.evaluate(
          ({ TOKENS, scheme }) => {
            document.documentElement.className = scheme;
            return [...document.querySelectorAll("[data-look]")].map((look) => {
              const form = getComputedStyle(look.querySelector("form"));
              return {
                look: look.dataset.look,
                badTokens: TOKENS.filter((token) => !CSS.supports("color", form.getPropertyValue(token).trim())).map(
                  (token) => `${token}: ${form.getPropertyValue(token).trim()}`,
                ),
                text: getComputedStyle(look.querySelector(".qf-question")).color,
                radioBorder: getComputedStyle(look.querySelector('[role="radio"]')).borderTopColor,
              };
            });
          },
          { TOKENS: COLOUR_TOKENS, scheme },
        );
        if (forms.length !== 2) wrong.push(`${name}.html shows ${forms.length} forms, not 2`);
        for (const form of forms) {
          const want = LOOK[form.look === "dark" ? "dark" : pageLook];
          const where = `${name}.html${scheme && ` (html.${scheme}, system ${system})`}, the ${form.look === "dark" ? 'data-theme="dark"' : "page's"} form`;
          if (form.badTokens.length > 0)
            wrong.push(`${where}: tokens that are no colour: ${form.badTokens.join("; ")}`);
          if (form.text !== want.text) wrong.push(`${where}: text ${form.text}, not ${want.text}`);
          if (form.radioBorder !== want.radioBorder)
            wrong.push(`${where}: radio border ${form.radioBorder}, not ${want.radioBorder}`);
        }
      }
      await page.close();
    }
    return wrong;
  } finally {
    await browser.close();
  }
}

/** What the browser finds on the built app's page, as plain data (with `assistantUi`, its thread's form too). */
async function inChromium(url, assistantUi) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByRole("button", { name: "Submit" }).first().waitFor();
    // assistant-ui's runtime renders the thread's tool call after its own first render.
    if (assistantUi) await page.getByRole("region", { name: "assistant-ui" }).getByRole("radio").first().waitFor();
    // A click picks (on Base UI too: its radio is a span beside a hidden input).
    await page.getByRole("radio", { name: "Rust" }).click();
    const picked = await page.getByRole("radio", { name: "Rust" }).getAttribute("aria-checked");
    const seen = await page.evaluate((TOKENS) => {
      const style = (element) => element && getComputedStyle(element);
      const radio = document.querySelector('[role="radio"]');
      const box = document.querySelector('[role="checkbox"][aria-checked="true"]');
      const chat = document.querySelector('[aria-label="chat"]');
      const chatRadio = chat?.querySelector('[role="radio"]');
      const chatSubmit = [...(chat?.querySelectorAll("button") ?? [])].find(
        (button) => button.textContent === "Submit",
      );
      const submit = [...document.querySelectorAll("button")].find((button) => button.textContent === "Submit");
      const approve = chat?.querySelector('[data-slot="approve"]');
      const thread = document.querySelector('[aria-label="assistant-ui"]');
      const threadRadio = thread?.querySelector('[role="radio"]');
      const threadSubmit = [...(thread?.querySelectorAll("button") ?? [])].find(
        (button) => button.textContent === "Submit",
      );
      const option = document.querySelector('[data-slot="option"]');
      const langGraph = document.querySelector('[aria-label="langgraph"]');
      const reviewApprove = langGraph?.querySelector('[data-slot="approve"]');
      const reviewSend = langGraph?.querySelector('[data-slot="interrupt-send"]');
      const primary = style(document.body).getPropertyValue("--primary").trim();
      return {
        radioSize: radio && `${radio.getBoundingClientRect().width}x${radio.getBoundingClientRect().height}`,
        checkboxCheck: Boolean(box?.querySelector("svg")),
        submitHeight: submit?.getBoundingClientRect().height,
        submitBackground: style(submit)?.backgroundColor,
        optionPadding: style(option)?.paddingTop,
        optionBorder: style(option)?.borderTopWidth,
        textareaSizing: style(document.querySelector("textarea"))?.fieldSizing,
        labelTarget: getComputedStyle(document.querySelector('[data-slot="option-label"]'), "::after").position,
        // Each colour token as the page computes it: a colour, never Lightning CSS's light-dark()
        // fallback pair (which needs a color-scheme it compiled, and a shadcn app declares none).
        badTokens: TOKENS.filter(
          (name) => !CSS.supports("color", style(document.documentElement).getPropertyValue(name).trim()),
        ).map((name) => `${name}: ${style(document.documentElement).getPropertyValue(name).trim()}`),
        primary,
        chatRadioSize:
          chatRadio && `${chatRadio.getBoundingClientRect().width}x${chatRadio.getBoundingClientRect().height}`,
        chatSubmitHeight: chatSubmit?.getBoundingClientRect().height,
        chatOptionPadding: style(chat?.querySelector('[data-slot="option"]'))?.paddingTop,
        approveHeight: approve?.getBoundingClientRect().height,
        approveBackground: style(approve)?.backgroundColor,
        threadRadioSize:
          threadRadio && `${threadRadio.getBoundingClientRect().width}x${threadRadio.getBoundingClientRect().height}`,
        threadSubmitHeight: threadSubmit?.getBoundingClientRect().height,
        threadOptionPadding: style(thread?.querySelector('[data-slot="option"]'))?.paddingTop,
        reviewApproveHeight: reviewApprove?.getBoundingClientRect().height,
        reviewSendBackground: style(reviewSend)?.backgroundColor,
      };
    }, COLOUR_TOKENS);
    return { seen: { ...seen, picked }, errors };
  } finally {
    await browser.close();
  }
}

/**
 * docs/theming.md's offline install, as written there: its stand-in registry (the section's ```js
 * block, saved and run with `node`) and its `REGISTRY_URL=… npx shadcn add ./node_modules/…` line,
 * in a fresh app beside `app` that has the shadcn parts `app` got (its components/ui and lib/utils,
 * its node_modules) but not ours, with every request but this machine's refused (`offline`). The
 * line must write the same files the registry install wrote and the CSS import, ask the stand-in
 * for every part the shipped item names and the base colour, and leave the app's parts and
 * package.json as they were. Returns what it measured, for the report line.
 */
async function offlineFromTheDocs({ root, run, check, tail }, dir, app, shadcnBase, offline) {
  const started = Date.now();
  const docs = readFileSync(path.join(root, "docs/theming.md"), "utf8");
  const section = docs.slice(docs.indexOf("### Offline: an app that has the parts"));
  const script = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  const line = /^REGISTRY_URL=(http:\/\/localhost:4000\/r) npx shadcn (add .+)$/m.exec(section);
  check(script && line, "docs/theming.md has no offline section with a ```js stand-in and a REGISTRY_URL line");

  const fresh = path.join(dir, "app-offline");
  mkdirSync(path.join(fresh, "src"), { recursive: true });
  for (const file of ["package.json", "components.json", "tsconfig.json", "vite.config.ts", "index.html"])
    cpSync(path.join(app, file), path.join(fresh, file));
  writeFileSync(path.join(fresh, "src/index.css"), APP_CSS);
  cpSync(path.join(app, "src/components/ui"), path.join(fresh, "src/components/ui"), { recursive: true });
  cpSync(path.join(app, "src/lib"), path.join(fresh, "src/lib"), { recursive: true });
  symlinkSync(path.join(app, "node_modules"), path.join(fresh, "node_modules"), "dir");
  const parts = readdirSync(path.join(fresh, "src/components/ui"));
  const before = Object.fromEntries(
    ["package.json", ...parts.map((name) => `src/components/ui/${name}`)].map((file) => [
      file,
      readFileSync(path.join(fresh, file), "utf8"),
    ]),
  );

  // The line without the stand-in (as the README gave it) fails offline, as the docs say.
  const shadcn = path.join(root, "node_modules/.bin/shadcn");
  const alone = await run(shadcn, line[2].split(" "), fresh, offline);
  check(
    alone.code !== 0 && /Request to https:\/\/ui\.shadcn\.com\/r\/styles\//.test(`${alone.stdout}${alone.stderr}`),
    `without REGISTRY_URL the offline line did not fail on shadcn's registry, as docs/theming.md says\n${tail(alone)}`,
  );

  // The stand-in on a free port (the docs' 4000 may be taken here), until it says it listens.
  writeFileSync(path.join(dir, "offline-registry.mjs"), script);
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const standIn = spawn(process.execPath, ["offline-registry.mjs"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  try {
    const listening = await new Promise((resolve) => {
      standIn.stdout.on("data", (chunk) => {
        log += chunk;
        if (log.includes("offline registry on")) resolve(true);
      });
      standIn.stderr.on("data", (chunk) => {
        log += chunk;
      });
      standIn.on("exit", () => resolve(false));
    });
    check(listening, `the docs' stand-in registry exited before it listened\n${log}`);
    const added = await run(shadcn, line[2].split(" "), fresh, {
      ...offline,
      NO_PROXY: "127.0.0.1,localhost",
      no_proxy: "127.0.0.1,localhost",
      REGISTRY_URL: line[1].replace("4000", String(port)),
    });
    check(added.code === 0, `the docs' offline line failed\n${tail(added)}\nstand-in: ${log}`);
  } finally {
    standIn.kill();
  }

  const item = JSON.parse(
    readFileSync(path.join(fresh, "node_modules/agent-question-form/dist/r/question-form-ai-sdk.json"), "utf8"),
  );
  const asked = log.split("\n").filter((entry) => /^\d{3} /.test(entry));
  for (const name of item.registryDependencies ?? [])
    check(
      asked.includes(`200 /r/styles/${shadcnBase.served}/${name}.json`),
      `the CLI never asked for ${name}: ${asked}`,
    );
  check(asked.includes("200 /r/colors/neutral.json"), `the CLI never asked for the base colour: ${asked}`);
  check(!asked.some((entry) => !entry.startsWith("200")), `the CLI asked for more than the docs serve: ${asked}`);
  for (const file of ["components/question-form.tsx", "components/question-form-ai-sdk.tsx"])
    check(
      existsSync(path.join(fresh, "src", file)) &&
        readFileSync(path.join(fresh, "src", file), "utf8") === readFileSync(path.join(app, "src", file), "utf8"),
      `the offline line did not write src/${file} as the registry install did`,
    );
  const css = readFileSync(path.join(fresh, "src/index.css"), "utf8");
  check(
    css.includes('@import "agent-question-form/styles.css";'),
    `offline: index.css has no styles.css import:\n${css}`,
  );
  for (const [file, text] of Object.entries(before))
    check(readFileSync(path.join(fresh, file), "utf8") === text, `the offline line changed the app's ${file}`);
  return { asked: asked.length, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/**
 * The registry item, installed by the shadcn CLI into a fresh Tailwind v4 app that already has
 * agent-question-form (the tarball: the CLI skips a dependency the app already lists), then type-
 * checked, built and rendered. With `assistantUi`, the assistant-ui item too, in the same `shadcn add`,
 * and its thread on the page.
 */
export function shadcnRegistryApp(
  { root, npm, run, check, tail, PLAIN, REACT },
  baseName = "radix",
  { assistantUi = false } = {},
) {
  const shadcnBase = BASES[baseName];
  // The AI SDK's chat item and LangGraph's (each with the form's file), and assistant-ui's on request.
  const ours = [
    "question-form-ai-sdk",
    "question-form-langgraph",
    ...(assistantUi ? ["question-form-assistant-ui"] : []),
  ];
  return async (dir, tarball) => {
    const app = path.join(dir, "app");
    const served = path.join(dir, "served");
    mkdirSync(path.join(app, "src"), { recursive: true });
    writeFileSync(
      path.join(app, "package.json"),
      `${JSON.stringify(
        {
          name: "shadcn-app",
          private: true,
          type: "module",
          // What the four shadcn parts import, as an app that has shadcn components already has it:
          // the CLI then installs nothing, so it can run with no way out but the local registry.
          dependencies: {
            react: REACT,
            "react-dom": REACT,
            "agent-question-form": `file:${tarball}`,
            ...shadcnBase.primitives,
            // What the chat item's QuestionToolPart imports (an AI SDK app has them).
            ai: "6.0.325",
            "@ai-sdk/react": "3.0.328",
            zod: "4.6.7",
            // What the assistant-ui item imports (an assistant-ui app has it).
            ...(assistantUi && { "@assistant-ui/react": "0.15.22" }),
            "lucide-react": "0.525.0",
            "class-variance-authority": "0.7.1",
            clsx: "2.1.1",
            "tailwind-merge": "3.7.1",
          },
          devDependencies: {
            vite: "8.3.8",
            "@vitejs/plugin-react": "6.3.0",
            tailwindcss: "4.3.5",
            "@tailwindcss/vite": "4.3.5",
            typescript: "5.9.3",
            // What `shadcn init` adds on a nova style, for the CSS it imports (APP_CSS).
            shadcn: "4.23.1",
            "tw-animate-css": "1.4.0",
            "@types/react": "19.3.3",
            "@types/react-dom": "19.3.0",
          },
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(
      path.join(app, "components.json"),
      `${JSON.stringify({ ...COMPONENTS_JSON, style: shadcnBase.style }, null, 2)}\n`,
    );
    writeFileSync(path.join(app, "tsconfig.json"), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
    writeFileSync(path.join(app, "vite.config.ts"), VITE_CONFIG);
    writeFileSync(path.join(app, "index.html"), INDEX_HTML);
    writeFileSync(path.join(app, "src/index.css"), APP_CSS);
    await npm(["install", ...PLAIN], app, "npm install (the Tailwind v4 app)");

    // The registry, as a host would serve it: our item as the package ships it (`npm run build`
    // builds registry.json into dist/r/, so unpkg and jsDelivr serve it), and shadcn's parts under
    // its style's path.
    mkdirSync(path.join(served, "r"), { recursive: true });
    for (const name of ours) {
      const shipped = path.join(app, `node_modules/agent-question-form/dist/r/${name}.json`);
      check(existsSync(shipped), `the package has no dist/r/${name}.json`);
      writeFileSync(path.join(served, `r/${name}.json`), readFileSync(shipped));
    }
    const shadcn = path.join(root, "node_modules/.bin/shadcn");
    const base = await run(
      shadcn,
      ["build", `test/package/install/${shadcnBase.items}`, "-o", path.join(served, `r/styles/${shadcnBase.served}`)],
      root,
    );
    check(base.code === 0, `shadcn build of the base items failed\n${tail(base)}`);
    mkdirSync(path.join(served, "r/colors"), { recursive: true });
    writeFileSync(path.join(served, "r/colors/neutral.json"), JSON.stringify(NEUTRAL));

    const server = await serve(served);
    try {
      // Every request the CLI makes goes through a proxy that refuses (the CLI honours
      // HTTPS_PROXY), except to this machine: shadcn's own registry is out of reach, as offline.
      const offline = {
        HTTPS_PROXY: "http://127.0.0.1:9",
        HTTP_PROXY: "http://127.0.0.1:9",
        https_proxy: "http://127.0.0.1:9",
        http_proxy: "http://127.0.0.1:9",
        NO_PROXY: "127.0.0.1",
        no_proxy: "127.0.0.1",
      };
      // The chat item for the AI SDK: the form's wrapper and QuestionToolPart's, on the app's base
      // (and assistant-ui's, which shares the form's wrapper, in the same command).
      const item = `${server.origin}/r/question-form-ai-sdk.json`;
      const items = ours.map((name) => `${server.origin}/r/${name}.json`);
      // Without REGISTRY_URL the CLI asks ui.shadcn.com for shadcn's parts, and must fail: the
      // proxy holds, so the run below reached nothing but the local server.
      const cut = await run(shadcn, ["add", item, "--yes"], app, offline);
      check(
        cut.code !== 0 && /ui\.shadcn\.com/.test(`${cut.stdout}${cut.stderr}`),
        `shadcn add reached shadcn's registry past the proxy\n${tail(cut)}`,
      );
      const added = await run(shadcn, ["add", ...items, "--yes"], app, {
        ...offline,
        REGISTRY_URL: `${server.origin}/r`,
      });
      check(added.code === 0, `shadcn add failed\n${tail(added)}\nrequests: ${server.requests.join(", ")}`);
      for (const item of [
        ...ours,
        ...["button", "checkbox", "radio-group", "textarea", "input", "label", "utils"].map(
          (name) => `styles/${shadcnBase.served}/${name}`,
        ),
        "colors/neutral",
      ]) {
        check(
          server.requests.includes(`200 /r/${item}.json`),
          `the CLI never fetched /r/${item}.json: ${server.requests.join(", ")}`,
        );
      }

      // The files, where components.json's aliases put them, and the CSS the item adds.
      const files = [
        "components/question-form.tsx",
        ...ours.slice(1).map((name) => `components/${name}.tsx`),
        "components/question-form-ai-sdk.tsx",
        ...["button", "checkbox", "radio-group", "textarea", "input", "label"].map(
          (name) => `components/ui/${name}.tsx`,
        ),
        "lib/utils.ts",
      ];
      for (const file of files) check(existsSync(path.join(app, "src", file)), `shadcn add wrote no src/${file}`);
      const wrapper = readFileSync(path.join(app, "src/components/question-form.tsx"), "utf8");
      check(wrapper.includes('from "@/components/ui/radio-group"'), "the wrapper does not import the app's RadioGroup");
      check(wrapper.includes('from "@/components/ui/input"'), "the wrapper does not import the app's Input");
      const css = readFileSync(path.join(app, "src/index.css"), "utf8");
      check(/@import "agent-question-form\/styles\.css";/.test(css), `index.css has no styles.css import:\n${css}`);
      check(css.includes("--qf-accent: var(--primary)"), `index.css does not map our tokens to shadcn's:\n${css}`);
      const manifest = JSON.parse(readFileSync(path.join(app, "package.json"), "utf8"));
      check(
        manifest.dependencies["agent-question-form"] === `file:${tarball}`,
        "shadcn add replaced the app's agent-question-form",
      );
      // docs/theming.md's offline line, as written there, in a fresh app with these parts (once:
      // in the Base UI app, shadcn's default base).
      const offlineRun =
        baseName === "base"
          ? await offlineFromTheDocs({ root, run, check, tail }, dir, app, shadcnBase, offline)
          : null;

      const typed = await run(path.join(app, "node_modules/.bin/tsc"), ["--noEmit", "-p", "."], app);
      check(typed.code === 0, `the installed files do not type-check\n${tail(typed)}`);
      writeFileSync(path.join(app, "src/main.tsx"), mainTsx(assistantUi));
      for (const [file, text] of Object.entries(LOOK_PAGES)) writeFileSync(path.join(app, file), text);
      const vite = await run(path.join(app, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], app);
      check(vite.code === 0, `vite build failed\n${tail(vite)}`);

      // The built app, served and opened as a user opens it.
      const page = await serve(path.join(app, "dist"));
      try {
        const { seen, errors } = await inChromium(`${page.origin}/`, assistantUi);
        check(errors.length === 0, `the page threw: ${errors.join("; ")}`);
        // The style's parts: a 16 px round RadioGroupItem with its dot, a Checkbox with its check, its Button.
        const button = shadcnBase.button;
        check(seen.radioSize === "16x16", `the radio is ${seen.radioSize}, not shadcn's 16x16`);
        check(seen.checkboxCheck, "the checked checkbox shows no check icon");
        check(
          seen.submitHeight === button,
          `Submit is ${seen.submitHeight} px tall, not ${shadcnBase.style}'s ${button}`,
        );
        check(seen.picked === "true", `a click on a radio did not pick it (aria-checked ${seen.picked})`);
        // The chat item's QuestionToolPart: the same shadcn parts and classes as the form's.
        check(seen.chatRadioSize === "16x16", `the chat's radio is ${seen.chatRadioSize}, not shadcn's 16x16`);
        check(seen.chatSubmitHeight === button, `the chat's Submit is ${seen.chatSubmitHeight} px tall, not ${button}`);
        check(seen.chatOptionPadding === "0px", `the chat's option keeps styles.css's box (${seen.chatOptionPadding})`);
        // The chat item's ToolApprovalPart: Approve is the app's Button (its height and its primary fill).
        check(seen.approveHeight === button, `the chat's Approve is ${seen.approveHeight} px tall, not ${button}`);
        check(
          seen.approveBackground === seen.submitBackground,
          `the chat's Approve is filled ${seen.approveBackground}, not the app's primary ${seen.submitBackground}`,
        );
        // The LangGraph item's review: Approve the app's Button, Send its filled one.
        check(
          seen.reviewApproveHeight === seen.submitHeight,
          `the review's Approve is ${seen.reviewApproveHeight} px tall, not the app's ${seen.submitHeight}`,
        );
        check(
          seen.reviewSendBackground === seen.submitBackground,
          `the review's Send is filled ${seen.reviewSendBackground}, not the app's primary ${seen.submitBackground}`,
        );
        // The assistant-ui item's toolkit: the same shadcn parts and classes in assistant-ui's thread.
        if (assistantUi) {
          check(seen.threadRadioSize === "16x16", `assistant-ui's radio is ${seen.threadRadioSize}, not 16x16`);
          check(
            seen.threadSubmitHeight === button,
            `assistant-ui's Submit is ${seen.threadSubmitHeight} px tall, not ${button}`,
          );
          check(seen.threadOptionPadding === "0px", `assistant-ui's option keeps styles.css's box`);
        }
        // Tailwind's utilities win over styles.css (its layer sits inside `components`): shadcn's
        // primary fill, not our blue; rows without our box.
        check(
          seen.submitBackground === "rgb(23, 23, 23)" || /oklch\(0\.205 0 0\)/.test(seen.submitBackground),
          `Submit's fill is ${seen.submitBackground}`,
        );
        check(
          seen.optionPadding === "0px" && seen.optionBorder === "0px",
          `an option keeps styles.css's box (padding ${seen.optionPadding}, border ${seen.optionBorder})`,
        );
        // And styles.css still draws what no utility sets: the option's whole-row click target.
        check(seen.labelTarget === "absolute", "an option label has no row-wide ::after: styles.css did not load");
        check(seen.badTokens.length === 0, `tokens that are no colour on the page: ${seen.badTokens.join("; ")}`);
        // styles.css's own colours, after Lightning CSS rewrote its light-dark() for Vite's targets.
        // (Once, in the Radix app: the look pages do not depend on the base.)
        const lookStarted = Date.now();
        const wrong = baseName === "radix" ? await lookInChromium(page.origin) : [];
        const lookSeconds = ((Date.now() - lookStarted) / 1000).toFixed(1);
        check(wrong.length === 0, `styles.css's own look, built:\n${wrong.join("\n")}`);
        return `${shadcnBase.style}: shadcn add, with no way out but a local registry, fetched ${new Set(server.requests.filter((line) => line.startsWith("200"))).size} files, wrote ${files.length} files, type-checks, builds; in Chromium: radio ${seen.radioSize}, Submit ${seen.submitHeight} px ${seen.submitBackground}; picks on a click; the chat item's QuestionToolPart alike, its ToolApprovalPart's Approve the app's Button; the LangGraph item's review alike, Send filled${assistantUi ? "; the assistant-ui item's thread alike" : ""}${offlineRun ? `; docs/theming.md's offline line, as written, in a fresh app with the parts: ${offlineRun.asked} requests to its stand-in, the same files, the parts untouched (${offlineRun.seconds} s)` : ""}${baseName === "radix" ? `; styles.css's own colours right built plain and with Tailwind (light, data-theme="dark", the page's color-scheme dark and light dark; ${lookSeconds} s in Chromium)` : ""}`;
      } finally {
        await page.close();
      }
    } finally {
      await server.close();
    }
  };
}
