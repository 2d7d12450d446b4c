import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { type IssueCode, QuestionForm, type QuestionFormProps } from "../src/index.ts";
import {
  duplicateIds,
  fortyOptions,
  longOptions,
  longTexts,
  manyProblems,
  manyQuestions,
  markupInText,
  missingRecommended,
  notAnArray,
  projectSetup,
  projectSetupAnswers,
  projectSetupArabic,
  projectSetupDraft,
  projectSetupFrench,
  requiredAndOptional,
  requiredOnlyAnswers,
  truncatedJson,
  unknownType,
} from "./fixtures.ts";
import { arabic, french } from "./labels.ts";

const meta = {
  title: "QuestionForm",
  component: QuestionForm,
  args: {
    questions: projectSetup,
    onSubmit: fn(),
    onInvalid: fn(),
    onChange: fn(),
  },
  argTypes: {
    questions: { control: "object" },
  },
} satisfies Meta<typeof QuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story["play"]>;
type PlayContext = Parameters<Play>[0];

/**
 * Untouched, to try by hand: one question of each type, nothing scripted
 * (every other story here with a play function plays it as soon as it opens).
 * Each submit shows in the Actions panel.
 */
export const Playground: Story = {};

/** Untouched, right to left: the same batch in Arabic under `dir="rtl"`, to try by hand. */
export const PlaygroundRightToLeft: Story = {
  name: "Playground, right to left",
  args: { questions: projectSetupArabic, labels: arabic },
  decorators: [
    (Story) => (
      <div lang="ar" dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/** Answers `projectSetup` the way a person would, giving `projectSetupAnswers`. */
async function answerProjectSetup({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByRole("textbox", { name: "What should the project be called?" }), "  acme-billing ");
  await userEvent.click(canvas.getByRole("radio", { name: "TypeScript" }));
  // Clicked out of order: the answer lists the picks in the order of the options.
  await userEvent.click(canvas.getByRole("checkbox", { name: "GitHub Actions" }));
  await userEvent.click(canvas.getByText("Linting"));
  await userEvent.click(canvas.getByRole("radio", { name: "No" }));
}

/** Waits for the one onSubmit call, and expects exactly these answers in it. */
async function expectSubmittedOnce({ args }: PlayContext, answers: unknown[]) {
  await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  await expect(args.onSubmit).toHaveBeenCalledWith(answers, expect.anything());
}

/** Clicks the submit button (named `submit` in the story's language), then expectSubmittedOnce. */
async function submitExpecting(context: PlayContext, answers: unknown[], submit = "Submit") {
  await context.userEvent.click(context.canvas.getByRole("button", { name: submit }));
  await expectSubmittedOnce(context, answers);
}

/** One question of each type. The model listed "TypeScript" last; as the recommended option it is shown first. */
export const AllTypes: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const radios = canvas.getAllByRole("radio").slice(0, 3);
    await expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["TypeScript", "JavaScript", "Python"]);
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toHaveAccessibleDescription("Recommended");
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();

    await answerProjectSetup(context);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(projectSetupAnswers, {
      questions: [
        { ...projectSetup[0], required: true },
        { ...projectSetup[1], options: ["TypeScript", "JavaScript", "Python"], required: true },
        { ...projectSetup[2], required: true },
        { ...projectSetup[3], required: true },
      ],
      answers: projectSetupAnswers,
    });
    // Sent: the form confirms it, keeps the answers on show and cannot send again.
    await expect(await canvas.findByText("Answers sent")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "What should the project be called?" })).toHaveAttribute(
      "readonly",
    );
  },
};

/** Only the required questions answered: the skipped optional ones still get an item each. */
export const RequiredAndOptional: Story = {
  args: { questions: requiredAndOptional },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await expect(canvas.getAllByText("(optional)")).toHaveLength(3);
    await expect(canvas.queryByText("*")).toBeNull();
    await userEvent.type(canvas.getByRole("textbox", { name: /invoices/ }), "billing@example.com");
    await userEvent.click(canvas.getByRole("radio", { name: "EUR" }));
    await submitExpecting(context, requiredOnlyAnswers);
  },
};

