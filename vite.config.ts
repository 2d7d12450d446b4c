import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Shared by Storybook and Vitest; vitest.config.ts extends it. Tailwind v4 compiles only the
// stylesheets that import it (the Tailwind test's and the shadcn story's); the others pass through.
export default defineConfig({
  plugins: [react(), tailwindcss()],
});
