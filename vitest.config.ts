import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { findChromium } from "./test/support/chromium.ts";
import { firefox } from "./test/support/firefox.ts";
import { webkit } from "./test/support/webkit.ts";
import viteConfig from "./vite.config.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));
const react18 = path.join(dirname, "react18/node_modules");

// Point every React import, ours and Radix's, at the copies in react18/ so the
// react18 project runs one React 18 and never a mix with the React 19 dev dependency.
const reactEighteenAliases = [
  { find: /^react$/, replacement: `${react18}/react/index.js` },
  { find: /^react\/(.*)$/, replacement: `${react18}/react/$1` },
  { find: /^react-dom$/, replacement: `${react18}/react-dom/index.js` },
  { find: /^react-dom\/(.*)$/, replacement: `${react18}/react-dom/$1` },
  // The CommonJS build would require() React past Vite's aliases; the ESM build is inlined and aliased.
  {
    find: /^@testing-library\/react$/,
    replacement: path.join(dirname, "node_modules/@testing-library/react/dist/@testing-library/react.esm.js"),
  },
  // The same for assistant-ui's composer text box and the hooks it uses.
  ...[
    "react-textarea-autosize/dist/react-textarea-autosize.browser.esm.js",
    "use-composed-ref/dist/use-composed-ref.esm.js",
    "use-latest/dist/use-latest.esm.js",
    "use-isomorphic-layout-effect/dist/use-isomorphic-layout-effect.browser.esm.js",
  ].map((file) => ({
    find: new RegExp(`^${file.split("/")[0]}$`),
    replacement: path.join(dirname, "node_modules", file),
  })),
];

/**
 * Packages with a CommonJS `main` (whose `require("react")` no alias reaches) and an ES `module`:
 * each import of them, from whichever copy the importer sees, loads the ES build, so React 18's
 * aliases apply inside. (CopilotKit's chat uses two versions of lucide-react, so one alias to a
 * single copy would not do.)
 */
function esBuildOf(names: string[]) {
  return {
    name: "es-build-of",
    enforce: "pre" as const,
    resolveId(source: string, importer?: string) {
      if (!importer || !names.includes(source)) return null;
      const manifest = createRequire(importer).resolve(`${source}/package.json`);
      const { module } = JSON.parse(readFileSync(manifest, "utf8")) as { module?: string };
      return module ? path.join(path.dirname(manifest), module) : null;
    },
  };
}

// AI SDK 7 beside 6: the npm aliases `ai7` and `ai-sdk-react4` hold ai 7 and
// @ai-sdk/react 4. Every `ai` import, ours and @ai-sdk/react 4's own, goes to
// the one copy in ai7 (@ai-sdk/react 4 is inlined so its import is aliased too,
// never reaching ai 6 at the root nor its own nested copy of 7).
const aiSevenAliases = [
  { find: /^ai$/, replacement: "ai7" },
  { find: /^ai\/(.*)$/, replacement: "ai7/$1" },
  { find: /^@ai-sdk\/react$/, replacement: "ai-sdk-react4" },
  { find: /^@ai-sdk\/react\/(.*)$/, replacement: "ai-sdk-react4/$1" },
];
// The browsers' own test: each provider drives its browser through every command it sends (see the file).
const providersTest = "test/support/providers.test.ts";

// Tests sit by layer, one folder per src/ folder; the engine a test runs in is its file's suffix:
// `*.test.ts(x)` jsdom, `*.browser.test.tsx` real browsers, `*.visual.test.tsx` pictures.
const jsdomExclude = [...configDefaults.exclude, "**/*.{browser,visual}.test.*", providersTest];
// What only AI SDK 7 has (e.g. `toolApproval` on `streamText`): `*.ai7.test.*`, run in the ai7 projects alone.
const aiSevenOnly = "**/*.ai7.test.*";
const browserTests = ["test/**/*.browser.test.{ts,tsx}"];
// The tests that run once per AI SDK major.
const aiSdkTests = ["test/ai-sdk/**/*.test.{ts,tsx}"];

