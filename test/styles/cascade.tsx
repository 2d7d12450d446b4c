/// <reference types="vite/client" />
import { expect } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import {
  type AnswerItem,
  QuestionCall,
  QuestionForm,
  type QuestionFormClassNames,
  type QuestionItem,
  type QuestionOutput,
  ToolApproval,
  type Validated,
} from "../../src/index.ts";
import { type LangGraphInterruptClassNames, LangGraphInterrupts } from "../../src/langgraph/index.ts";
import { ElicitationForm } from "../../src/mcp/index.ts";

// What the Tailwind tests share (tailwind.browser.test.tsx, load-order.browser.test.tsx): the
// utilities, every styled state, and the check that each utility took effect. Tailwind scans this
// file for its classes (@source in each test's stylesheet).

/** One Tailwind utility per property styles.css sets, each to a value styles.css never uses. */
export const UTILITIES: { utility: string; declaration: string; property: RegExp; value: string }[] = [
  { utility: "text-[#010203]", declaration: "color: #010203", property: /^color$/, value: "rgb(1, 2, 3)" },
  {
    utility: "bg-[#040506]",
    declaration: "background-color: #040506",
    property: /^background-color$/,
    value: "rgb(4, 5, 6)",
  },
  {
    utility: "border-[#070809]",
    declaration: "border-color: #070809",
    property: /^border-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)-color$/,
    value: "rgb(7, 8, 9)",
  },
  {
    utility: "border-[3px]",
    declaration: "border-style: solid; border-width: 3px",
    property: /^border-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)-width$/,
    value: "3px",
  },
  { utility: "rounded-[3px]", declaration: "border-radius: 3px", property: /^border-.*-radius$/, value: "3px" },
  { utility: "p-[7px]", declaration: "padding: 7px", property: /^padding-/, value: "7px" },
  { utility: "m-[5px]", declaration: "margin: 5px", property: /^margin-/, value: "5px" },
  { utility: "font-[300]", declaration: "font-weight: 300", property: /^font-weight$/, value: "300" },
  { utility: "text-[11px]", declaration: "font-size: 11px", property: /^font-size$/, value: "11px" },
  { utility: "gap-[9px]", declaration: "gap: 9px", property: /^(row|column)-gap$/, value: "9px" },
  { utility: "leading-[17px]", declaration: "line-height: 17px", property: /^line-height$/, value: "17px" },
  { utility: "min-h-[13px]", declaration: "min-height: 13px", property: /^min-(block-size|height)$/, value: "13px" },
  { utility: "tracking-[2px]", declaration: "letter-spacing: 2px", property: /^letter-spacing$/, value: "2px" },
  { utility: "cursor-help", declaration: "cursor: help", property: /^cursor$/, value: "help" },
];
export const ALL = UTILITIES.map(({ utility }) => utility).join(" ");

/** The subject compound of a selector: after its last combinator, without :has()/:not() (they name other elements). */
function subject(selector: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (depth === 0 && (c === " " || c === ">" || c === "~" || c === "+")) start = i + 1;
  }
  return selector.slice(start).replace(/:(has|not)\((?:[^()]|\([^()]*\))*\)/g, "");
}

function splitList(selectors: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      out.push(selectors.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(selectors.slice(start).trim());
  return out;
}

/** For each slot, the properties styles.css sets on it that a utility above covers. */
export function styledSlots(sheet: CSSStyleSheet): Map<string, Set<string>> {
  const slots = new Map<string, Set<string>>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ("cssRules" in rule && !(rule instanceof CSSStyleRule)) walk((rule as CSSGroupingRule).cssRules);
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const selector of splitList(rule.selectorText)) {
        const compound = subject(selector);
        if (compound.includes("::")) continue;
        for (const [, slot] of compound.matchAll(/\.qf-([a-z-]+)/g)) {
          for (let i = 0; i < rule.style.length; i++) {
            const property = rule.style[i] as string;
            if (!UTILITIES.some((each) => each.property.test(property))) continue;
            const set = slots.get(slot as string) ?? new Set<string>();
            set.add(property);
            slots.set(slot as string, set);
          }
        }
      }
    }
  };
  walk(sheet.cssRules);
  return slots;
}

