import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  // The docs site opens on our Introduction, not on Storybook's own "get started" checklist: neither
  // its sidebar widget nor its onboarding guide in the settings menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // The TypeScript checker resolves imported and generic prop types (readonly
  // AnswerItem[], Partial<QuestionFormLabels>) that the default docgen shows as "unknown".
  typescript: { reactDocgen: "react-docgen-typescript" },
};

export default config;
