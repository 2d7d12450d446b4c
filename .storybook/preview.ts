import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "../src/styles.css";
import { withTheme } from "./withTheme.tsx";

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a
// render or a focus move can take longer. Waiting longer costs nothing when
// the page is fast, and it is never a fixed sleep.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Light or dark page and form",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  decorators: [withTheme],
  parameters: {
    // Any axe violation in any story fails the story's test (and so CI).
    a11y: { test: "error" },
    // The theme decorator paints the page; a second background switch would fight it.
    backgrounds: { disable: true },
    layout: "fullscreen",
    options: {
      storySort: {
        order: [
          "Introduction",
          "Docs",
          // docs/*.md in a newcomer's order (stories/docs/); a page not listed comes after these.
          [
            "Getting started",
            "Protocol",
            "Form",
            "Chat adapters",
            "Formats",
            "MCP",
            "Claude Agent SDK",
            "Controls",
            "Theming",
            "Accessibility",
            "Size and speed",
            "Architecture",
            "SPEC",
            "Contributing",
            "Changelog",
          ],
          "QuestionForm",
          "Questions",
          "Chat",
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
