import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Shared by Storybook and Vitest; vitest.config.ts extends it.
export default defineConfig({
  plugins: [react()],
});
