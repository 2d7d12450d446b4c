import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { readPackageExports } from "../support/packageExports.ts";

// Issue 44's review counted, for each thing the house does, how many ways the code did it ("the
// final callback: 7 names", "outcome: 5 types", "way-out button: 4", "where a host's Button comes
// from: 3 ways"). This file re-runs the counts that a machine can take, so each stays at one. The
// other rows have their own checks: one meaning per public name and one decision type
// (export-names.test.ts), label keys (label-keys.test.ts), the form's face and the layers
// (layers.test.ts), the four props of every view (view-props.test.ts). One more count keeps old
// names from living on inside: no import renames a type or component.

const SRC = resolve(import.meta.dirname, "../../src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Each file's code lines, as `path:line: text` (relative to src/), without its comments (which may name anything). */
const codeLines = filesUnder(SRC).flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((text, index) => ({ file: relative(SRC, file), line: index + 1, text }))
    .filter(({ text }) => !/^\s*(\/\/|\/\*|\*)/.test(text)),
);
const found = (pattern: RegExp, except: string) =>
  codeLines
    .filter(({ file, text }) => file !== except && pattern.test(text))
    .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);

let read: ReturnType<typeof readPackageExports> | undefined;
/** Every entry's exports, read once for this file (a program of the whole package takes seconds). */
const publicExports = () => {
  read ??= readPackageExports();
  return read;
};

/** Every `on…` prop our public components declare (a DOM element's own handlers left out), with the components that take it. */
function callbackProps(): Record<string, string[]> {
  const { checker, exports } = publicExports();
  const props: Record<string, string[]> = {};
  for (const { name, symbol } of exports) {
    if (!/^[A-Z]/.test(name) || !(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const [signature] = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    const [first] = signature?.getParameters() ?? [];
    if (!first) continue;
    for (const prop of checker.getTypeOfSymbolAtLocation(first, declaration).getProperties()) {
      const ours = prop.declarations?.some((where) => where.getSourceFile().fileName.includes("/src/"));
      if (!ours || !/^on[A-Z]/.test(prop.name)) continue;
      props[prop.name] = [...new Set([...(props[prop.name] ?? []), name])];
    }
  }
  return props;
}

/**
 * The callbacks a component may take, each one thing. A request ends in `onSubmit` (SPEC §17): a
 * new name for it (`onResume`, `onRespond`…) is not here and fails, as does any callback not listed.
 */
const CALLBACKS: Record<string, string> = {
  onSubmit: "the request ends with the person's answers or decisions: every form and approval",
  onDecline: "a question call declined as a whole (its tool result is the format's decline)",
  onInvalid: "the input could not be read: the issues, once per input",
  onChange: "an edit, with the answers as they would be sent",
  onOutcome: "how a call ended (SPEC §14), also when it did not end here",
  onReply: "the person replied in the chat instead of answering",
  onExpire: "the request's time ran out",
  onWaitingChange: "the call starts or stops waiting for the person",
};

describe("the house's counts (issue 44): each thing is done one way", () => {
  it("reads the source (a walk that found nothing would pass anything)", () => {
    expect(codeLines.length).toBeGreaterThan(10_000);
  });

  it("the callback that ends a request has one name, onSubmit; every other callback is one listed thing", () => {
    const props = callbackProps();
    expect(props.onSubmit).toEqual(expect.arrayContaining(["QuestionForm", "QuestionCall", "ElicitationForm"]));
    expect(Object.keys(props).filter((name) => !(name in CALLBACKS))).toEqual([]);
  });

  it("'outcome' is the protocol's one type and its one writer: no public name with 'Outcome' is declared elsewhere", () => {
    const { exports } = publicExports();
    const elsewhere = exports
      .filter(({ name }) => /outcome/i.test(name))
      .flatMap(({ name, symbol }) =>
        (symbol.declarations ?? [])
          .map((declaration) => relative(SRC, declaration.getSourceFile().fileName))
          .filter((file) => !file.startsWith("protocol/"))
          .map((file) => `${name} in ${file}`),
      );
    expect(exports.some(({ name }) => name === "QuestionOutcome")).toBe(true);
    expect([...new Set(elsewhere)]).toEqual([]);
  });

  it("no file imports or re-exports a type or component under another name (an alias keeps a retired name alive)", () => {
    const aliases = filesUnder(SRC).flatMap((file) =>
      // A re-export (`export { A as B } from`) renames as much as an import does.
      [...readFileSync(file, "utf8").matchAll(/\b(?:import|export) (?:type )?\{([^}]*)\} from/g)].flatMap(([, names]) =>
        [...(names as string).matchAll(/\b([A-Z]\w*) as ([A-Z]\w*)\b/g)]
          // `LazyX as X` is X itself, loaded later.
          .filter(([, from, to]) => from !== `Lazy${to}`)
          .map(([alias]) => `${relative(SRC, file)}: ${alias}`),
      ),
    );
    expect(aliases).toEqual([]);
  });

  it("a host's Button is taken one way, by our Button (its components, else the form's, else native)", () => {
    // Read as a member (`components?.Button`, `components["Button"]`) or taken apart
    // (`const { Button } = components`, `form?.components ?? {}`): either is a second way.
    const hostButton =
      /\bcomponents(?:\??\.Button\b|(?:\?\.)?\[\s*["'`]Button["'`]\s*\])|\{[^}]*\bButton\b[^}]*\}\s*=\s*[\w?.]*\bcomponents\b/;
    expect(found(hostButton, "form/questions/Button.tsx")).toEqual([]);
  });

  it("a host's Label is taken one way, by our Label (its components, else the form's, else native)", () => {
    expect(found(/\bcomponents\??\.Label\b/, "form/questions/Label.tsx")).toEqual([]);
  });

  it("a way out (Decline, Deny, Cancel) is always the one WayOutButton, never a button dressed as one", () => {
    const slot = `["'\`](?:decline|deny|deny-cancel|interrupt-cancel|elicitation-decline|elicitation-cancel)["'\`]`;
    // Through the engine (`slotProps("deny")`) or written by hand (`data-slot="deny"`, `{"deny"}`,
    // `"data-slot": "deny"`): either is a way out that is not the WayOutButton. A selector that finds
    // one (`[data-slot="decline"]`) is not a button made.
    const wayOuts = new RegExp(`slotProps(<[^>]*>)?\\(\\s*${slot}|(?<!\\[)data-slot["']?\\s*[=:]\\s*\\{?\\s*${slot}`);
    expect(found(wayOuts, "form/parts/WayOutButton.tsx")).toEqual([]);
  });
});
