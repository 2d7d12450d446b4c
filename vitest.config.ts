import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import { findChromium } from "./test/chromium.ts";
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
];

// A fresh object per project: vitest mutates `instances`, and a shared object
// would label one project's runs with another's name.
function chromiumBrowser() {
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
    }),
    instances: [{ browser: "chromium" as const }],
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["test/protocol/**/*.test.ts", "test/form/**/*.test.tsx", "test/**/*.unit.test.{ts,tsx}"],
            setupFiles: ["test/setup-jsdom.ts"],
          },
        },
        {
          extends: true,
          resolve: { alias: reactEighteenAliases },
          test: {
            name: "react18",
            environment: "jsdom",
            // The chat adapters too: their kits declare React 18 support, and so do we.
            include: [
              "test/form/**/*.test.tsx",
              "test/reliability/**/*.unit.test.tsx",
              "test/integration/**/*.unit.test.tsx",
            ],
            setupFiles: ["test/setup-jsdom.ts"],
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
          // Pre-bundled up front: found mid-run, Vite reloads the page under a running test.
          optimizeDeps: { include: ["axe-core", "ai", "@ai-sdk/react"] },
          test: {
            name: "browser",
            include: ["test/browser/**/*.test.{ts,tsx}"],
            browser: chromiumBrowser(),
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
