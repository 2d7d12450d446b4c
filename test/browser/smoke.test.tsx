import { expect, it } from "vitest";
import { render } from "vitest-browser-react";

it("renders in real Chromium", async () => {
  const screen = await render(<button type="button">Hello</button>);
  await expect.element(screen.getByRole("button", { name: "Hello" })).toBeVisible();
});
