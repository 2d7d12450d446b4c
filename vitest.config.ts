import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import { findChromium } from "./test/chromium.ts";
import viteConfig from "./vite.config.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

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
          test: {
            name: "browser",
            include: ["test/browser/**/*.test.{ts,tsx}"],
            browser: chromiumBrowser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
          test: {
            name: "storybook",
            browser: chromiumBrowser(),
          },
        },
      ],
    },
  }),
);
