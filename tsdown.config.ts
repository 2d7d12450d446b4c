import { copyFileSync } from "node:fs";
import { defineConfig } from "tsdown";

export default defineConfig({
  entry: { index: "src/index.ts", protocol: "src/protocol/index.ts" },
  format: ["esm"],
  dts: true,
  platform: "neutral",
  tsconfig: "tsconfig.build.json",
  external: ["react", "react-dom", "react/jsx-runtime", /^@radix-ui\//],
  onSuccess() {
    copyFileSync("src/styles.css", "dist/styles.css");
  },
});
