import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The code and the docs cite the contract as "SPEC §6" or "SPEC.md §1–2": every
// section they cite must exist in SPEC.md, or a reader following it lands nowhere.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const textFile = /\.(ts|tsx|mts|mjs|js|json|md|mdx|css)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Section numbers cited in a text: "§6", "§6-7" and "§1–2" (each number of a range). */
function citedSections(text: string): number[] {
  const cited: number[] = [];
  for (const match of text.matchAll(/§\s?(\d+)(?:\s?[-–]\s?§?(\d+))?/g)) {
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    for (let section = from; section <= to; section++) cited.push(section);
  }
  return cited;
}

/** The numbered sections of SPEC.md: "## 6. The richer question". */
function specSections(): Set<number> {
  const spec = readFileSync(path.join(root, "SPEC.md"), "utf8");
  return new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

describe("SPEC.md section references", () => {
  it("reads sections, ranges and lists the way the code writes them", () => {
    expect(citedSections("(SPEC §2, §6) and SPEC §6-7, SPEC.md §1–2; §6's rules")).toEqual([2, 6, 6, 7, 1, 2, 6]);
  });

  it("SPEC.md numbers its sections from 1 without a gap, to 14 at least (version 4)", () => {
    const sections = [...specSections()];
    expect(sections.length).toBeGreaterThanOrEqual(14);
    expect(sections).toEqual(sections.map((_, index) => index + 1));
  });

  it("every § cited in src/, test/, stories/, docs/ and the README is a section of SPEC.md", () => {
    const sections = specSections();
    const files = [
      ...filesUnder("src"),
      ...filesUnder("test"),
      ...filesUnder("stories"),
      ...filesUnder("docs"),
      "README.md",
    ];
    const dangling = files.flatMap((file) =>
      citedSections(readFileSync(path.join(root, file), "utf8"))
        .filter((section) => !sections.has(section))
        .map((section) => `${file}: §${section}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(dangling).toEqual([]);
  });
});
