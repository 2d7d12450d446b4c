import axe from "axe-core";

/**
 * What axe-core finds wrong in a part of the page, in a real browser: each rule broken, with the
 * elements it names, so a failing `toEqual([])` says which rule on which element.
 */
export async function violations(container: Element): Promise<{ id: string; nodes: string[] }[]> {
  const results = await axe.run(container);
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
}
