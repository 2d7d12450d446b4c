// Takes docs/form.png: the form styled with styles.css, partly answered, after
// a submit with one required question left, so the error state shows too; and
// docs/chat.png: the same questions as a call in the chat demo, partly answered.
// Run: node scripts/screenshot.mjs   (needs Chromium: $CHROMIUM_PATH or /usr/bin/chromium)
import { here, photograph } from "./screenshot-kit.mjs";

await photograph("./screenshot-page.tsx", { width: 700, height: 600 }, async (page, show) => {
  const open = (hash, width) =>
    show(page, {
      style: `#form { padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
      #chat .chat { background: #fff; }`,
      body: `<div id="${hash}" style="inline-size: ${width}px"><div id="root"></div></div>`,
      script: `location.hash = "${hash}"; `,
    });
  await open("form", 600);
  await page.getByRole("textbox").fill("weather-cli");
  await page.getByRole("radio", { name: "Rust" }).click();
  await page.getByRole("checkbox", { name: "CI workflow" }).click();
  await page.getByRole("checkbox", { name: "License" }).click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("alert").waitFor();
  await page.mouse.move(0, 0);
  await page.locator("#form").screenshot({ path: here("../docs/form.png") });

  await open("chat", 460);
  await page.getByRole("textbox").first().fill("weather-cli");
  await page.getByRole("radio", { name: "Rust" }).click();
  await page.getByRole("checkbox", { name: "CI workflow" }).click();
  await page.mouse.move(0, 0);
  await page.locator("#chat").screenshot({ path: here("../docs/chat.png") });
});
