import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { WebdriverBrowserProvider } from "@vitest/browser-webdriverio";
import { chromium } from "playwright";
import type { Browser, Frame, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.ts";
import { commands, FirefoxProvider, firefoxVersion, hasFirefox, launchFirefox } from "./firefox.ts";
import { hasWebKit, WebKitProvider, webKitVersion } from "./webkit.ts";

/**
 * The browser providers, on their own and first (the `providers` project, vitest.config.ts): each engine
 * is started and driven through every command its provider sends, and each private piece of Vitest,
 * Playwright, puppeteer-core or webdriverio that a provider leans on is checked by name. A browser update
 * that drops a command, or a package update that moves an internal, fails here as one named test in the
 * first minute, instead of as an unhandled error that stops an engine's project ten minutes in.
 */

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};
const root = join(import.meta.dirname, "../..");
const installed = (name: string) =>
  (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

// A page with a button, a text box and a frame holding the same, as the test runner's page holds the test frame.
const controls = `<button id="press" onclick="this.dataset.pressed = Number(this.dataset.pressed || 0) + 1">Press</button>
<input id="text" aria-label="Text" onmouseover="this.dataset.hovered = 'yes'">`;
const page = `data:text/html,${encodeURIComponent(
  `<!doctype html><body style="margin:0">${controls}<div style="height:40px"></div><iframe data-vitest style="border:3px solid;padding:5px;width:600px;height:300px" srcdoc="${controls.replaceAll('"', "&quot;")}"></iframe></body>`,
)}`;

/** A stand-in for the Vitest project a provider is built for: only what the constructors read. */
function projectFor(browser: string, registered: string[] = []): TestProject {
  return {
    vitest: { state: { _data: {} }, config: { teardownTimeout: 0 } },
    config: { browser: { name: browser, headless: true } },
    browser: { registerCommand: (name: string) => registered.push(name) },
  } as unknown as TestProject;
}

describe("the packages the providers lean on are pinned, so an update is a decision", () => {
  it.each([
    "vitest",
    "@vitest/browser",
    "@vitest/browser-webdriverio",
    "@vitest/browser-playwright",
    "puppeteer-core",
    "webdriverio",
    "playwright",
  ])("%s: an exact version in package.json, and that version installed", (name) => {
    const pinned = manifest.devDependencies[name];
    expect(pinned, `${name} must be pinned exactly`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed(name)).toBe(pinned);
  });
});

describe("Vitest's private parts that the Firefox and WebKit providers use", () => {
  it("@vitest/browser-webdriverio ships dist/locators.js, which the Firefox provider loads into the page", () => {
    const root = dirname(require.resolve("@vitest/browser-webdriverio/package.json"));
    expect(existsSync(join(root, "dist/locators.js"))).toBe(true);
  });

  it("the browser client sizes the page with the __vitest_viewport command for a provider named webdriverio", () => {
    const client = join(dirname(require.resolve("@vitest/browser/package.json")), "dist/client/__vitest_browser__");
    const orchestrator = readdirSync(client).find((file) => file.startsWith("orchestrator-"));
    expect(orchestrator, "the browser client's orchestrator file").toBeDefined();
    const code = readFileSync(join(client, orchestrator as string), "utf8");
    expect(code).toContain('provider === "webdriverio"');
    expect(code).toContain('"__vitest_viewport"');
  });

  it("every command of Vitest's webdriverio provider is carried out by the Firefox provider, or is one no test sends", () => {
    const stock: string[] = [];
    new WebdriverBrowserProvider(projectFor("firefox", stock), {});
    const ours: string[] = [];
    new FirefoxProvider(projectFor("firefox", ours));
    // Commands no test of this project sends (drag, files, double clicks, wheel, screenshots): a test
    // that starts to use one gets "Unknown command" in Firefox, and this list says why.
    const unused = [
      "__vitest_dblClick",
      "__vitest_tripleClick",
      "__vitest_wheel",
      "__vitest_takeScreenshot",
      "__vitest_selectOptions",
      "__vitest_dragAndDrop",
      "__vitest_upload",
    ];
    expect(stock.filter((name) => !ours.includes(name)).sort()).toEqual(unused.sort());
    expect(ours.filter((name) => !stock.includes(name))).toEqual([]);
  });

  it("Vitest's WebdriverBrowserProvider still has the options and buildCapabilities that the WebKit provider overrides", () => {
    const stock = new WebdriverBrowserProvider(projectFor("webkit"), { hostname: "example.invalid" }) as unknown as {
      options: { hostname?: string };
      buildCapabilities?: unknown;
      openBrowser?: unknown;
    };
    expect(stock.options.hostname).toBe("example.invalid");
    expect(typeof stock.buildCapabilities).toBe("function");
    expect(typeof stock.openBrowser).toBe("function");
  });
});

describe(`${chromiumVersion()} through Playwright`, () => {
  it("starts with the browser project's flags, sizes its page, clicks and types", async () => {
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    try {
      const tab = await browser.newPage();
      await tab.setViewportSize({ width: 640, height: 480 });
      await tab.goto(page);
      expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([640, 480]);
      await tab.click("#press");
      await tab.fill("#text", "typed");
      expect(await tab.getAttribute("#press", "data-pressed")).toBe("1");
      expect(await tab.inputValue("#text")).toBe("typed");
    } finally {
      await browser.close();
    }
  });
});

describe(`${hasFirefox() ? await firefoxVersion() : "Firefox (not installed)"} through puppeteer-core over WebDriver BiDi`, () => {
  let browser: Browser | undefined;
  let tab: Page;
  let frame: Frame;
  let context: { page: Page; frame: Frame; iframe?: Awaited<ReturnType<Page["$"]>> & object };
  const run = (name: string, ...args: unknown[]) =>
    (commands[name] as unknown as (context: unknown, ...args: unknown[]) => Promise<unknown>)(context, ...args);

  beforeAll(async () => {
    if (!hasFirefox())
      throw new Error("No Firefox: sudo apt-get install -y firefox-esr, or set FIREFOX_PATH; see CONTRIBUTING");
    browser = await launchFirefox();
    tab = await browser.newPage();
    await tab.goto(page);
    const iframe = await tab.$("iframe[data-vitest]");
    frame = (await iframe?.contentFrame()) as Frame;
    context = { page: tab, frame, iframe: iframe ?? undefined };
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sizes the page (__vitest_viewport: BiDi browsingContext.setViewport)", async () => {
    await run("__vitest_viewport", { width: 700, height: 500 });
    expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([700, 500]);
  });

  it("clicks inside the test frame where a person would (__vitest_click: the frame's box, then input.performActions)", async () => {
    await run("__vitest_click", "#press");
    expect(await frame.$eval("#press", (button) => (button as HTMLElement).dataset.pressed)).toBe("1");
  });

  it("hovers inside the test frame (__vitest_hover)", async () => {
    await run("__vitest_hover", "#text");
    expect(await frame.$eval("#text", (input) => (input as HTMLElement).dataset.hovered)).toBe("yes");
  });

  it("fills, types into and clears a text box, and presses keys (__vitest_fill, __vitest_type, __vitest_keyboard, __vitest_clear)", async () => {
    await run("__vitest_fill", "#text", "abc");
    await run("__vitest_type", "#text", "de", {});
    await run("__vitest_keyboard", "{Backspace}", {});
    expect(await frame.$eval("#text", (input) => (input as HTMLInputElement).value)).toBe("abcd");
    await run("__vitest_clear", "#text");
    expect(await frame.$eval("#text", (input) => (input as HTMLInputElement).value)).toBe("");
  });

  it("moves focus with Tab and Shift+Tab (__vitest_tab), and lets held keys go (__vitest_cleanup)", async () => {
    await frame.$eval("#press", (button) => (button as HTMLElement).focus());
    await run("__vitest_tab", {});
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe("text");
    await run("__vitest_tab", { shift: true });
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe("press");
    const held = (await run("__vitest_keyboard", "{Shift>}", {})) as { unreleased: string[] };
    expect(held.unreleased).toEqual(["Shift"]);
    await run("__vitest_cleanup", held);
  });
});

describe(`${hasWebKit() ? webKitVersion() : "WebKitGTK (not installed)"} through WebKitWebDriver and Vitest's webdriverio provider`, () => {
  const provider = new WebKitProvider(projectFor("webkit"), {});
  afterAll(async () => {
    await provider.close();
  });

  it("starts its driver and MiniBrowser, sizes the window, loads a page, clicks and types", async () => {
    if (!hasWebKit()) throw new Error("No WebKitGTK: sudo apt-get install -y webkit2gtk-driver xvfb; see CONTRIBUTING");
    const browser = await provider.openBrowser();
    const size = await browser.getWindowSize();
    expect(size).toMatchObject({ width: 1200, height: 1100 });
    await browser.url(page);
    await browser.$("#press").click();
    await browser.$("#text").click();
    await browser.keys(["a", "b"]);
    expect(await browser.$("#press").getAttribute("data-pressed")).toBe("1");
    expect(await browser.$("#text").getValue()).toBe("ab");
  });
});

function chromiumVersion(): string {
  try {
    return execFileSync(findChromium(), ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "Chromium (not installed)";
  }
}
