import { within } from "@testing-library/dom";
import type { ComponentType, ReactNode } from "react";
import * as OnRadix from "../../registry/question-form/question-form.tsx";
import { InterruptForm as RadixInterruptForm } from "../../registry/question-form/question-form-ag-ui.tsx";
import { ToolApprovalPart as RadixToolApprovalPart } from "../../registry/question-form/question-form-ai-sdk.tsx";
import { LangGraphInterrupts as RadixLangGraphInterrupts } from "../../registry/question-form/question-form-langgraph.tsx";
import { InterruptForm, type InterruptFormProps } from "../../src/ag-ui/index.ts";
import { ToolApprovalPart as OurToolApprovalPart, type ToolApprovalPartProps } from "../../src/ai-sdk/index.ts";
import {
  type AnswerItem,
  QuestionCall,
  type QuestionCallProps,
  QuestionForm,
  type QuestionFormProps,
  type QuestionItem,
  type QuestionOutput,
} from "../../src/index.ts";
import { LangGraphInterrupts, type LangGraphInterruptsProps } from "../../src/langgraph/index.ts";
import { ElicitationForm, type ElicitationFormProps } from "../../src/mcp/index.ts";
import { CREATE_REPOSITORY } from "../elicitationRequests.ts";
import { projectSetup, projectSetupAnswers, reviewInterrupts } from "../fixtures.ts";
import { ShadcnLook } from "./ShadcnLook.tsx";
import { StockParts } from "./StockParts.tsx";
import { REGISTRY_ON, type ShadcnStyle } from "./styles/registry.ts";

// The whole form's states, each in the default look and in the shadcn look (the registry items'
// QuestionForm, QuestionCall, ElicitationForm, ToolApprovalPart, LangGraphInterrupts and AG-UI's
// InterruptForm: shadcn's own parts and Tailwind
// v4 utilities), on the older new-york parts and on three of shadcn's styles with shadcn's own parts
// (stories/shadcn/styles/: base-nova, the default, radix-nova and base-vega). Shared by the Shadcn stories and the pictures
// (test/styles/shadcn.visual.test.tsx), so both show the same.

/**
 * Which look a state is drawn in: ours, or the registry items' in a shadcn app whose parts are the
 * older new-york ones on Radix (`shadcn`, stories/shadcn/ui/) or one of shadcn's styles
 * (`base-nova`, shadcn's default, `radix-nova`, `base-vega`; stories/shadcn/styles/).
 */
export type Look = "default" | "shadcn" | ShadcnStyle;

/** The components a state is drawn with. */
interface Parts {
  QuestionForm: ComponentType<QuestionFormProps>;
  QuestionCall: ComponentType<QuestionCallProps>;
  ElicitationForm: ComponentType<ElicitationFormProps>;
  ToolApprovalPart: ComponentType<ToolApprovalPartProps>;
  LangGraphInterrupts: ComponentType<LangGraphInterruptsProps>;
  InterruptForm: ComponentType<InterruptFormProps>;
}

const PARTS: Record<Look, Parts> = {
  default: {
    QuestionForm,
    QuestionCall,
    ElicitationForm,
    ToolApprovalPart: OurToolApprovalPart,
    LangGraphInterrupts,
    InterruptForm,
  },
  shadcn: {
    ...OnRadix,
    ToolApprovalPart: RadixToolApprovalPart,
    LangGraphInterrupts: RadixLangGraphInterrupts,
    InterruptForm: RadixInterruptForm,
  },
  ...REGISTRY_ON,
};

/** The looks drawn in one of shadcn's styles, always under that style's own parts. */
const isStyle = (look: Look): look is ShadcnStyle => look in REGISTRY_ON;

/**
 * The stories' project questions (one of each type), with option descriptions on the language and
 * the features optional, so both show.
 */
