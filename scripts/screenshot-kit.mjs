// What scripts/screenshot.mjs and scripts/screenshot-steps.mjs share: bundling a page
// of this folder (with styles.css) and showing it in Chromium on the grey
// backdrop of the README's pictures.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright";

/** A path relative to scripts/ (the pictures go to ../docs/). */
export const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Bundles `entry` (a page in scripts/) and opens Chromium ($CHROMIUM_PATH or /usr/bin/chromium).
 * `shoot` gets a light page of `viewport` and `show`, which sets the page to the bundle:
 * `body` is the markup the bundle renders into, `style` more CSS after the backdrop's,
 * `script` JS run before the bundle.
 */
export async function photograph(entry, viewport, shoot) {
  const bundle = await build({
    entryPoints: [here(entry)],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    jsx: "automatic",
    outdir: "out",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const js = bundle.outputFiles.find((file) => file.path.endsWith(".js"))?.text ?? "";
  const css = bundle.outputFiles.find((file) => file.path.endsWith(".css"))?.text ?? "";
  const show = (page, { body, style = "", script = "" }) =>
    page.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}
      body { margin: 0; padding: 24px; background: #eef1f5; font: 15px/1.5 system-ui, sans-serif; }
      ${style}</style></head>
      <body>${body}
      <script>${script}${js.replaceAll("</script", "<\\/script")}</script></body></html>`,
    );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport, colorScheme: "light" });
    await shoot(page, show);
  } finally {
    await browser.close();
  }
}
