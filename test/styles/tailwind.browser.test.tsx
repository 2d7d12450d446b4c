/// <reference types="vite/client" />
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { QuestionForm } from "../../src/index.ts";
import ours from "../../src/styles.css?inline";
import {
  everyHostClass,
  everyUtility,
  HOST_CSS,
  mismatches,
  PLAIN,
  renderEveryState,
  styledSlots,
} from "./cascade.tsx";
import app from "./tailwind/app.css?inline";
import oursAfter from "./tailwind/ours-after.css?inline";
import oursFirst from "./tailwind/ours-first.css?inline";
import registry from "./tailwind/registry.css?inline";

// Real Tailwind v4 (each stylesheet built by @tailwindcss/vite): in every order an app can load
// styles.css, with no layer statement of the app's, a utility given through `classNames` beats
// styles.css on every slot styles.css styles, and Tailwind's reset (preflight, in its `base` layer)
// never beats styles.css. styles.css names Tailwind's layers itself and sits in `components`.

/** The stylesheets on the page, in the order they load (Vite puts a JS import's CSS where it is imported). */
const ORDERS: { order: string; sheets: string[] }[] = [
  { order: "imported from JS after the app's Tailwind stylesheet", sheets: [app, ours] },
  { order: "imported from JS before the app's Tailwind stylesheet", sheets: [ours, app] },
  { order: "imported in the app's stylesheet before Tailwind", sheets: [oursFirst] },
  { order: "imported in the app's stylesheet after Tailwind", sheets: [oursAfter] },
  // The README's JS import beside a registry item's CSS import (version 3's, under layer(components)).
  { order: "imported twice: the registry item's and then from JS", sheets: [registry, ours] },
  { order: "imported twice: from JS and then the registry item's", sheets: [ours, registry] },
];

let added: HTMLStyleElement[] = [];
afterEach(() => {
  for (const style of added) style.remove();
  added = [];
});

/** Puts the stylesheets on the page in this order; returns their sheets. */
function load(sheets: string[]): CSSStyleSheet[] {
  return sheets.map((text) => {
    const style = document.createElement("style");
    style.textContent = text;
    document.head.append(style);
    added.push(style);
    return style.sheet as CSSStyleSheet;
  });
}

/** For each slot, the properties styles.css sets on it (read from a sheet of its own, then removed). */
function oursStyled(): Map<string, Set<string>> {
  const probe = document.createElement("style");
  probe.textContent = ours;
  document.head.append(probe);
  const slots = styledSlots(probe.sheet as CSSStyleSheet);
  probe.remove();
  // The walk found the rules (a sheet it could not read would pass anything).
  expect(slots.size).toBeGreaterThan(40);
  return slots;
}

/** styles.css's own look where no class is given: what Tailwind's reset would undo. */
async function expectOurLook() {
  const plain = await render(<QuestionForm questions={PLAIN} />);
  const style = (slot: string) => getComputedStyle(plain.container.querySelector(`[data-slot=${slot}]`) as Element);
  // Preflight: `* { padding: 0 }`, and a button transparent in the inherited font.
  expect(style("option").paddingTop).toBe("6px");
  expect(style("submit").backgroundColor).toBe("rgb(9, 105, 218)");
  expect(style("submit").fontWeight).toBe("600");
}

// Thirteen states, 60 questions with utilities: longer than the default 15 s on a loaded machine in WebKit.
describe.each(ORDERS)("styles.css $order", ({ sheets }) => {
  it("is beaten by Tailwind's utilities on every slot, and beats Tailwind's reset", async () => {
    const slots = oursStyled();
    load(sheets);
    await renderEveryState(everyUtility);
    const missing = [...slots.keys()].filter((slot) => !document.querySelector(`[data-slot="${slot}"]`));
    expect(missing).toEqual([]);
    expect(mismatches(slots)).toEqual([]);
    await expectOurLook();
  }, 60_000);
});

describe("styles.css in an app without Tailwind", () => {
  it.each([
    { order: "before the host's stylesheet", sheets: [ours, HOST_CSS] },
    { order: "after the host's stylesheet", sheets: [HOST_CSS, ours] },
  ])(
    "is beaten by the host's unlayered rules, $order",
    async ({ sheets }) => {
      const slots = oursStyled();
      load(sheets);
      await renderEveryState(everyHostClass);
      expect(mismatches(slots)).toEqual([]);
      await expectOurLook();
    },
    60_000,
  );
});

describe("Tailwind v4 utilities through classNames", () => {
  it("take effect without styles.css too", async () => {
    const slots = oursStyled();
    load([app]);
    await renderEveryState(everyUtility);
    expect(mismatches(slots)).toEqual([]);
  }, 60_000);
});