const QUESTIONS: QuestionItem[] = projectSetup.map((question) => {
  if (question.id === "language") {
    const options = [
      "JavaScript",
      { label: "Python", description: "With uv and Ruff" },
      { label: "TypeScript", description: "Strict, with ESM output" },
    ];
    return { ...question, options };
  }
  return question.id === "features" ? { ...question, required: false } : question;
});

/** Some answers, as a person gives them part-way: a checked radio, two ticked boxes, a typed name. */
const SOME_ANSWERS: AnswerItem[] = projectSetupAnswers.filter((answer) => answer.id !== "public");

/** What the tool returned: the questions as asked (normalized) and every answer. */
const RESULT: QuestionOutput = {
  questions: QUESTIONS.map((question) => ({ ...question, required: question.required ?? true })) as QuestionItem[],
  answers: projectSetupAnswers,
};

/** The same questions where the language and the features allow Other. */
const WITH_OTHER: QuestionItem[] = QUESTIONS.map((question) =>
  question.id === "language" || question.id === "features" ? { ...question, allowOther: true } : question,
);

/** Answers with Other text in both: as sent, the two Other boxes show read-only beside the Text answer. */
const OTHER_ANSWERS: AnswerItem[] = [
  { id: "name", answer: "acme-billing" },
  { id: "language", selected: ["Zig"] },
  { id: "features", selected: ["Linting", "Benchmarks"] },
  { id: "public", answer: "No" },
];

/** A tool call that waits for approval: a short input, so Approve and Deny show at once. */
const REQUESTED = {
  type: "tool-run_tests",
  toolCallId: "call-1",
  state: "approval-requested",
  input: { filter: "billing", watch: false },
  approval: { id: "approval-1" },
};

/** Another, approved: its receipt. */
const APPROVED = {
  type: "tool-deploy",
  toolCallId: "call-2",
  state: "approval-responded",
  input: { service: "web", region: "eu" },
  approval: { id: "approval-2", approved: true },
};

/**
 * LangChain's human-in-the-loop review as `useStream` hands it over: a mail to approve, edit or
 * reject (with LangChain's default description) and a file to delete, approve or reject.
 */
const REVIEW = {
  interrupts: reviewInterrupts('Tool execution requires approval\n\nTool: send_email\nArgs: {"to":"team@example.com"}'),
  // The picture shows the review before any decision: nothing resumes.
  submit: () => undefined,
};

/**
 * An AG-UI run paused on two interrupts (as `RUN_FINISHED`'s `outcome.interrupts`): a confirmation,
 * asked as a Yes / No question, and a tool call to approve, whose call is in the agent's messages.
 */
const AG_UI_INTERRUPTS = [
  { id: "int-confirm", reason: "confirmation", message: "Restart the service afterwards?" },
  { id: "int-tool", reason: "tool_call", toolCallId: "tc-1", message: "Post the release notes?" },
];

/** The agent's message that made the tool call. */
const AG_UI_MESSAGES = [
  {
    id: "a-1",
    role: "assistant",
    toolCalls: [
      // Not the LangGraph review's send_email: one page shows both, and two approvals of one tool would
      // be two regions of one name.
      { id: "tc-1", type: "function", function: { name: "post_release_notes", arguments: '{"channel":"#releases"}' } },
    ],
  },
];

/** One state of the form, as a person sees it. */
export interface LookState {
  /** The picture's name part (`<look>-<name>-<theme>-<width>`). */
  name: string;
  /** What it shows, as the story's section heading. */
  title: string;
  /** The looks it is drawn in, stories and pictures (`default` and `shadcn` unless said). */
  looks?: Look[];
  /** shadcn's own parts above it in the `shadcn` look, to compare with (always in a style's look). */
  stock?: boolean;
  /** The component in one look. */
  view: (look: Look) => ReactNode;
  /** What the person does first, inside the state's own section (`root`). */
  act?: (root: HTMLElement, user: User) => Promise<void>;
}

/** What a state's act may do: Storybook's and Vitest's `userEvent` both fit. */
export interface User {
  click: (element: Element) => Promise<unknown>;
  tab: () => Promise<unknown>;
}