/**
 * `skip`: each optional question offers "Skip this question", a toggle. A
 * skipped question is sent as `{ id, skipped: true }`, apart from one left
 * blank (`{ id }`) and from a MultiChoice that chose nothing (`selected: []`).
 */
export const SkipOptionalQuestions: Story = {
  args: { questions: requiredAndOptional, skip: true },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const skips = canvas.getAllByRole("button", { name: "Skip this question" });
    await expect(skips).toHaveLength(3);
    await userEvent.type(canvas.getByRole("textbox", { name: /invoices/ }), "billing@example.com");
    await userEvent.click(canvas.getByRole("radio", { name: "EUR" }));
    // The purchase order number and the invoice extras are skipped; the paper copy is left blank.
    await userEvent.click(skips[0] as HTMLElement);
    await userEvent.click(skips[1] as HTMLElement);
    await expect(skips[1]).toHaveAttribute("aria-pressed", "true");
    await submitExpecting(context, [
      { id: "email", answer: "billing@example.com" },
      { id: "po", skipped: true },
      { id: "currency", selected: ["EUR"] },
      { id: "extras", skipped: true },
      { id: "paper" },
    ]);
  },
};

/**
 * Submitting with nothing answered: nothing is sent; the error summary takes
 * focus and links to each unanswered question, whose control is marked invalid.
 */
export const ErrorSummary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const summary = await canvas.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "What should the project be called? — Enter an answer",
      "Which language should the project use? — Select one option",
      "Which features do you want set up now? — Select at least one option",
      "Should the repository be public? — Select Yes or No",
    ]);
    const name = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(/Enter an answer/);
    await expect(canvas.getByRole("radiogroup", { name: /Which language/ })).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Following a link moves focus to its question; answering it clears its error.
    await userEvent.click(canvas.getByRole("link", { name: /called\? — Enter an answer/ }));
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard("acme-billing");
    await waitFor(() => expect(name).not.toBeInvalid());
    await expect(canvas.queryByRole("link", { name: /Enter an answer/ })).toBeNull();
  },
};

/** Keyboard only: Tab between questions, type, arrow keys and Space to pick, Ctrl+Enter in the text box to submit. */
export const KeyboardOnly: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const name = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveFocus());
    // Enter in a text answer makes a new line; it does not submit.
    await userEvent.keyboard("acme{Enter}billing");
    await expect(name).toHaveValue("acme\nbilling");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard("{Backspace>8/}-billing");
    await expect(name).toHaveValue("acme-billing");

    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toHaveFocus());
    // Radix checks the radio only while the arrow key is still down: hold it.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "JavaScript" })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    await userEvent.keyboard("{ArrowUp>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked());
    await userEvent.keyboard("{/ArrowUp}");

    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Linting" })).toHaveFocus());
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "GitHub Actions" })).toHaveFocus());
    await userEvent.keyboard(" ");

    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Yes" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "No" })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");

    await userEvent.click(name);
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expectSubmittedOnce(context, projectSetupAnswers);
  },
};

/**
 * `shortcuts="letters"`, as shadcn's Questionnaire: with focus in a choice
 * group, A–Z pick (or toggle) the n-th choice, each choice announcing its
 * letter (`aria-keyshortcuts`); Ctrl/Cmd+Enter sends from any control, here a radio.
 */
export const LetterShortcuts: Story = {
  args: { shortcuts: "letters" },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(canvas.getByRole("textbox", { name: "What should the project be called?" }), "acme-billing");
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toHaveFocus());
    await expect(canvas.getByRole("radio", { name: "Python" })).toHaveAttribute("aria-keyshortcuts", "C");
    await userEvent.keyboard("c");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Python" })).toBeChecked());
    await userEvent.keyboard("a");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Linting" })).toHaveFocus());
    await userEvent.keyboard("ad");
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "GitHub Actions" })).toBeChecked());
    canvas.getByRole("radio", { name: "Yes" }).focus();
    await userEvent.keyboard("b");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "No" })).toBeChecked());
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expectSubmittedOnce(context, projectSetupAnswers);
  },
};

