import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineBrowserCommand, defineBrowserProvider, parseKeyDef } from "@vitest/browser";
import puppeteer, { type Browser, type ElementHandle, type Frame, type KeyInput, type Page } from "puppeteer-core";
import type { BrowserCommand, BrowserProvider, TestProject } from "vitest/node";

/**
 * Firefox ESR for vitest's browser mode. Playwright cannot drive a stock
 * Firefox and there is no geckodriver here, but puppeteer-core drives it over
 * WebDriver BiDi. vitest has no puppeteer provider, so this is one: it speaks
 * to the browser client as vitest's WebDriver provider does (CSS selectors for
 * elements, an explicit switch into the test frame) and carries out each
 * `userEvent` command with puppeteer's real keyboard and mouse.
 */
export function firefox() {
  return defineBrowserProvider({
    // The browser client keys its element selectors and frame switching on this name.
    name: "webdriverio",
    supportedBrowser: ["firefox"],
    options: {},
    providerFactory: (project) => new FirefoxProvider(project),
  });
}

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Whether this machine has a Firefox for the firefox test project. */
export function hasFirefox(): boolean {
  return existsSync(FIREFOX);
}

// The in-page half of vitest's WebDriver provider: locators that hand CSS selectors to the commands below.
const locators = join(
  dirname(createRequire(import.meta.url).resolve("@vitest/browser-webdriverio/package.json")),
  "dist/locators.js",
);

interface Context {
  page: Page;
  frame: Frame;
}

type Command<A extends unknown[]> = BrowserCommand<A>;
const command = <A extends unknown[]>(run: (context: Context, ...args: A) => Promise<unknown>): Command<A> =>
  defineBrowserCommand((context, ...args: A) => run(context as unknown as Context, ...args));

async function element(context: Context, selector: string): Promise<ElementHandle> {
  const found = await context.frame.$(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

/**
 * Scrolls an element into view and waits until its box is the same in two animation frames in a row,
 * as Playwright does before a click. Puppeteer clicks where the element was right after scrolling, and
 * in a long form the questions skipped off screen (content-visibility) take their real heights only once
 * the scroll brings them near: the button moves, and the click lands on whatever took its place.
 */
async function steady(handle: ElementHandle): Promise<ElementHandle> {
  await handle.evaluate(async (target) => {
    target.scrollIntoView({ block: "nearest", inline: "nearest" });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = "";
    // Bounded by frames, not time: a page that never settles fails on the click, not here.
    for (let frames = 0; frames < 60; frames++) {
      await frame();
      const { x, y, width, height } = target.getBoundingClientRect();
      const box = `${x},${y},${width},${height}`;
      if (box === last) return;
      last = box;
    }
  });
  return handle;
}

/**
 * Keys go to the focused frame of the top-level page: while nothing in the test frame has focus, focus
 * that frame's window first, or the first Tab would start from the runner's own page.
 */
async function focusTestFrame(context: Context) {
  await context.frame.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) window.focus();
  });
}

/** Presses (and, unless held with `{Key>}`, releases) the keys of a user-event key description. */
async function press(page: Page, text: string, held: Set<string>) {
  for (const { releasePrevious, releaseSelf, repeat, keyDef } of parseKeyDef(text)) {
    const key = keyDef.key as KeyInput;
    if (held.has(key)) {
      await page.keyboard.up(key);
      held.delete(key);
    }
    if (releasePrevious) continue;
    for (let count = 0; count < repeat; count++) await page.keyboard.down(key);
    if (releaseSelf) await page.keyboard.up(key);
    else held.add(key);
  }
}

const commands: Record<string, Command<never[]>> = {
  __vitest_click: command(async (context, selector: string) => {
    await (await steady(await element(context, selector))).click();
  }),
  __vitest_hover: command(async (context, selector: string) => {
    await (await steady(await element(context, selector))).hover();
  }),
  __vitest_clear: command(async (context, selector: string) => {
    const handle = await element(context, selector);
    await handle.evaluate((field) => {
      (field as HTMLElement).focus();
      (field as HTMLTextAreaElement).select?.();
    });
    await context.page.keyboard.press("Backspace");
  }),
  __vitest_fill: command(async (context, selector: string, text: string) => {
    const handle = await element(context, selector);
    await handle.evaluate((field) => {
      (field as HTMLElement).focus();
      (field as HTMLTextAreaElement).select?.();
    });
    if (text === "") await context.page.keyboard.press("Backspace");
    else await context.page.keyboard.type(text);
  }),
  __vitest_type: command(
    async (context, selector: string, text: string, options: { skipClick?: boolean; unreleased?: string[] } = {}) => {
      const handle = await element(context, selector);
      const focused = await handle.evaluate((field) => field === field.ownerDocument.activeElement);
      if (!options.skipClick && !focused) await (await steady(handle)).click();
      const held = new Set(options.unreleased ?? []);
      await press(context.page, text, held);
      return { unreleased: [...held] };
    },
  ),
  __vitest_keyboard: command(async (context, text: string, state: { unreleased?: string[] }) => {
    await focusTestFrame(context);
    const held = new Set(state.unreleased ?? []);
    await press(context.page, text, held);
    return { unreleased: [...held] };
  }),
  __vitest_tab: command(async (context, options: { shift?: boolean } = {}) => {
    await focusTestFrame(context);
    if (options.shift) await context.page.keyboard.down("Shift");
    await context.page.keyboard.press("Tab");
    if (options.shift) await context.page.keyboard.up("Shift");
  }),
  __vitest_cleanup: command(async (context, state: { unreleased?: string[] }) => {
    for (const key of state.unreleased ?? []) await context.page.keyboard.up(key as KeyInput);
  }),
  __vitest_viewport: command(async (context, size: { width: number; height: number }) => {
    await context.page.setViewport(size);
  }),
} as Record<string, Command<never[]>>;

class FirefoxProvider implements BrowserProvider {
  name = "webdriverio";
  supportsParallelism = false;
  initScripts = [locators];
  private browser: Browser | undefined;
  private page: Page | undefined;
  private frame: Frame | undefined;

  constructor(project: TestProject) {
    for (const [name, run] of Object.entries(commands)) project.browser?.registerCommand(name as never, run);
  }

  getCommandsContext() {
    if (!this.page) throw new Error("Firefox has no page open");
    return { page: this.page, frame: this.frame ?? this.page.mainFrame() };
  }

  /** Called by the browser client before its first command in a test file. */
  async switchToTestFrame() {
    const iframe = await this.page?.$("iframe[data-vitest]");
    this.frame = (await iframe?.contentFrame()) ?? undefined;
  }

  async switchToMainFrame() {
    this.frame = undefined;
  }

  async openPage(_sessionId: string, url: string) {
    if (!this.browser) {
      if (!hasFirefox()) {
        throw new Error(
          "No Firefox found for the firefox test project. On Debian/Ubuntu: sudo apt-get install -y firefox-esr (or set FIREFOX_PATH)",
        );
      }
      this.browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX,
        headless: true,
      });
    }
    // A tab of our own: in the start-up tab Firefox moves focus without firing focus events, and
    // Radix's radio group enters on its focus event.
    this.page ??= await this.browser.newPage();
    await this.page.goto(url);
  }

  async close() {
    const browser = this.browser;
    this.browser = undefined;
    this.page = undefined;
    await browser?.close();
  }
}
