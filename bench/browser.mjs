// Shared by run.mjs and profile.mjs: build the bench page, serve it, launch Chromium.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
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