/** Long option lists (36 time zones, the recommended one deep in the model's list; 20 integrations). */
export const LongOptionLists: Story = {
  args: { questions: longOptions },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const zones = canvas.getAllByRole("radio");
    await expect(zones).toHaveLength(36);
    await expect(zones[0]).toHaveAccessibleName("Europe/Berlin");
    await userEvent.click(canvas.getByRole("radio", { name: "Pacific/Auckland" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Zendesk" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Slack" }));
    await submitExpecting(context, [
      { id: "timezone", selected: ["Pacific/Auckland"] },
      { id: "integrations", selected: ["Slack", "Zendesk"] },
    ]);
  },
};

/**
 * Forty options, past the filter's 8 (`filterAbove`): a filter box above each list narrows it by
 * label and description, ignoring case and accents, and a live region says how many are left. A
 * picked option stays in view while the text leaves it out; Other stays last.
 */
export const LongOptionList: Story = {
  name: "Long option list, filtered",
  args: { questions: fortyOptions },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const [countryFilter, marketFilter] = canvas.getAllByRole("searchbox", { name: "Filter options" });
    await userEvent.type(countryFilter as HTMLElement, "quebec");
    await expect(await canvas.findByText("1 of 40 options")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Canada" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Japan" }));
    await userEvent.type(marketFilter as HTMLElement, "cote");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Côte d'Ivoire" }));
    // Japan is ticked: it stays in view though "cote" leaves it out.
    await expect(canvas.getByRole("checkbox", { name: "Japan" })).toBeChecked();
    await submitExpecting(context, [
      { id: "country", selected: ["Canada"] },
      { id: "markets", selected: ["Côte d'Ivoire", "Japan"] },
    ]);
  },
};

/** Long questions, purposes and options wrap inside the form; an unbroken URL does not push it wider. */
export const LongTexts: Story = {
  args: { questions: longTexts },
  play: async (context) => {
    const { canvasElement, canvas, userEvent } = context;
    const form = canvasElement.querySelector("form");
    await expect(form).not.toBeNull();
    if (form) await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
    const keep = canvas.getByRole("radio", { name: /^Keep the unparsed address/ });
    await userEvent.click(keep);
    await submitExpecting(context, [{ id: "migration", selected: [longTexts[0]?.recommended] }, { id: "notes" }]);
  },
};