// A fresh object per project: vitest mutates `instances`, and a shared object
// would label one project's runs with another's name.
function chromiumBrowser(contextOptions?: { viewport: { width: number; height: number } }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: findChromium(),
        // Without the networking flags Chromium keeps dialling out on a
        // machine that has no network, which slows every test.
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
        ],
      },
      ...(contextOptions && { contextOptions }),
    }),
    instances: [{ browser: "chromium" as const }],
  };
}

/**
 * The browser project again in another engine: Firefox (puppeteer over WebDriver BiDi) or WebKitGTK,
 * Safari's engine (WebKitWebDriver); see test/support/. The size file stays Chromium's: over WebDriver
 * its thousands of controls cost minutes of round trips, and bench/ measures each engine instead.
 */
function otherEngine(name: "firefox" | "webkit", provider: ReturnType<typeof firefox>, groupOrder: number) {
  return {
    extends: true as const,
    // react-markdown: the Markdown test's host renderer; found mid-run, Vite reloads the page under a running test.
    optimizeDeps: { include: ["axe-core", "react-markdown"] },
    test: {
      name,
      include: browserTests,
      // And the real paste: under these drivers Firefox pastes nothing on Ctrl+V and WebKit refuses the clipboard.
      exclude: ["test/form/size.browser.test.tsx", "test/form/files/paste.browser.test.tsx"],
      setupFiles: ["test/support/setup-browser.ts"],
      // After the other projects, not beside them: two more browsers at once would load a 2-core
      // machine enough to slow every Chromium test past its timeouts. A group each, so an engine that
      // cannot start fails its own files and the other engine's still run.
      sequence: { groupOrder },
      // WebKitGTK has no headless switch: it runs under xvfb-run instead (test/support/webkit.ts).
      browser: {
        enabled: true,
        headless: name === "firefox",
        // As on a developer's machine, also under CI=true (which turns Vitest's UI off by default):
        // without the UI page around the tests, WebKitGTK never matches :focus-visible after
        // WebDriver's keys, and the focus-ring tests fail there only.
        ui: name === "webkit",
        provider,
        instances: [{ browser: name }],
        // These providers take no screenshots; a failure then says so on the console, which fails the next test.
        screenshotFailures: false,
      },
    },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A guard against a hang, not a speed check: Vitest's 5 s default failed two jsdom tests that
      // drive a real MCP client or a 40-question review at a load average of 17 on 2 cores. Speed
      // is measured by bench/, as ratios within one run.
      testTimeout: 30_000,
      // Every project runs in group 1 but the browsers' own test, alone and first (group 0), and the
      // Firefox and WebKit projects after the rest (groups 2 and 3).
      sequence: { groupOrder: 1 },
      projects: [
        {
          extends: true,
          test: {
            name: "providers",
            environment: "node",
            include: [providersTest],
            sequence: { groupOrder: 0 },
            // Starting three browsers one after another on a loaded machine: a guard against a hang.
            testTimeout: 120_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["test/**/*.test.{ts,tsx}"],
            exclude: [...jsdomExclude, aiSevenOnly],
            setupFiles: ["test/support/setup-jsdom.ts"],
            // CopilotKit's chat imports its own CSS, which only Vite can load.
            server: { deps: { inline: [/@copilotkit\//] } },
          },
        },
        {
          extends: true,
          resolve: { alias: reactEighteenAliases },
          test: {
            name: "react18",
            environment: "jsdom",
            // The form, the call, the tool approval and the chat adapters (their kits declare React 18
            // support, and so do we), and the server render; CopilotKit's chat reaches React through far
            // more packages: it has its own project below (and so has the one test of every component,
            // CopilotKit's included).
            exclude: [...jsdomExclude, aiSevenOnly, "test/call/ui-options.test.tsx"],
            include: [
              "test/{form,call,approval,ai-sdk,assistant-ui,claude}/**/*.test.tsx",
              "test/package/{hydrate,server-render,react-version}.test.tsx",
              "test/ag-ui/{agent,interrupt-form}.test.tsx",
            ],
            setupFiles: ["test/support/setup-jsdom.ts"],
            env: { EXPECTED_REACT_MAJOR: "18" },
            // Inlined so their `import "react"` goes through the aliases above.
            // (assistant-ui reaches React through radix-ui, zustand and use-sync-external-store too.)
            server: {
              deps: {
                inline: [
                  /@radix-ui\//,
                  /@testing-library\/react/,
                  /@ai-sdk\/react/,
                  /@assistant-ui\//,
                  /radix-ui/,
                  /react-textarea-autosize/,
                  /use-composed-ref/,
                  /use-latest/,
                  /use-isomorphic-layout-effect/,
                  /zustand/,
                  /use-sync-external-store/,
                  /assistant-stream/,
                ],
              },
            },
          },
        },
        {
          extends: true,
          plugins: [esBuildOf(["lucide-react"])],
          resolve: { alias: reactEighteenAliases },
          test: {
            name: "copilotkit-react18",
            environment: "jsdom",
            include: ["test/copilotkit/**/*.test.tsx", "test/call/ui-options.test.tsx"],
            exclude: jsdomExclude,
            setupFiles: ["test/support/setup-jsdom.ts"],
            env: { EXPECTED_REACT_MAJOR: "18" },
            // CopilotKit's chat reaches React through many packages: every one is inlined, so each
            // `import "react"` goes through the aliases above.
            server: { deps: { inline: true } },
          },
        },
        {
          extends: true,
          resolve: { alias: aiSevenAliases },
          test: {
            name: "ai7",
            environment: "jsdom",
            // And assistant-ui's AI SDK runtime, in an app whose own `ai` is 7 too.
            include: [...aiSdkTests, "test/assistant-ui/ai-sdk-runtime*.test.tsx"],
            exclude: jsdomExclude,
            setupFiles: ["test/support/setup-jsdom.ts"],
            env: { EXPECTED_AI_MAJOR: "7" },
            server: { deps: { inline: [/ai-sdk-react4/] } },
          },
        },
        {
          extends: true,
          resolve: { alias: [...reactEighteenAliases, ...aiSevenAliases] },
          test: {
            name: "ai7-react18",
            environment: "jsdom",
            include: [...aiSdkTests, "test/package/react-version.test.tsx"],
            exclude: jsdomExclude,
            setupFiles: ["test/support/setup-jsdom.ts"],
            env: { EXPECTED_AI_MAJOR: "7", EXPECTED_REACT_MAJOR: "18" },
            server: { deps: { inline: [/@radix-ui\//, /@testing-library\/react/, /ai-sdk-react4/] } },
          },
        },
        {
          extends: true,
          // Pre-bundled up front: found mid-run, Vite reloads the page under a running test.
          optimizeDeps: { include: ["axe-core", "ai", "@ai-sdk/react", "react-markdown"] },
          test: {
            name: "browser",
            include: browserTests,
            setupFiles: ["test/support/setup-browser.ts"],
            browser: chromiumBrowser(),
          },
        },
        otherEngine("firefox", firefox(), 2),
        otherEngine("webkit", webkit(), 3),
        {
          extends: true,
          // The chat demo's shell is drawn too; pre-bundled so Vite does not reload the page mid-run.
          optimizeDeps: { include: ["react-dom/client"] },
          test: {
            name: "visual",
            include: ["test/**/*.visual.test.{ts,tsx}"],
            browser: {
              // A window taller than any picture, so the test frame is never scaled down to fit.
              ...chromiumBrowser({ viewport: { width: 1280, height: 2400 } }),
              expect: {
                toMatchScreenshot: {
                  comparatorName: "pixelmatch",
                  // Debian's Chromium draws the same page to the same pixels even at a load
                  // average of 15 (tried here); anti-aliased pixels are ignored, small colour
                  // shifts pass, and at most 0.05% of pixels may differ. A text box's 1 px
                  // border changing colour is ~0.2% of a 360 px picture, so it still fails.
                  comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.0005 },
                  // One flat folder of references, named by state, theme and width.
                  resolveScreenshotPath: ({ root, arg, ext }) => `${root}/test/visual/references/${arg}${ext}`,
                },
              },
            },
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
          // The chat stories run the real AI SDK; pre-bundled so Vite does not reload the page mid-story.
          optimizeDeps: { include: ["ai", "@ai-sdk/react"] },
          test: {
            name: "storybook",
            browser: chromiumBrowser(),
          },
        },
      ],
    },
  }),
);
