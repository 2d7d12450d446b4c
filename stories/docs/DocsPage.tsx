import { AnchorMdx, CodeOrSourceMdx, HeadersMdx, Markdown } from "@storybook/addon-docs/blocks";
import { type ComponentProps, Fragment, isValidElement, type ReactNode } from "react";

// Every page of docs/ and the root's SPEC, CONTRIBUTING and CHANGELOG, as text. A glob rather than
// one import per page, so a wrapper whose page has not been written yet still builds.
const pages = import.meta.glob<string>(["../../docs/*.md", "../../*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const pictures = import.meta.glob<string>("../../docs/*.png", { query: "?url", import: "default", eager: true });

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const textOf = (file: string) => Object.entries(pages).find(([path]) => fileName(path) === file)?.[1];

/**
 * A link between pages, as written for GitHub (`protocol.md`, `../SPEC.md#2-checking-a-call`),
 * turned into the Storybook page of that file: each page's title is "Docs/<name>" where the name
 * sluggifies to the file's name (`chat-adapters.md` → "Docs/Chat adapters").
 */
export function storybookHref(href: string): string {
  const page = /^(?:\.\.?\/)*(?:docs\/)?([\w-]+)\.md(?:#.*)?$/.exec(href);
  return page?.[1] ? `?path=/docs/docs-${page[1].toLowerCase()}--docs` : href;
}

function Link({ href = "", target = "", children }: ComponentProps<"a">) {
  return (
    <AnchorMdx href={storybookHref(href)} target={target}>
      {children}
    </AnchorMdx>
  );
}

function Picture({ src = "", alt, ...props }: ComponentProps<"img">) {
  const url = Object.entries(pictures).find(([path]) => fileName(path) === fileName(src))?.[1];
  return <img {...props} src={url ?? src} alt={alt} style={{ maxInlineSize: "100%" }} />;
}

/**
 * Inline code, always inline. Storybook's own `code` turns any code with a line break into a Source
 * block (a <div>), and Markdown wraps long inline code across lines: a block inside a <p>, which
 * cut the sentence in two and is invalid HTML. The break is a space, as it is in Markdown.
 */
function InlineCode({ children, ...props }: ComponentProps<"code">) {
  return (
    <CodeOrSourceMdx {...props}>
      {typeof children === "string" ? children.replaceAll(/\s*[\n\r]\s*/g, " ") : children}
    </CodeOrSourceMdx>
  );
}

/** A fenced block (<pre><code>) as Storybook's Source block, which brings its own box; "text" when it names no language. */
function FencedCode({ children }: { children?: ReactNode }) {
  const code = isValidElement<ComponentProps<"code">>(children) ? children.props : { children };
  return <CodeOrSourceMdx className={code.className ?? "lang-text"}>{code.children}</CodeOrSourceMdx>;
}

const overrides = { ...HeadersMdx, code: InlineCode, pre: FencedCode, a: Link, img: Picture };

/**
 * Splits Markdown after the sections named in `examples` (by heading text), so a live example
 * follows the words about it, before the next heading. Headings inside fenced code (a `# comment`)
 * are not headings.
 */
function sections(markdown: string, examples: Record<string, ReactNode>): Array<string | ReactNode> {
  const parts: Array<string | ReactNode> = [];
  let chunk: string[] = [];
  let fenced = false;
  let pending: ReactNode;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      if (pending !== undefined) {
        parts.push(chunk.join("\n"), pending);
        chunk = [];
      }
      pending = examples[heading.trim()];
    }
    chunk.push(line);
  }
  parts.push(chunk.join("\n"));
  if (pending !== undefined) parts.push(pending);
  return parts;
}

export interface DocsPageProps {
  /** The Markdown file: a name in docs/ (`protocol.md`) or at the root (`SPEC.md`). */
  file: string;
  /** Live examples (a `<Canvas of={…} />`) by heading text, each shown after its section's text, before the next heading. */
  examples?: Record<string, ReactNode>;
}

/** One docs/*.md page in Storybook: its Markdown, links between pages kept working, and live examples. */
export function DocsPage({ file, examples = {} }: DocsPageProps) {
  const markdown = textOf(file);
  if (markdown === undefined) return <p>docs/{file} is not in this build yet.</p>;
  return (
    <>
      {sections(markdown, examples).map((part, index) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for a page
          <Markdown key={index} options={{ overrides }}>
            {part}
          </Markdown>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for a page
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