/** Thirty questions at once; an empty submit lists the twenty required ones in the summary. */
export const ManyQuestions: Story = {
  args: { questions: manyQuestions },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(canvasElement.querySelectorAll(".qf-question")).toHaveLength(30);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    const summary = await canvas.findByRole("alert", { name: "There is a problem" });
    await expect(summary.querySelectorAll("a")).toHaveLength(20);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A saved draft restored through `defaultAnswers`; every edit reports all answers through `onChange`. */
export const RestoredDraft: Story = {
  args: { defaultAnswers: projectSetupDraft },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue(
      "acme-billing",
    );
    await expect(canvas.getByRole("checkbox", { name: "Unit tests" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      [
        { id: "name", answer: "acme-billing" },
        { id: "language" },
        { id: "features", selected: ["Unit tests"] },
        { id: "public", answer: "Yes" },
      ],
      expect.any(Function),
    );
    await userEvent.click(canvas.getByRole("radio", { name: "Python" }));
    await submitExpecting(context, [
      { id: "name", answer: "acme-billing" },
      { id: "language", selected: ["Python"] },
      { id: "features", selected: ["Unit tests"] },
      { id: "public", answer: "Yes" },
    ]);
  },
};

/** Disabled (e.g. while the chat is busy): every control and the submit button are disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultAnswers: projectSetupDraft },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("textbox", { name: "What should the project be called?" })).toBeDisabled();
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Read-only: a stored tool result shown as its answers, with no submit button. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultAnswers: projectSetupAnswers },
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole("textbox", { name: "What should the project be called?" });
    await expect(name).toHaveValue("acme-billing");
    await expect(name).toHaveAttribute("readonly");
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Linting" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: "Yes" }));
    await expect(canvas.getByRole("radio", { name: "No" })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** `onSubmit` returns a promise that has not settled: "Sending…", and further submits are ignored. */
export const PendingSubmit: Story = {
  args: {
    defaultAnswers: projectSetupAnswers,
    onSubmit: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.dblClick(canvas.getByRole("button", { name: "Submit" }));
    const button = await canvas.findByRole("button", { name: "Sending…" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(projectSetupAnswers, expect.anything());
  },
};

const flakySubmit = fn();

/** `onSubmit` rejects (e.g. the network is down): the error shows, every answer stays, and a retry sends them. */
export const RejectedSubmit: Story = {
  args: { onSubmit: flakySubmit },
  beforeEach: () => {
    flakySubmit.mockReset();
    flakySubmit.mockRejectedValueOnce(new Error("Network down"));
    flakySubmit.mockResolvedValue(undefined);
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answerProjectSetup(context);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText("Your answers could not be sent. Try again.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "What should the project be called?" })).toHaveValue(
      "  acme-billing ",
    );
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked();

    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText("Answers sent")).toBeVisible();
    await expect(flakySubmit).toHaveBeenCalledTimes(2);
    await expect(flakySubmit).toHaveBeenNthCalledWith(1, projectSetupAnswers, expect.anything());
    await expect(flakySubmit).toHaveBeenNthCalledWith(2, projectSetupAnswers, expect.anything());
  },
};

/** A host that re-renders with a new but equal `questions` array (as streaming chat UIs do). */
function ReRenderingHost(args: QuestionFormProps) {
  const [renders, setRenders] = useState(0);
  const questions = structuredClone(args.questions);
  return (
    <>
      <QuestionForm {...args} questions={questions} />
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render the chat ({renders})
      </button>
    </>
  );
}

/** Nothing typed is lost when the chat re-renders the form with a fresh copy of the same questions. */
export const KeepsAnswersOnReRender: Story = {
  render: (args) => <ReRenderingHost {...args} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await answerProjectSetup(context);
    await userEvent.click(canvas.getByRole("button", { name: /Re-render the chat/ }));
    await userEvent.click(canvas.getByRole("button", { name: /Re-render the chat/ }));
    await expect(canvas.getByRole("button", { name: "Re-render the chat (2)" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked();
    await submitExpecting(context, projectSetupAnswers);
  },
};

/** Questions, options and purpose from the model that look like HTML are shown as text. */
export const ModelTextIsText: Story = {
  args: { questions: markupInText },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.getByRole("radiogroup", {
        name: 'Should <b>bold</b> and <img src="x" onerror="alert(1)"> show as typed?',
      }),
    ).toBeVisible();
    await expect(canvas.getByText("<script>alert('purpose')</script>")).toBeVisible();
    await expect(canvasElement.querySelector("img, b, script")).toBeNull();
  },
};

/**
 * Plays an invalid-input story: the panel replaces the form, says so in the
 * person's words, and lists the model's problems under "Technical details";
 * `onInvalid` hears of it once.
 */
function expectInvalid(...codes: IssueCode[]): Play {
  return async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole("alert");
    await expect(panel).toHaveTextContent("These questions could not be shown");
    await expect(canvas.getByText(/can't show\. You can ask it to try again/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Submit" })).toBeNull();
    const items = canvas.getAllByRole("listitem", { hidden: true });
    await expect(items[0]).not.toBeVisible();
    await userEvent.click(canvas.getByText("Technical details"));
    for (const item of items) await expect(item).toBeVisible();
    const shown = items.map((item) => item.getAttribute("data-code"));
    await expect(shown).toEqual(expect.arrayContaining(codes));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledTimes(1));
    await expect(args.onInvalid).toHaveBeenCalledWith(
      expect.arrayContaining(codes.map((code) => expect.objectContaining({ code }))),
    );
  };
}

/** Invalid model input: a SingleChoice without `recommended` (an older caller). */
export const InvalidMissingRecommended: Story = {
  args: { questions: missingRecommended },
  play: expectInvalid("missing_recommended"),
};

/** Invalid model input: two questions with the same `id`. */
export const InvalidDuplicateIds: Story = {
  args: { questions: duplicateIds },
  play: expectInvalid("duplicate_id"),
};

/** Invalid model input: a `type` that is not one of the four. */
export const InvalidUnknownType: Story = {
  args: { questions: unknownType },
  play: expectInvalid("unknown_type"),
};

/** Invalid model input: one question object where the array belongs. */
export const InvalidNotAnArray: Story = {
  args: { questions: notAnArray },
  play: async (context) => {
    const panel = await context.canvas.findByRole("alert");
    await expect(panel.querySelectorAll("[data-code]").length).toBeGreaterThan(0);
    await waitFor(() => expect(context.args.onInvalid).toHaveBeenCalledTimes(1));
  },
};

/** Invalid model input: arguments as a JSON string that stops half-way. */
export const InvalidTruncatedJson: Story = {
  args: { questions: truncatedJson },
  play: expectInvalid("invalid_json"),
};

/** Invalid model input with several problems: every one is listed at once, so one retry can fix them all. */
export const InvalidManyProblems: Story = {
  args: { questions: manyProblems },
  play: expectInvalid("missing_field", "invalid_option", "recommended_not_an_option", "options_not_allowed"),
};

/** Every visible string in French through `labels`; the agent still gets "Yes" / "No". */
export const French: Story = {
  args: { questions: projectSetupFrench, labels: french },
  decorators: [
    (Story) => (
      <div lang="fr">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole("button", { name: "Envoyer" }));
    await expect(await canvas.findByRole("alert", { name: "Il y a un problème" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /— Sélectionnez Oui ou Non$/ })).toBeVisible();
    await expect(canvas.getByText("Recommandé")).toBeVisible();
    await expect(canvas.getByText("(facultatif)")).toBeVisible();

    await userEvent.type(canvas.getByRole("textbox", { name: /Comment le projet/ }), "facturation");
    await userEvent.click(canvas.getByRole("radio", { name: "TypeScript" }));
    await userEvent.click(canvas.getByRole("radio", { name: "Oui" }));
    await submitExpecting(
      context,
      [
        { id: "name", answer: "facturation" },
        { id: "language", selected: ["TypeScript"] },
        { id: "features", selected: [] },
        { id: "public", answer: "Yes" },
      ],
      "Envoyer",
    );
    await expect(await canvas.findByText("Réponses envoyées")).toBeVisible();
  },
};

/** Right to left: Arabic questions and labels under `dir="rtl"`; the arrow keys follow the reading direction. */
export const RightToLeft: Story = {
  args: { questions: projectSetupArabic, labels: arabic },
  decorators: [
    (Story) => (
      <div lang="ar" dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const { canvasElement, canvas, userEvent } = context;
    const form = canvasElement.querySelector("form");
    await expect(form && getComputedStyle(form).direction).toBe("rtl");
    await userEvent.type(canvas.getByRole("textbox", { name: "ما اسم المشروع؟" }), "الفوترة");
    await userEvent.click(canvas.getByRole("radio", { name: "Python" }));
    // Right to left, the right arrow moves back towards the first option (keys held: see KeyboardOnly).
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "JavaScript" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "TypeScript" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await userEvent.click(canvas.getByRole("checkbox", { name: "اختبارات الوحدات" }));
    await userEvent.click(canvas.getByRole("radio", { name: "لا" }));
    await submitExpecting(
      context,
      [
        { id: "name", answer: "الفوترة" },
        { id: "language", selected: ["TypeScript"] },
        { id: "features", selected: ["اختبارات الوحدات"] },
        { id: "public", answer: "No" },
      ],
      "إرسال",
    );
  },
};

/** The dark theme (also from the toolbar's Theme switch); axe checks its contrast like every story's. */
export const Dark: Story = {
  globals: { theme: "dark" },
  play: async (context) => {
    const { canvasElement, canvas, userEvent } = context;
    const form = canvasElement.querySelector("form");
    await expect(form?.closest("[data-theme]")).toHaveAttribute("data-theme", "dark");
    // Light text on a dark page: the form's own colours switched, not just the page's.
    const [red = 0, green = 0, blue = 0] = (form ? getComputedStyle(form).color : "").match(/\d+/g)?.map(Number) ?? [];
    await expect(red + green + blue).toBeGreaterThan(3 * 160);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByRole("alert", { name: "There is a problem" })).toBeVisible();
    await answerProjectSetup(context);
    await submitExpecting(context, projectSetupAnswers);
  },
};
