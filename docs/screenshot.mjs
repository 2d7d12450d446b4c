// Takes docs/form.png: the form styled with styles.css, partly answered, after
// a submit with one required question left, so the error state shows too; and
// docs/chat.png: the same questions as a call in the chat demo, partly answered.
// Run: node docs/screenshot.mjs   (needs Chromium: $CHROMIUM_PATH or /usr/bin/chromium)
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const bundle = await build({
  entryPoints: [here("./screenshot-page.tsx")],
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
  const open = async (hash, width, page) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}
      body { margin: 0; padding: 24px; background: #eef1f5; font: 15px/1.5 system-ui, sans-serif; }
      #form { padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
      #chat .chat { background: #fff; }</style></head>
      <body><div id="${hash}" style="inline-size: ${width}px"><div id="root"></div></div>
      <script>location.hash = "${hash}"; ${js.replaceAll("</script", "<\\/script")}</script></body></html>`,
    );
  };
  const page = await browser.newPage({ viewport: { width: 700, height: 600 }, colorScheme: "light" });
  await open("form", 600, page);
  await page.getByRole("textbox").fill("weather-cli");
  await page.getByRole("radio", { name: "Rust" }).click();
  await page.getByRole("checkbox", { name: "CI workflow" }).click();
  await page.getByRole("checkbox", { name: "License" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").waitFor();
  await page.mouse.move(0, 0);
  await page.locator("#form").screenshot({ path: here("./form.png") });

  await open("chat", 460, page);
  await page.getByRole("textbox").first().fill("weather-cli");
  await page.getByRole("radio", { name: "Rust" }).click();
  await page.getByRole("checkbox", { name: "CI workflow" }).click();
  await page.mouse.move(0, 0);
  await page.locator("#chat").screenshot({ path: here("./chat.png") });
} finally {
  await browser.close();
}
