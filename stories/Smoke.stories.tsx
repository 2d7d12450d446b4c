import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

const meta = { title: "Smoke", component: () => <button type="button">Hello</button> } satisfies Meta;
export default meta;
export const Basic: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Hello" })).toBeVisible();
  },
};
