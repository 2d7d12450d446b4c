import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The registry item once more, as `npx shadcn add` writes it into a shadcn app on Base UI: imported
 * with `?base-ui` (stories/shadcn/base-ui/registry.ts), its `@/components/ui/*` are the Base UI parts
 * of stories/shadcn/base-ui/ (the Textarea is the same on both bases), and the AI SDK item's
 * `@/components/question-form` is that copy too. The same file, not a second one that could drift.
 */
function shadcnOnBaseUi(): Plugin {
  return {
    name: "shadcn-on-base-ui",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer?.endsWith("?base-ui")) return null;
      // Already through the aliases below (they run first).
      const part = /\/stories\/shadcn\/ui\/(button|checkbox|radio-group|input|label)\.tsx$/.exec(source);
      if (part) return `${root}/stories/shadcn/base-ui/${part[1]}.tsx`;
      if (source === `${root}/registry/question-form/question-form.tsx`) return `${source}?base-ui`;
      return null;
    },
  };
}

// Shared by Storybook and Vitest; vitest.config.ts extends it. Tailwind v4 compiles only the
// stylesheets that import it (the Tailwind test's and the shadcn stories'); the others pass through.
export default defineConfig({
  plugins: [react(), tailwindcss(), shadcnOnBaseUi()],
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
