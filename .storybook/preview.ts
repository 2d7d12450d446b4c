import type { Preview } from "@storybook/react-vite";
import "../src/styles.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    // Any axe violation in any story fails the story's test (and so CI).
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
