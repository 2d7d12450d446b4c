import { copyFileSync } from "node:fs";
import { defineConfig } from "tsdown";

/**
 * agent-question-form/mcp imports its React half (src/mcp/react.ts, "use client") as
 * the built file mcp-react.js, never bundled into a chunk it shares with the
 * reader: a shared chunk would lose the directive (Server Components would get
 * the form as server code), or put it on the reader (a server could not call it).
 */
const reactHalfOfMcp = {
  name: "agent-question-form:mcp-react",
  resolveId(source: string, importer: string | undefined) {
    if (source === "./react.ts" && importer?.replaceAll("\\", "/").endsWith("src/mcp/index.ts"))
      return { id: "./mcp-react.js", external: true };
    return null;
  },
};

export default defineConfig({
  entry: {
    index: "src/index.ts",
    protocol: "src/protocol/index.ts",
    "ai-sdk": "src/ai-sdk/index.ts",
    "assistant-ui": "src/assistant-ui/index.ts",
    claude: "src/claude/index.ts",
    mcp: "src/mcp/index.ts",
    // Its own file so that only the React half of agent-question-form/mcp is "use client".
    "mcp-react": "src/mcp/react.ts",
    codex: "src/codex/index.ts",
    gemini: "src/gemini/index.ts",
    copilotkit: "src/copilotkit/index.ts",
  },
  plugins: [reactHalfOfMcp],
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
