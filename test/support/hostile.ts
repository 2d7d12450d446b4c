/**
 * Text a model might send (by accident, or steered by a prompt injection) that
 * would break a form that renders model text as HTML, puts it in attributes or
 * selectors, keys drafts by it in a plain object, or lays it out carelessly.
 *
 * Every executing payload sets `window.__pwned` and marks any element it
 * manages to create with `data-pwned`, so a test only has to look for those two
 * traces. Importable from jsdom and from real Chromium (no Node imports).
 */

/** One hostile string and why it is in the corpus. */
export interface HostileText {
  /** Short name for test titles. */
  name: string;
  /** The exact text the model sends. */
  text: string;
}

/** The global a payload sets when it runs. */
export const PWNED_FLAG = "__pwned";

/** The attribute on every element a payload would create if it were parsed as HTML. */
export const PWNED_SELECTOR = "[data-pwned]";

const run = `window.${PWNED_FLAG}=1`;

/** Markup and script: must appear as literal text and never run. */
export const markupPayloads: readonly HostileText[] = [
  { name: "script tag", text: `<script data-pwned>${run}</script>` },
  { name: "img onerror", text: `<img src=x data-pwned onerror="${run}">` },
  { name: "svg onload", text: `<svg data-pwned onload="${run}"><circle r="1"/></svg>` },
  { name: "iframe srcdoc", text: `<iframe data-pwned srcdoc="<script>parent.${PWNED_FLAG}=1</script>"></iframe>` },
  { name: "javascript: link", text: `<a data-pwned href="javascript:${run}">Open</a>` },
  { name: "bare javascript: URL", text: `javascript:${run}` },
  { name: "attribute breakout", text: `"><img src=x data-pwned onerror=${run}>` },
  { name: "single-quote breakout", text: `'><svg data-pwned onload=${run}>` },
  { name: "textarea breakout", text: `</textarea><img src=x data-pwned onerror=${run}>` },
  { name: "closing the form", text: `</form></label></legend><img src=x data-pwned onerror=${run}>` },
  { name: "style tag", text: "<style data-pwned>*{display:none!important}</style>" },
  { name: "details ontoggle", text: `<details data-pwned open ontoggle="${run}">x</details>` },
  { name: "encoded entities", text: "&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; &#60;script&#62;" },
  { name: "plain tags", text: "<b>bold</b> <i>italic</i> <br> a < b > c" },
  { name: "template syntax", text: `{{constructor.constructor('${run}')()}} \${${run}}` },
  { name: "markdown link", text: `[click me](javascript:${run}) **bold** \`code\`` },
];

/** Unicode that confuses layout or reading order: must be kept exactly. */
export const unicodePayloads: readonly HostileText[] = [
  { name: "bidi override", text: "Invoice \u202Efdp.exe\u202C is ready" },
  { name: "bidi isolates", text: "\u2067\u05E9\u05DC\u05D5\u05DD\u2069 and \u0645\u0631\u062D\u0628\u0627" },
  { name: "zero-width characters", text: "pass\u200Bword\u200C with\u200D joiners\u2060 and \uFEFFBOM" },
  { name: "emoji ZWJ sequences", text: "👩‍👩‍👧‍👦 👨🏽‍💻 🏳️‍🌈 🧑🏿‍🤝‍🧑🏻 family" },
  {
    name: "combining marks",
    text: "Z\u0337\u0322\u031Ba\u0335\u0321l\u0336\u0328g\u0337\u0327o\u0338 text".repeat(20),
  },
  { name: "control characters", text: "tab\there, nul\u0000, bell\u0007, escape\u001B[31m red" },
  { name: "line breaks", text: "first line\nsecond line\r\nthird\u2028fourth\u2029fifth" },
  { name: "lone surrogate", text: "broken \uD800 pair \uDC00 here" },
];

/** One word with no break opportunity: must wrap inside a narrow form, not widen it. */
export const longWord = (length: number): HostileText => ({
  name: `${length.toLocaleString("en")}-character word`,
  text: "W".repeat(length),
});

/** A long URL: browsers do not break it at slashes by default. */
export const longUrl: HostileText = {
  name: "long URL",
  text: `https://example.com/${"segment-".repeat(150)}end?query=${"x".repeat(300)}`,
};

/** Within `DEFAULT_LIMITS.maxLength` (2,000), so the form accepts them with no options. */
export const layoutPayloads: readonly HostileText[] = [longWord(1_999), longUrl];

/** The 10,000-character word of the brief; beyond the default limit, so it needs raised `limits`. */
export const tenThousandCharacterWord: HostileText = longWord(10_000);

/** Every payload that fits the default limits. */
export const hostileTexts: readonly HostileText[] = [...markupPayloads, ...unicodePayloads, ...layoutPayloads];

/**
 * Ids that break code which keys drafts in a plain object (prototype keys),
 * builds CSS selectors or DOM ids from them, or puts them in attributes.
 */
export const hostileIds: readonly string[] = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "a b",
  'x"]',
  "#1",
  "1",
  ".class",
  "</script>",
  `"><img src=x data-pwned onerror=${run}>`,
  "id\u202Erev",
  "👩‍👩‍👧‍👦",
  "\\",
  "a:b",
];

/**
 * A batch that puts `text` everywhere the model controls: each question type's
 * text and purpose, one option of each choice question, and the ids (from
 * `hostileIds`, offset by `seed` so every run uses different ones). The
 * recommended option is a plain one so the payload option carries no badge.
 */
export function hostileBatch(text: string, seed = 0): unknown[] {
  const id = (n: number) => hostileIds[(seed * 4 + n) % hostileIds.length] as string;
  return [
    { id: id(0), question: text, type: "Text", purpose: text },
    { id: id(1), question: text, type: "SingleChoice", purpose: text, options: ["Plain", text], recommended: "Plain" },
    { id: id(2), question: text, type: "MultiChoice", purpose: text, options: [text, "Plain"] },
    { id: id(3), question: text, type: "YesNo", purpose: text },
  ];
}

/** How many places `hostileBatch` shows `text`: four questions, four purposes, two options. */
export const PLACES_PER_BATCH = 10;

/**
 * Values no JSON parser makes, which a host may still hand a reader that is
 * documented never to throw (a store's lazy object, a revoked proxy): each
 * throws as soon as it is looked into. Fresh on every call (a revoked proxy
 * cannot be un-revoked, and a reader may cache nothing about them).
 */
export function hostileValues(): { name: string; value: unknown }[] {
  const boom = () => {
    throw new Error("hostile access");
  };
  const trapsThatThrow: ProxyHandler<object> = {
    get: boom,
    has: boom,
    ownKeys: boom,
    getOwnPropertyDescriptor: boom,
    getPrototypeOf: boom,
  };
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const getter = Object.defineProperty({}, "questions", { get: boom, enumerable: true });
  const answersGetter = Object.defineProperty({ questions: [] }, "answers", { get: boom, enumerable: true });
  const array = new Proxy([], trapsThatThrow);
  const cyclic: Record<string, unknown> = {};
  cyclic.questions = [cyclic];
  cyclic.answers = cyclic;
  return [
    { name: "a Proxy that throws on every access", value: new Proxy({}, trapsThatThrow) },
    { name: "an array Proxy that throws on every access", value: array },
    { name: "a revoked Proxy", value: revoked.proxy },
    { name: "a getter that throws", value: getter },
    { name: "an answers getter that throws", value: answersGetter },
    { name: "an object that refers to itself", value: cyclic },
    { name: "a BigInt", value: 10n },
    { name: "a Symbol", value: Symbol("hostile") },
    { name: "a function", value: boom },
  ];
}
