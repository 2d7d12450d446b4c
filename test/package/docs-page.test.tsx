import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { render, screen } from "@testing-library/react";
import { convert, ThemeProvider, themes } from "storybook/theming";
import { describe, expect, it, vi } from "vitest";
import { DocsPage, storybookHref } from "../../stories/docs/DocsPage.tsx";

// The docs site renders docs/*.md as written for GitHub: links between pages must land on the
// Storybook page of the same file, and a live example must follow the section about it.
describe("DocsPage (the docs pages in Storybook)", () => {
  it("turns a link to a page, from docs/ or the root, into that page's Storybook docs", () => {
    expect(storybookHref("chat-adapters.md")).toBe("?path=/docs/docs-chat-adapters--docs");
    expect(storybookHref("form.md#steps-layout")).toBe("?path=/docs/docs-form--docs");
    expect(storybookHref("../SPEC.md")).toBe("?path=/docs/docs-spec--docs");
    expect(storybookHref("docs/getting-started.md")).toBe("?path=/docs/docs-getting-started--docs");
    expect(storybookHref("https://example.com/a.md")).toBe("https://example.com/a.md");
    expect(storybookHref("#limits")).toBe("#limits");
  });

  it("renders a page's Markdown and puts each example after its section, before the next heading", () => {
    render(
      // Storybook's blocks read its theme, as they do inside the docs site.
      <ThemeProvider theme={convert(themes.light)}>
        <DocsPage
          file="size-and-speed.md"
          examples={{ Size: <p>live example</p>, "Counted, not timed": <p>last example</p> }}
        />
      </ThemeProvider>,
    );
    const size = screen.getByRole("heading", { level: 2, name: /Size$/ });
    const speed = screen.getByRole("heading", { level: 2, name: /Speed$/ });
    const example = screen.getByText("live example");
    expect(size.compareDocumentPosition(example) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(example.compareDocumentPosition(speed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText("last example")).toBeInTheDocument();
  });

  it("says so for a page not in this build, instead of failing the whole site", () => {
    render(<DocsPage file="not-written.md" />);
    expect(screen.getByText("docs/not-written.md is not in this build yet.")).toBeInTheDocument();
  });
});

// React's DOM-nesting warnings (a <pre> or <div> inside a <p>) mean a page the browser's parser
// would rebuild differently: the server-rendered docs break, and a sentence is cut in two by a block.
const docsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs");
const docsPages = readdirSync(docsFolder).filter((name) => name.endsWith(".md"));

describe("every docs page, rendered as the docs site renders it", () => {
  it.each([...docsPages, "SPEC.md", "CONTRIBUTING.md", "CHANGELOG.md"])(
    "%s nests no block where HTML forbids it",
    (file) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        const { container } = render(
          <ThemeProvider theme={convert(themes.light)}>
            <DocsPage file={file} />
          </ThemeProvider>,
        );
        const nesting = errors.mock.calls
          .map((call) => call.map(String).join(" "))
          .filter((text) => /In HTML|descendant|nested/.test(text));
        expect(nesting).toEqual([]);
        // React says so once per pair of tags in a run; the page itself says so every time.
        const blocksInText = [
          ...container.querySelectorAll("p :is(div, pre, p, table, ul, ol, blockquote, h1, h2, h3)"),
        ];
        expect(
          blocksInText.map(
            (block) => `<p> holds <${block.tagName.toLowerCase()}>: ${block.parentElement?.outerHTML.slice(0, 200)}`,
          ),
        ).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    },
  );
});
