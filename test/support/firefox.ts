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
  /** The test frame's `<iframe>` in the top page, while commands go to the test frame. */
  iframe?: ElementHandle;
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
 * Where a person would click on an element, in the top page's coordinates: the middle of its first box
 * once the box is in view and the same in two animation frames in a row (as Playwright waits before a
 * click), offset by the test frame's place. In a long form the questions skipped off screen
 * (content-visibility) take their real heights only once a scroll brings them near: the button moves
 * after the first scroll, even out of view again, so this scrolls until it stays put in view.
 * puppeteer's own `click` finds the frame's place with BiDi `browsingContext.locateNodes` by a
 * `context` locator, which Firefox ESR 140 refuses ("invalid argument"); the frame's box, read in
 * the top page, gives the same point with no optional command.
 */
async function pointOf(context: Context, handle: ElementHandle): Promise<{ x: number; y: number }> {
  const inner = await handle.evaluate(async (target) => {
    const view = target.ownerDocument.defaultView ?? window;
    const frame = () => new Promise((resolve) => view.requestAnimationFrame(resolve));
    const firstBox = () => [...target.getClientRects()].find((rect) => rect.width > 0 && rect.height > 0);
    let last = "";
    let still = 0;
    // Bounded by frames, not time: a page that never settles fails on the click, not here.
    for (let frames = 0; frames < 60 && still < 3; frames++) {
      const box = firstBox();
      if (!box) throw new Error("The element has no box to click: it is hidden or empty");
      const inView = box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
      if (!inView) target.scrollIntoView({ block: "center", inline: "center" });
      const key = `${box.x},${box.y},${box.width},${box.height}`;
      still = inView && key === last ? still + 1 : 0;
      last = key;
      await frame();
    }
    const box = firstBox() ?? { x: 0, y: 0, width: 0, height: 0 };
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  if (!context.iframe) return inner;
  const frame = await context.iframe.evaluate((iframe) => {
    const box = iframe.getBoundingClientRect();
    const style = getComputedStyle(iframe);
    return {
      x: box.x + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft),
      y: box.y + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.paddingTop),
    };
  });
  return { x: frame.x + inner.x, y: frame.y + inner.y };
}

async function click(context: Context, handle: ElementHandle): Promise<void> {
  const { x, y } = await pointOf(context, handle);
  await context.page.mouse.click(x, y);
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

/** What a BiDi frame of puppeteer-core holds and its types do not export (pinned; test/support/providers.test.ts). */
interface BidiFrame {
  browsingContext?: {
    setViewport?(options: {
      viewport: { width: number; height: number } | null;
      devicePixelRatio: number | null;
    }): Promise<void>;
  };
}

/**
 * Sizes the page with BiDi's `browsingContext.setViewport` alone. puppeteer's `page.setViewport` also
 * sends `emulation.setScreenOrientationOverride` and fails as a whole where the browser lacks it
 * (Firefox ESR 140 does: "unknown command"); no test here needs an orientation.
 */
export async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  const context = (page.mainFrame() as unknown as BidiFrame).browsingContext;
  if (typeof context?.setViewport !== "function") {
    throw new Error(
      "puppeteer-core no longer gives a BiDi frame's browsingContext.setViewport: the Firefox provider cannot size its page; see CONTRIBUTING (browser providers)",
    );
  }
  await optional("browsingContext.setViewport", context.setViewport({ viewport: size, devicePixelRatio: null }));
}

const warned = new Set<string>();

/**
 * Optional emulation is a no-op where the browser does not have it, as puppeteer treats its touch
 * override: one line says so, and the tests that depend on it fail on their own assertions instead of
 * the whole engine's run dying on an unhandled error. test/support/providers.test.ts fails by name.
 */
async function optional(name: string, sent: Promise<void>): Promise<void> {
  try {
    await sent;
  } catch (error) {
    if (!isUnsupported(error)) throw error;
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`${await firefoxVersion()}: ${name} not supported; see CONTRIBUTING (browser providers)`);
    }
  }
}

/** The two ways a BiDi browser says it lacks a command (puppeteer tolerates the same two for touch). */
export function isUnsupported(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("unknown command") || message.includes("unsupported operation");
}

/** "Firefox ESR 140.12.0esr", as the binary says of itself, for messages. */
export async function firefoxVersion(): Promise<string> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile(FIREFOX, ["--version"], (error, stdout) => {
      resolve(error ? `Firefox at ${FIREFOX}` : stdout.trim().replace(/^Mozilla /, ""));
    });
  });
}

export const commands: Record<string, Command<never[]>> = {
  __vitest_click: command(async (context, selector: string) => {
    await click(context, await element(context, selector));
  }),
  __vitest_hover: command(async (context, selector: string) => {
    const { x, y } = await pointOf(context, await element(context, selector));
    await context.page.mouse.move(x, y);
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
      if (!options.skipClick && !focused) await click(context, handle);
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
    await setViewport(context.page, size);
  }),
} as Record<string, Command<never[]>>;

/** Starts Firefox for puppeteer, or fails with one line that names the browser and what went wrong. */
export async function launchFirefox(): Promise<Browser> {
  try {
    return await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    throw new Error(
      `${await firefoxVersion()}: could not start under puppeteer-core (${reason}); see CONTRIBUTING (browser providers)`,
    );
  }
}

export class FirefoxProvider implements BrowserProvider {
  name = "webdriverio";
  supportsParallelism = false;
  initScripts = [locators];
  private browser: Browser | undefined;
  private page: Page | undefined;
  private frame: Frame | undefined;
  private iframe: ElementHandle | undefined;

  constructor(project: TestProject) {
    for (const [name, run] of Object.entries(commands)) project.browser?.registerCommand(name as never, run);
  }

  getCommandsContext() {
    if (!this.page) throw new Error("Firefox has no page open");
    return { page: this.page, frame: this.frame ?? this.page.mainFrame(), iframe: this.frame && this.iframe };
  }

  /** Called by the browser client before its first command in a test file. */
  async switchToTestFrame() {
    const iframe = (await this.page?.$("iframe[data-vitest]")) ?? undefined;
    this.iframe = iframe;
    this.frame = (await iframe?.contentFrame()) ?? undefined;
  }

  async switchToMainFrame() {
    this.frame = undefined;
    this.iframe = undefined;
  }

  async openPage(_sessionId: string, url: string) {
    if (!this.browser) {
      if (!hasFirefox()) {
        throw new Error(
          "No Firefox found for the firefox test project. On Debian/Ubuntu: sudo apt-get install -y firefox-esr (or set FIREFOX_PATH)",
        );
      }
      this.browser = await launchFirefox();
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