/** Every look: the question and the error state are drawn in each style. */
const ALL: Look[] = ["default", "shadcn", "base-nova", "radix-nova", "base-vega"];

/** The usual looks and shadcn's default style. */
const WITH_BASE_NOVA: Look[] = ["default", "shadcn", "base-nova"];

/** shadcn's three styles here: the chat paths each is pictured on. */
const STYLES: Look[] = ["base-nova", "radix-nova", "base-vega"];

export const LOOK_STATES: LookState[] = [
  {
    name: "list",
    title: "List layout: sent empty, with errors",
    looks: ALL,
    view: (look) => {
      const { QuestionForm: Form } = PARTS[look];
      return <Form questions={QUESTIONS} onSubmit={() => undefined} />;
    },
    act: async (root, user) => {
      await user.click(await within(root).findByRole("button", { name: "Submit" }));
      await within(root).findByRole("heading", { name: "There is a problem" });
    },
  },
  {
    name: "steps",
    title: "Steps layout: the second question",
    looks: WITH_BASE_NOVA,
    view: (look) => {
      const { QuestionForm: Form } = PARTS[look];
      return <Form questions={QUESTIONS} defaultAnswers={SOME_ANSWERS} layout="steps" onSubmit={() => undefined} />;
    },
    act: async (root, user) => {
      await user.click(await within(root).findByRole("button", { name: "Next" }));
      await within(root).findByRole("button", { name: "Back" });
    },
  },
  {
    name: "call",
    title: "A chat call, part-answered, the keyboard on the picked radio",
    looks: ALL,
    view: (look) => {
      const { QuestionCall: Call } = PARTS[look];
      return <Call input={QUESTIONS} defaultAnswers={SOME_ANSWERS} onDecline={() => undefined} />;
    },
    // From the text box, Tab goes to the group's picked radio: its focus ring is in the picture.
    act: async (root, user) => {
      await user.click(await within(root).findByRole("textbox", { name: /project be called/ }));
      await user.tab();
      const picked = await within(root).findByRole("radio", { name: /TypeScript/, checked: true });
      if (picked.ownerDocument.activeElement !== picked) throw new Error("Tab did not reach the picked radio");
    },
  },
  {
    name: "receipt",
    title: "The receipt, answered and expanded",
    looks: ALL,
    view: (look) => {
      const { QuestionCall: Call } = PARTS[look];
      return <Call input={QUESTIONS} outcome={{ kind: "answered", output: RESULT }} />;
    },
    act: async (root, user) => {
      await user.click(await within(root).findByRole("button", { name: "Show the options" }));
      await within(root).findByRole("button", { name: "Hide the options" });
    },
  },
  {
    name: "other",
    title: "Sent, with two Other answers (read-only)",
    looks: WITH_BASE_NOVA,
    view: (look) => {
      const { QuestionForm: Form } = PARTS[look];
      return <Form questions={WITH_OTHER} defaultAnswers={OTHER_ANSWERS} readOnly onSubmit={() => undefined} />;
    },
  },
  {
    name: "elicitation",
    title: "An MCP server's request (ElicitationForm)",
    looks: WITH_BASE_NOVA,
    view: (look) => {
      const { ElicitationForm: Elicitation } = PARTS[look];
      return <Elicitation request={CREATE_REPOSITORY} serverName="repo-bot" onSubmit={() => undefined} />;
    },
  },
  {
    name: "approval",
    title: "A tool call waiting for approval, the keyboard on Approve; another approved",
    // The default look's approvals have pictures of their own (look.visual.test.tsx).
    looks: ["shadcn", ...STYLES],
    stock: true,
    view: (look) => {
      const { ToolApprovalPart } = PARTS[look];
      return (
        <div className="grid gap-6">
          <ToolApprovalPart part={REQUESTED} addToolApprovalResponse={() => undefined} />
          <ToolApprovalPart part={APPROVED} addToolApprovalResponse={() => undefined} />
        </div>
      );
    },
    // From the stock outline Button above, Tab goes to Approve: its focus ring is in the picture.
    act: async (root, user) => {
      await user.click(await within(root).findByRole("button", { name: "Outline" }));
      await user.tab();
      const approve = await within(root).findByRole("button", { name: "Approve" });
      if (approve.ownerDocument.activeElement !== approve) throw new Error("Tab did not reach Approve");
    },
  },
  {
    name: "langgraph",
    title: "A LangGraph review (the registry's LangGraphInterrupts), before any decision",
    looks: STYLES,
    view: (look) => {
      const { LangGraphInterrupts: Interrupts } = PARTS[look];
      return <Interrupts stream={REVIEW} />;
    },
  },
  {
    name: "ag-ui",
    title: "An AG-UI run's interrupts (the registry's InterruptForm): a confirmation and a tool call",
    looks: STYLES,
    view: (look) => {
      const { InterruptForm: Interrupts } = PARTS[look];
      return <Interrupts interrupts={AG_UI_INTERRUPTS} messages={AG_UI_MESSAGES} onSubmit={() => undefined} />;
    },
  },
];

