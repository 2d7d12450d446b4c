// Takes docs/steps.png: layout="steps" in two 360 px chat columns, on its
// second question (progress, the recommended option, Back / Next) and on the
// review (every answer with its Change button).
// Run: node docs/screenshot-steps.mjs   (needs Chromium: $CHROMIUM_PATH or /usr/bin/chromium)
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const bundle = await build({
  entryPoints: [here("./screenshot-steps-page.tsx")],
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 700 }, colorScheme: "light" });
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}
    body { margin: 0; padding: 24px; background: #eef1f5; font: 15px/1.5 system-ui, sans-serif; }
    main { display: flex; gap: 24px; align-items: flex-start; }
    main > div { box-sizing: border-box; width: 360px; padding: 16px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
    </style></head>
    <body><main><div id="question"></div><div id="review"></div></main>
    <script>${js.replaceAll("</script", "<\\/script")}</script></body></html>`,
  );
  for (const id of ["question", "review"]) {
    const column = page.locator(`#${id}`);
    await column.getByRole("textbox").fill("weather-cli");
    await column.getByRole("button", { name: "Next" }).click();
    if (id === "question") continue;
    await column.getByRole("radio", { name: "Rust" }).click();
    await column.getByRole("button", { name: "Next" }).click();
    await column.getByRole("checkbox", { name: "CI workflow" }).click();
    await column.getByRole("checkbox", { name: "License" }).click();
    await column.getByRole("button", { name: "Next" }).click();
    await column.getByRole("radio", { name: "Yes" }).click();
    await column.getByRole("button", { name: "Next" }).click();
    await column.getByRole("heading", { name: "Check your answers" }).waitFor();
  }
  // Focus rings off the picture: it shows the layout, not where the keyboard is.
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.locator("main").screenshot({ path: here("./steps.png") });
} finally {
  await browser.close();
}
