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

/** agent-question-form/ag-ui's React half, kept out of its reader's file as the mcp entry's is (above). */
const reactHalfOfAgUi = {
  name: "agent-question-form:ag-ui-react",
  resolveId(source: string, importer: string | undefined) {
    if (source === "./react.ts" && importer?.replaceAll("\\", "/").endsWith("src/ag-ui/index.ts"))
      return { id: "./ag-ui-react.js", external: true };
    return null;
  },
};

/** agent-question-form/adk's React half, kept out of its reader's file as the mcp entry's is (above). */
const reactHalfOfAdk = {
  name: "agent-question-form:adk-react",
  resolveId(source: string, importer: string | undefined) {
    if (source === "./react.ts" && importer?.replaceAll("\\", "/").endsWith("src/adk/index.ts"))
      return { id: "./adk-react.js", external: true };
    return null;
  },
};

/** The modules that ToolApproval shares with the form, by path. */
const sharedWithApprovals =
  /src[\\/]form[\\/](kit[\\/](slots|useLabels|useByContent|mergeLabels|isComposing)\.ts|engine[\\/]QuestionFormContext\.ts|questions[\\/]Button\.tsx|parts[\\/](EndingNote|WayOutButton)\.tsx)$/;

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
    codex: "src/formats/codex.ts",
    gemini: "src/formats/gemini.ts",
    copilotkit: "src/copilotkit/index.ts",
    opencode: "src/formats/opencode.ts",
    "ag-ui": "src/ag-ui/index.ts",
    // Its own file so that only the React half of agent-question-form/ag-ui is "use client".
    "ag-ui-react": "src/ag-ui/react.ts",
    langgraph: "src/langgraph/index.ts",
    adk: "src/adk/index.ts",
    // Its own file so that only the React half of agent-question-form/adk is "use client".
    "adk-react": "src/adk/react.ts",
    "openai-agents": "src/openai-agents/index.ts",
  },
  plugins: [reactHalfOfMcp, reactHalfOfAgUi, reactHalfOfAdk],
  outputOptions: {
    codeSplitting: {
      // The few modules ToolApproval shares with the form (class names, the button, the label merge,
      // the form's context, the IME guard, the ending note and the way-out button) get a chunk of their own. Left to Rolldown, they share one chunk with the
      // form's questions, since the same entries use both, and `import { ToolApproval }` then loaded
      // the Radix controls too (~18 kB instead of ~2). The label merge's one dependency,
      // protocol/blank.ts, gets a chunk of its own first: pulled into the shared chunk with it,
      // agent-question-form/protocol would import that chunk, and React with it.
      groups: [
        { name: "blank", test: /src[\\/]protocol[\\/]blank\.ts$/, priority: 1 },
        { name: "shared", test: sharedWithApprovals },
      ],
    },
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
    /^@ag-ui\//,
    /^@langchain\//,
    /^@google\//,
    /^@openai\//,
  ],
  onSuccess() {
    copyFileSync("src/styles.css", "dist/styles.css");
  },
});