/** A 1×1 PNG, as a `data:` URL: the picture of a file a person attached. */
const ONE_PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const RICH: QuestionItem[] = [
  {
    id: "repo",
    header: "Repository",
    question: "Name the repository",
    type: "Text",
    purpose: "Used as the package name",
  },
  {
    id: "lang",
    question: "Which language?",
    type: "SingleChoice",
    options: [
      { label: "Rust", description: "Fast builds later", preview: "cargo new app" },
      { label: "Go", description: "One binary" },
    ],
    recommended: "Rust",
    allowOther: true,
  },
  { id: "extras", question: "Which extras?", type: "MultiChoice", options: ["CI", "Docker"], required: false },
  { id: "git", question: "Initialise git?", type: "YesNo" },
  { id: "token", question: "npm token", type: "Text", input: { kind: "secret" } },
];

/** A format that reads the questions as given (`input` is a reader-only field). */
const asRead = (questions: unknown): Validated<{ questions: QuestionItem[] }> => ({
  ok: true,
  value: { questions: questions as QuestionItem[] },
});

const ANSWERS: AnswerItem[] = [
  { id: "repo", answer: "billing" },
  { id: "lang", selected: ["Rust"] },
  { id: "extras", selected: ["CI"] },
  { id: "git", answer: "Yes" },
];
export const PLAIN = RICH.slice(0, 4);
const RESULT: QuestionOutput = {
  questions: PLAIN.map((q) => ({ ...q, required: q.required ?? true })),
  answers: ANSWERS,
};
// A question with 40 options: past the filter's threshold, it has a filter box and its count.
const COUNTRY: QuestionItem[] = [
  {
    id: "country",
    question: "Where do you live?",
    type: "SingleChoice",
    options: Array.from({ length: 40 }, (_, index) => `Country ${index + 1}`),
    recommended: "Country 1",
    allowOther: true,
  },
];
const MANY = Array.from({ length: 40 }, (_, index) => ({ id: `q${index}`, question: `Q${index}`, type: "YesNo" }));
/** Every utility on every part. */
export const everyUtility = new Proxy({} as QuestionFormClassNames, { get: () => ALL });

/**
 * The same declarations as a host's own unlayered stylesheet (an app without Tailwind), one class
 * each (`host-0`…), and `classNames` that put all of them on every part.
 */
export const HOST_CSS = UTILITIES.map(({ declaration }, index) => `.host-${index} { ${declaration}; }`).join("\n");
export const everyHostClass = new Proxy({} as QuestionFormClassNames, {
  get: () => UTILITIES.map((_, index) => `host-${index}`).join(" "),
});