/** The looks a state is drawn in. */
export const looksOf = (state: LookState): Look[] => state.looks ?? ["default", "shadcn"];

/**
 * A state in one look, on its page: shadcn's themed page for the shadcn looks, the host's for ours.
 * With `stock`, and always in one of shadcn's styles, shadcn's own parts of the same style sit above it.
 */
export function LookFrame({
  look,
  dark,
  stock = false,
  children,
}: {
  look: Look;
  dark: boolean;
  stock?: boolean | undefined;
  children: ReactNode;
}) {
  if (look !== "default") {
    return (
      <ShadcnLook dark={dark}>
        {(stock || isStyle(look)) && <StockParts base={isStyle(look) ? look : "radix"} />}
        {children}
      </ShadcnLook>
    );
  }
  return (
    <div data-theme={dark ? "dark" : "light"} style={{ colorScheme: dark ? "dark" : "light" }}>
      {children}
    </div>
  );
}

/** Runs every state's act inside its section (`data-state-name`), in order. */
export async function actAll(root: HTMLElement, user: User) {
  for (const state of LOOK_STATES) {
    for (const section of root.querySelectorAll<HTMLElement>(`[data-state-name="${state.name}"]`)) {
      await state.act?.(section, user);
    }
  }
}

/** Where the docs page was before the first of its stories' `sendEmpty` began, and how many still run. */
let docsScroll: { x: number; y: number; running: number } | undefined;

/**
 * Only the list's Submit, in each look shown: what its caption ("sent empty, with errors") says, on a
 * docs page, where the other acts' focus moves would pull the page about. The error summary takes
 * focus and scrolls itself into view; once the last story of the page is done, the page is put back
 * where the reader was (the stories of one page run at once, so each saving its own start would not do).
 */
export async function sendEmpty(root: HTMLElement, user: Pick<User, "click">) {
  const view = root.ownerDocument.defaultView;
  docsScroll ??= { x: view?.scrollX ?? 0, y: view?.scrollY ?? 0, running: 0 };
  docsScroll.running += 1;
  try {
    for (const section of root.querySelectorAll<HTMLElement>('[data-state-name="list"]')) {
      await user.click(await within(section).findByRole("button", { name: "Submit" }));
      await within(section).findByRole("heading", { name: "There is a problem" });
    }
    // The summary focuses and scrolls in an effect after its commit: a frame later it has.
    await new Promise((resolve) => view?.requestAnimationFrame(() => resolve(undefined)) ?? resolve(undefined));
  } finally {
    docsScroll.running -= 1;
    if (docsScroll.running === 0) {
      view?.scrollTo(docsScroll.x, docsScroll.y);
      docsScroll = undefined;
    }
  }
}
