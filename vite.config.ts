import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = path.dirname(fileURLToPath(import.meta.url));

// Shared by Storybook and Vitest; vitest.config.ts extends it. Tailwind v4 compiles only the
// stylesheets that import it (the Tailwind test's and the shadcn stories'); the others pass through.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The shadcn registry item (registry/question-form/) imports as it will in an app: shadcn's
    // aliases for the app's parts, and the package by name. Here they are the stories' shadcn
    // parts and src/.
    alias: [
      { find: /^@\/components\/ui\/(.*)$/, replacement: `${root}/stories/shadcn/ui/$1.tsx` },
      { find: /^@\/lib\/utils$/, replacement: `${root}/stories/shadcn/lib/utils.ts` },
      { find: /^@\/components\/question-form$/, replacement: `${root}/registry/question-form/question-form.tsx` },
      { find: /^agent-question-form$/, replacement: `${root}/src/index.ts` },
      { find: /^agent-question-form\/mcp$/, replacement: `${root}/src/mcp/index.ts` },
      { find: /^agent-question-form\/ai-sdk$/, replacement: `${root}/src/ai-sdk/index.ts` },
      { find: /^agent-question-form\/assistant-ui$/, replacement: `${root}/src/assistant-ui/index.ts` },
    ],
  },
});