/** Every state that shows a styled slot, each in its own region so the actions stay apart. */
export async function renderEveryState(classNames: QuestionFormClassNames = everyUtility) {
  const screen = await render(
    <div style={{ inlineSize: 600 }}>
      <section aria-label="errors">
        <QuestionForm questions={RICH} reader={asRead} classNames={classNames} />
      </section>
      <section aria-label="failed send">
        <QuestionForm
          questions={PLAIN}
          defaultAnswers={ANSWERS}
          classNames={classNames}
          onSubmit={() => Promise.reject(new Error("offline"))}
        />
      </section>
      <section aria-label="steps">
        <QuestionForm questions={PLAIN} defaultAnswers={ANSWERS} layout="steps" classNames={classNames} />
      </section>
      <section aria-label="review">
        <QuestionForm questions={PLAIN} defaultAnswers={ANSWERS} layout="steps" classNames={classNames} />
      </section>
      <section aria-label="receipt">
        <QuestionCall input={PLAIN} outcome={{ kind: "answered", output: RESULT }} classNames={classNames} />
      </section>
      <section aria-label="receipt expanded">
        <QuestionCall input={PLAIN} outcome={{ kind: "answered", output: RESULT }} classNames={classNames} />
      </section>
      <section aria-label="call">
        <QuestionCall input={PLAIN} onDecline={() => undefined} classNames={classNames} />
      </section>
      <section aria-label="declined">
        <QuestionCall input={PLAIN} onDecline={() => undefined} classNames={classNames} />
      </section>
      <section aria-label="streaming">
        <QuestionCall input={[PLAIN[0], { id: "lang", question: "Which lan" }]} streaming classNames={classNames} />
      </section>
      <section aria-label="countdown">
        <QuestionCall input={PLAIN} timeoutMs={120_000} classNames={classNames} />
      </section>
      <section aria-label="replied in the chat">
        <QuestionCall input={PLAIN} outcome={{ kind: "replied", text: "Use Go" }} classNames={classNames} />
      </section>
      <section aria-label="expired">
        <QuestionCall input={PLAIN} outcome={{ kind: "expired" }} classNames={classNames} />
      </section>
      <section aria-label="invalid">
        <QuestionForm
          questions={[{ id: "db", question: "Which?", type: "SingleChoice", options: ["A"] }]}
          classNames={classNames}
        />
      </section>
      <section aria-label="long">
        <QuestionForm questions={MANY} classNames={classNames} />
      </section>
      <section aria-label="filter narrowed">
        <QuestionForm questions={COUNTRY} classNames={classNames} />
      </section>
      <section aria-label="filter with no match">
        <QuestionForm questions={COUNTRY} classNames={classNames} />
      </section>
      <section aria-label="notes">
        <QuestionForm questions={PLAIN.slice(0, 1)} notes overallNote classNames={classNames} />
      </section>
      <section aria-label="approval">
        <ToolApproval toolName="deploy" input={{ environment: "production" }} offerAlways classNames={classNames} />
      </section>
      <section aria-label="always allowed">
        <ToolApproval
          toolName="deploy"
          input={{ environment: "production" }}
          decision={{ approved: true, always: true }}
          classNames={classNames}
        />
      </section>
      <section aria-label="approval with its reason">
        <ToolApproval
          toolName="deploy"
          input={{ environment: "production" }}
          requestReason="Production deploys need a person"
          classNames={classNames}
        />
      </section>
      <section aria-label="automatic approval">
        <ToolApproval
          toolName="deploy"
          input={{ environment: "staging" }}
          automatic
          decision={{ approved: true }}
          classNames={classNames}
        />
      </section>
      <section aria-label="automatic, not decided yet">
        <ToolApproval toolName="deploy" input={{ environment: "staging" }} automatic classNames={classNames} />
      </section>
      <section aria-label="approved with edits">
        <ToolApproval
          toolName="deploy"
          input={{ environment: "production" }}
          decision={{ approved: true, editedArgs: { environment: "staging" } }}
          classNames={classNames}
        />
      </section>
      <section aria-label="arguments that do not fit">
        <ToolApproval
          toolName="shell"
          input={{ env: {} }}
          editable
          // An object property: the form cannot ask it, so the input is edited as JSON, checked on Approve.
          argsSchema={{ type: "object", properties: { env: { type: "object" } }, additionalProperties: false }}
          classNames={classNames}
        />
      </section>
      <section aria-label="review">
        <LangGraphInterrupts
          stream={{
            interrupts: [
              {
                id: "r",
                value: {
                  actionRequests: [
                    { name: "send_email", args: { to: "a@b.c" }, description: "Mail goes out" },
                    { name: "delete_file", args: { path: "old.txt" }, description: "Removes a file" },
                  ],
                  reviewConfigs: [
                    { actionName: "send_email", allowedDecisions: ["approve", "reject"] },
                    { actionName: "delete_file", allowedDecisions: ["approve", "reject"] },
                  ],
                },
              },
            ],
            submit: () => undefined,
          }}
          classNames={classNames as LangGraphInterruptClassNames}
        />
      </section>
      <section aria-label="files">
        <QuestionForm
          questions={[
            { id: "shot", question: "Which screen is wrong?", type: "Text", attachments: { accept: ["image/*"] } },
          ]}
          // One file kept (its chip, thumbnail and remove button) and one a draft dropped (the note to attach it again).
          defaultAnswers={[
            {
              id: "shot",
              answer: "The login page",
              attachments: [
                { name: "login.png", mediaType: "image/png", size: 68, url: ONE_PIXEL_PNG },
                { name: "menu.png", mediaType: "image/png", size: 90, url: "" },
              ],
            },
          ]}
          classNames={classNames}
        />
      </section>
      <section aria-label="elicitation">
        <ElicitationForm
          request={{
            message: "Your work email",
            requestedSchema: { type: "object", properties: { email: { type: "string", format: "email" } } },
          }}
          serverName="Billing"
          onSubmit={() => undefined}
          classNames={classNames}
        />
      </section>
    </div>,
  );
  const region = (name: string) => screen.getByRole("region", { name });
  // States reached by the DOM's click(), not WebDriver's: this is about the cascade, and WebKit's
  // WebDriver misplaces clicks below the fold of a page this long (test/support/webkit.ts).
  const press = (where: string, role: "button" | "radio", name: string | RegExp) =>
    (region(where).getByRole(role, { name }).element() as HTMLElement).click();
  press("errors", "button", "Submit");
  press("errors", "radio", /Other/);
  press("failed send", "button", "Submit");
  await expect.element(region("failed send").getByRole("alert")).toBeVisible();
  // The steps layout is a chunk of its own, loaded on first use.
  await expect.element(region("steps").getByRole("button", { name: "Next" })).toBeVisible();
  press("steps", "button", "Next");
  for (let step = 0; step < PLAIN.length; step++) {
    await expect.element(region("review").getByRole("button", { name: "Next" })).toBeVisible();
    press("review", "button", "Next");
  }
  press("receipt expanded", "button", "Show the options");
  press("declined", "button", "Skip these questions");
  press("notes", "button", "Add a note");
  await userEvent.fill(region("filter narrowed").getByRole("searchbox", { name: "Filter options" }), "Country 1");
  await userEvent.fill(region("filter with no match").getByRole("searchbox", { name: "Filter options" }), "Atlantis");
  await expect.element(region("filter narrowed").getByText("11 of 40 options")).toBeVisible();
  await expect.element(region("filter with no match").getByText("No option matches")).toBeVisible();
  press("arguments that do not fit", "button", "Edit");
  const box = region("arguments that do not fit").getByRole("textbox", { name: "Input (JSON)" });
  await userEvent.fill(box, '{"env": {}, "shell": "sh"}');
  press("arguments that do not fit", "button", "Approve with changes");
  await expect.element(region("arguments that do not fit").getByRole("listitem")).toBeVisible();
  await expect.element(region("review").getByRole("heading", { name: "Check your answers" })).toBeVisible();
  await expect.element(region("declined").getByText("You skipped these questions.")).toBeVisible();
  // The countdown and the endings are a chunk of their own too.
  await expect.element(region("countdown").getByText("Answer within 2 minutes").first()).toBeVisible();
  await expect.element(region("replied in the chat").getByText("Use Go")).toBeVisible();
  await expect.element(region("expired").getByText(/Time ran out/)).toBeVisible();
  await expect.element(region("errors").getByRole("heading", { name: "There is a problem" })).toBeVisible();
  // The files' chips are a chunk of their own, loaded when a question that takes files shows.
  await expect.element(region("files").getByRole("button", { name: "Remove login.png" })).toBeVisible();
  return screen;
}

export function mismatches(slots: Map<string, Set<string>>): string[] {
  const wrong: string[] = [];
  for (const [slot, properties] of slots) {
    for (const element of Array.from(document.querySelectorAll(`[data-slot="${slot}"]`))) {
      // A question skipped off screen (content-visibility) is not laid out: WebKit reports 0 for its margins.
      if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
      const style = getComputedStyle(element);
      for (const property of properties) {
        const expected = UTILITIES.find((each) => each.property.test(property))?.value;
        const actual = style.getPropertyValue(property);
        if (actual !== expected) wrong.push(`${slot} ${property}: ${actual}, not ${expected}`);
      }
    }
  }
  return wrong;
}
