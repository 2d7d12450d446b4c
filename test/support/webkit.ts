import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { defineBrowserProvider } from "@vitest/browser";
import { WebdriverBrowserProvider } from "@vitest/browser-webdriverio";
import type { BrowserProvider, TestProject } from "vitest/node";

type WebdriverOptions = ConstructorParameters<typeof WebdriverBrowserProvider>[1];
// The stock provider keeps `options` and `buildCapabilities` private in its types (not at run time),
// and these are exactly the two things WebKitGTK needs changed.
const StockProvider = WebdriverBrowserProvider as unknown as new (
  project: TestProject,
  options: WebdriverOptions,
) => Omit<WebdriverBrowserProvider, "openBrowser" | "close"> & {
  close(): Promise<void>;
  options: WebdriverOptions;
  openBrowser(): ReturnType<WebdriverBrowserProvider["openBrowser"]>;
  buildCapabilities(): Record<string, unknown>;
};

/**
 * WebKitGTK (Safari's engine) for vitest's browser mode: Debian's
 * WebKitWebDriver driving MiniBrowser, through vitest's own webdriverio
 * provider. Two things differ from a stock WebDriver browser, so the provider
 * is extended rather than configured: MiniBrowser refuses a `browserName`
 * capability (the stock provider always sends one), and no driver is running
 * beforehand, so this starts WebKitWebDriver on a free port, under `xvfb-run`
 * when there is no display, and stops it when the run ends.
 */
export function webkit() {
  return defineBrowserProvider({
    // The name the browser client keys its WebDriver behaviour on (frame switching, Ctrl as the modifier).
    name: "webdriverio",
    supportedBrowser: ["webkit"],
    options: {},
    // vitest/node and vitest/browser declare CDPSession twice, slightly differently; the provider is the stock one.
    providerFactory: (project) => new WebKitProvider(project, {}) as unknown as BrowserProvider,
  });
}

const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? findMiniBrowser();

function findMiniBrowser(): string | undefined {
  for (const path of [
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
    "/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser",
  ]) {
    if (existsSync(path)) return path;
  }
  return undefined;
}

/** Whether this machine has WebKitGTK's driver and browser (and a display or xvfb-run). */
export function hasWebKit(): boolean {
  return existsSync(DRIVER) && MINIBROWSER !== undefined && (Boolean(process.env.DISPLAY) || onPath("xvfb-run"));
}

/** "WebKitGTK 2.50.6", from Debian's package of the engine, for messages and test names. */
export function webKitVersion(): string {
  for (const name of ["libwebkit2gtk-4.1-0", "libwebkitgtk-6.0-4"]) {
    try {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own field syntax, not a template
      const version = execFileSync("dpkg-query", ["-W", "-f=${Version}", name], { encoding: "utf8" });
      if (version) return `WebKitGTK ${version.replace(/-.*$/, "")}`;
    } catch {
      // not this package, or no dpkg
    }
  }
  return "WebKitGTK";
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(":").some((dir) => existsSync(`${dir}/${command}`));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not answer on /status within 20 s");
}

export class WebKitProvider extends StockProvider {
  private driver: ChildProcess | undefined;
  private sized = false;

  override async openBrowser() {
    if (!this.browser && !this.driver) {
      if (!hasWebKit()) {
        throw new Error(
          [
            "No WebKitGTK found for the webkit test project. On Debian/Ubuntu:",
            "  sudo apt-get install -y webkit2gtk-driver xvfb",
            "(or set WEBKIT_WEBDRIVER_PATH and WEBKIT_MINIBROWSER_PATH)",
          ].join("\n"),
        );
      }
      const port = await freePort();
      // A screen taller than vitest's 414 × 896 test frame: xvfb-run's default 640 × 480 screen would
      // cut the frame off, and WebDriver clicks below the cut land in the wrong place.
      const command = process.env.DISPLAY ? [DRIVER] : ["xvfb-run", "-a", "-s", "-screen 0 1280x1200x24", DRIVER];
      // Its own process group, so closing ends xvfb-run, Xvfb, the driver and MiniBrowser together.
      this.driver = spawn(command[0] as string, [...command.slice(1), `--port=${port}`], {
        detached: true,
        stdio: "ignore",
        // MiniBrowser's sandbox cannot start as root (CI runs as root).
        env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1" },
      });
      try {
        await waitForDriver(port, this.driver);
      } catch (error) {
        throw new Error(`${webKitVersion()}: ${(error as Error).message}; see CONTRIBUTING (browser providers)`);
      }
      this.options = { ...this.options, hostname: "127.0.0.1", port, path: "/" };
    }
    const browser = await super.openBrowser();
    if (!this.sized) {
      this.sized = true;
      await browser.setWindowSize(1200, 1100);
    }
    return browser;
  }

  override buildCapabilities() {
    return { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } };
  }

  override async close() {
    try {
      await super.close();
    } finally {
      const driver = this.driver;
      this.driver = undefined;
      if (driver?.pid && driver.exitCode === null) {
        try {
          process.kill(-driver.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
  }
}
