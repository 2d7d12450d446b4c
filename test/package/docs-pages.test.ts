import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// What a newcomer relies on: the README's first screen, one click from it to every docs page,
// links that lead somewhere, and every page also in Storybook (npm start).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const docsPages = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md"));

// Pages other branches write (radix, mcp, formats, look). Linked already; remove each name here
// once its page is merged, and the test below then checks its links like every other's.
const pagesNotYetMerged: string[] = [];

// Pages written on a branch that does not edit README.md (approvals): the lead links each at merge
// and removes its name here, and the README test below then checks it like every other.
const pagesNotYetLinked: string[] = [];

/** Relative links and pictures of a Markdown file, resolved from its folder (anchors dropped). */
function localLinks(file: string): string[] {
  const text = read(file).replaceAll(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith("#") && !href.startsWith("?"))
    .map((href) => path.relative(root, path.resolve(path.dirname(path.join(root, file)), href.split("#")[0] ?? "")));
}

describe("README", () => {
  const readme = read("README.md");
  const lines = readme.split("\n");

  it("is at most 250 lines and installs the package within its first 60", () => {
    expect(lines.length).toBeLessThanOrEqual(250);
    expect(lines.slice(0, 60).join("\n")).toContain("npm install agent-question-form");
  });

  it("links every docs page, SPEC.md and CONTRIBUTING.md", () => {
    const linked = new Set(localLinks("README.md"));
    const pages = docsPages.filter((name) => !pagesNotYetLinked.includes(name)).map((name) => `docs/${name}`);
    for (const page of [...pages, "SPEC.md", "CONTRIBUTING.md"]) {
      expect(linked, page).toContain(page);
    }
  });

  it("gives the contributor's two commands each on its own line", () => {
    expect(lines).toContain("npm start");
    expect(lines).toContain("npm test");
  });

  it("states the version package.json has, as CHANGELOG.md does", () => {
    const { version } = JSON.parse(read("package.json")) as { version: string };
    expect(readme).toContain(`Version ${version}`);
    expect(read("CHANGELOG.md")).toContain(`## ${version}`);
  });
});

describe("links between pages", () => {
  const pages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "SPEC.md", ...docsPages.map((name) => `docs/${name}`)];

  it.each(pages)("every relative link of %s leads to a file", (page) => {
    const missing = localLinks(page).filter(
      (target) => !existsSync(path.join(root, target)) && !pagesNotYetMerged.includes(path.basename(target)),
    );
    expect(missing).toEqual([]);
  });

  it("lists as not yet merged only pages that are still missing", () => {
    expect(pagesNotYetMerged.filter((name) => existsSync(path.join(root, "docs", name)))).toEqual([]);
  });
});

describe("the docs site (Storybook)", () => {
  const wrappers = readdirSync(path.join(root, "stories/docs"))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => read(`stories/docs/${name}`));

  it.each(docsPages)("docs/%s has an MDX page whose title's slug is its file name, so links find it", (page) => {
    const wrapper = wrappers.find((text) => text.includes(`file="${page}"`));
    expect(wrapper, `stories/docs/*.mdx with <DocsPage file="${page}" />`).toBeDefined();
    const title = /<Meta title="Docs\/([^"]+)"/.exec(wrapper ?? "")?.[1] ?? "";
    expect(title.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")).toBe(page.replace(/\.md$/, "").toLowerCase());
  });

  // Pages that teach show what they teach: at least one live story. The reference pages (how the
  // code is laid out, what it weighs) have nothing to try.
  const referencePages = ["architecture.md", "size-and-speed.md"];
  const headingsOf = (file: string) =>
    read(file)
      .replaceAll(/```[\s\S]*?```/g, "")
      .split("\n")
      .flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1]?.trim() ?? []);

  it.each(docsPages.filter((page) => !referencePages.includes(page)))(
    "docs/%s shows at least one live example, each after a heading its page has",
    (page) => {
      const wrapper = wrappers.find((text) => text.includes(`file="${page}"`)) ?? "";
      expect(wrapper).toMatch(/<Canvas of=\{/);
      // `examples` keys: a quoted heading, or a bare word, before `: <Canvas`.
      const keys = [...wrapper.matchAll(/(?:"([^"]+)"|(\w+)):\s*<Canvas/g)].map((match) => match[1] ?? match[2]);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(headingsOf(`docs/${page}`)).toContain(key);
    },
  );

  it("opens on an Introduction page with a live example too", () => {
    expect(read("stories/Introduction.mdx")).toMatch(/<Canvas of=\{/);
  });
});
