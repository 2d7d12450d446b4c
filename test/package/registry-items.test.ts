import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// registry.json, which `npm run build` turns into dist/r/*.json (`shadcn build`): a chat item for each
// integration that renders a form or an approval, installed beside the form's item (issue 45: LangGraph
// and AG-UI had none; a shadcn app got our 44 px buttons and boxed rows there).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const registry = JSON.parse(readFileSync(path.join(root, "registry.json"), "utf8")) as {
  items: {
    name: string;
    files: { path: string }[];
    css: unknown;
    registryDependencies: string[];
    dependencies: string[];
  }[];
};
const form = registry.items.find((item) => item.name === "question-form");

describe.each(["ai-sdk", "assistant-ui", "langgraph", "ag-ui", "openai-agents", "adk"])("the %s item", (entry) => {
  const item = registry.items.find((each) => each.name === `question-form-${entry}`);

  it("installs the form's file and its own, with the form item's parts, package and CSS", () => {
    expect(item?.files.map((file) => file.path)).toEqual([
      "registry/question-form/question-form.tsx",
      `registry/question-form/question-form-${entry}.tsx`,
    ]);
    for (const file of item?.files ?? []) expect(existsSync(path.join(root, file.path)), file.path).toBe(true);
    expect(item?.registryDependencies).toEqual(form?.registryDependencies);
    expect(item?.dependencies).toEqual(["agent-question-form"]);
    expect(item?.css).toEqual(form?.css);
  });

  it("wraps the package's own entry, through the form's item (its parts and classes)", () => {
    const text = readFileSync(path.join(root, `registry/question-form/question-form-${entry}.tsx`), "utf8");
    expect(text).toContain(`from "agent-question-form/${entry}"`);
    expect(text).toContain('from "@/components/question-form"');
  });

  it("merges the parts one way, the form's file's (withParts, or withPartsOptions for a toolkit's options), never by hand", () => {
    const text = readFileSync(path.join(root, `registry/question-form/question-form-${entry}.tsx`), "utf8");
    expect(text).toMatch(/\bwithParts(Options)?\(/);
    // The merge written out again: the parts spread under the caller's, the classes through withOurs.
    expect(text).not.toContain("questionFormComponents");
    expect(text).not.toContain("withOurs(");
  });
});
