// Shared by run.mjs and profile.mjs: build the bench page, serve it, launch Chromium
// (or, for run.mjs, Firefox ESR or WebKitGTK: `openEngine`).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build } from "vite";

const outDir = fileURLToPath(new URL("./dist", import.meta.url));
const root = fileURLToPath(new URL("./page", import.meta.url));

function findChromium() {
  for (const path of [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) {
    if (path && existsSync(path)) return path;
  }
  throw new Error("No Chromium: apt-get install -y chromium, or set CHROMIUM_PATH");
}

/** Builds bench/page in production mode; `{ readable: true }` keeps names (for profiles). */
export async function buildPage({ readable = false } = {}) {
  await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false, minify: !readable },
  });
}

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

/** Serves bench/dist on 127.0.0.1 (a free port), cross-origin isolated. */
export function serve() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = join(outDir, path === "/" ? "index.html" : path);
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      // Cross-origin isolation: precise timers in the page.
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Debian's Chromium, headless, with `window.gc()` for a clean heap before each timed operation. */
export function launch() {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--js-flags=--expose-gc",
    ],
  });
}

const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER_PATH ??
  ["x86_64", "aarch64"]
    .map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One engine with one page open at `url`, behind the few calls run.mjs makes:
 * `evaluate(fn, arg)` (awaits a returned promise), `press(key)`, `version`, `close()`.
 * Chromium through Playwright, Firefox ESR through puppeteer-core (WebDriver BiDi),
 * WebKitGTK through webdriverio and WebKitWebDriver, started here under xvfb-run
 * (as in test/support/).
 */
export async function openEngine(name, url) {
  if (name === "chromium") {
    const browser = await launch();
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    page.on("pageerror", (error) => console.error("page error:", error));
    await page.goto(url);
    return {
      version: `Chromium ${browser.version()}`,
      evaluate: (fn, arg) => page.evaluate(fn, arg),
      press: (key) => page.keyboard.press(key),
      close: () => browser.close(),
    };
  }
  if (name === "firefox") {
    if (!existsSync(FIREFOX)) throw new Error("No Firefox: apt-get install -y firefox-esr, or set FIREFOX_PATH");
    const { default: puppeteer } = await import("puppeteer-core");
    const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
    // A tab of our own: the start-up tab never gets focus events.
    const page = await browser.newPage();
    await page.setViewport({ width: 1000, height: 800 });
    page.on("pageerror", (error) => console.error("page error:", error));
    await page.goto(url);
    return {
      version: `Firefox ${(await browser.version()).replace(/^firefox\//i, "")}`,
      evaluate: (fn, arg) => page.evaluate(fn, arg),
      press: (key) => page.keyboard.press(key),
      close: () => browser.close(),
    };
  }
  if (name === "webkit") {
    if (!existsSync(WEBKIT_DRIVER) || !MINIBROWSER) {
      throw new Error("No WebKitGTK: apt-get install -y webkit2gtk-driver xvfb");
    }
    const port = await freePort();
    const command = process.env.DISPLAY
      ? [WEBKIT_DRIVER]
      : ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", WEBKIT_DRIVER];
    const driver = spawn(command[0], [...command.slice(1), `--port=${port}`], {
      detached: true,
      stdio: "ignore",
      env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1" },
    });
    const stop = () => {
      try {
        process.kill(-driver.pid, "SIGTERM");
      } catch {
        // already gone
      }
    };
    try {
      for (let tries = 0; ; tries++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) break;
        } catch {
          if (tries > 200) throw new Error("WebKitWebDriver did not start");
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const { remote } = await import("webdriverio");
      const browser = await remote({
        hostname: "127.0.0.1",
        port,
        path: "/",
        logLevel: "silent",
        capabilities: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } },
      });
      await browser.setWindowSize(1000, 900);
      await browser.url(url);
      const agent = await browser.execute(() => navigator.userAgent);
      return {
        version: `WebKitGTK (${agent.match(/AppleWebKit\/[\d.]+/)?.[0] ?? "?"}, reports ${agent.match(/Version\/[\d.]+ Safari/)?.[0] ?? "Safari"})`,
        evaluate: (fn, arg) => browser.execute(fn, arg),
        press: (key) => browser.keys([key]),
        close: async () => {
          try {
            await browser.deleteSession();
          } finally {
            stop();
          }
        },
      };
    } catch (error) {
      stop();
      throw error;
    }
  }
  throw new Error(`Unknown engine ${name}: chromium, firefox or webkit`);
}
