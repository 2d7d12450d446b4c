import { copyFileSync } from "node:fs";
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: {
    index: "src/index.ts",
    protocol: "src/protocol/index.ts",
    "ai-sdk": "src/ai-sdk/index.ts",
    "assistant-ui": "src/assistant-ui/index.ts",
    claude: "src/claude/index.ts",
    mcp: "src/mcp/index.ts",
    codex: "src/codex/index.ts",
    copilotkit: "src/copilotkit/index.ts",
  },
  format: ["esm"],
  dts: true,
  platform: "neutral",
  tsconfig: "tsconfig.build.json",
  // The chat kits are optional peers: never bundled, only imported by their own entries.
  external: [
    "react",
    "react-dom",
    "react/jsx-runtime",
    /^@radix-ui\//,
    "ai",
    "@ai-sdk/react",
    /^@assistant-ui\//,
    /^@copilotkit\//,
    "zod",
  ],
  onSuccess() {
    copyFileSync("src/styles.css", "dist/styles.css");
  },
});
