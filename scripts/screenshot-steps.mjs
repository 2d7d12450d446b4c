// Takes docs/steps.png: layout="steps" in two 360 px chat columns, on its
// second question (progress, the recommended option, Back / Next) and on the
// review (every answer with its Change button).
// Run: node scripts/screenshot-steps.mjs   (needs Chromium: $CHROMIUM_PATH or /usr/bin/chromium)
import { here, photograph } from "./screenshot-kit.mjs";

await photograph("./screenshot-steps-page.tsx", { width: 800, height: 700 }, async (page, show) => {
  await show(page, {
    style: `main { display: flex; gap: 24px; align-items: flex-start; }
    main > div { box-sizing: border-box; width: 360px; padding: 16px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }`,
    body: `<main><div id="question"></div><div id="review"></div></main>`,
  });
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
  await page.locator("main").screenshot({ path: here("../docs/steps.png") });
});
