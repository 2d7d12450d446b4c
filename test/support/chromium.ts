import { existsSync } from "node:fs";
import { chromium } from "playwright";

/**
 * Finds a Chromium for the browser test projects. Playwright cannot download
 * its own browser on every machine (no network), so we look, in order, at
 * $CHROMIUM_PATH, Debian's /usr/bin/chromium, then Playwright's own download.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    safe(() => chromium.executablePath()),
  ];
  for (const path of candidates) if (path && existsSync(path)) return path;
  throw new Error(
    [
      "No Chromium found for the browser tests. Any one of these works:",
      "  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)",
      "  - set CHROMIUM_PATH=/path/to/chrome-or-chromium",
      "  - npx playwright install chromium   (needs network access)",
    ].join("\n"),
  );
}

function safe(get: () => string): string | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
