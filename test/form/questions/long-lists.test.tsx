import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuestionForm, type QuestionItem } from "../../../src/index.ts";
// Forty countries, a few with accents and descriptions, as an agent asks "which country?" honestly: the stories' list.
import { COUNTRIES } from "../../../stories/fixtures.ts";

const country: QuestionItem = {
  id: "country",
  type: "SingleChoice",
  question: "Where do you live?",
  recommended: "France",
  options: COUNTRIES.map((label) => (label === "Canada" ? { label, description: "Including Québec" } : label)),
  allowOther: true,
};

const countries: QuestionItem = {
  id: "visited",
  type: "MultiChoice",
  question: "Where have you been?",
  options: COUNTRIES,
};

const few: QuestionItem = {
  id: "size",
  type: "SingleChoice",
  question: "Which size?",
  recommended: "M",
  options: ["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"],
};

const filterOf = (name: RegExp | string = /Filter/) => screen.getByRole("searchbox", { name });

/** Whether `value` (an argument to JSON.stringify) holds an option labelled `label`, at any depth. */
function hasOption(value: unknown, label: string): boolean {
  if (value === label) return true;
  if (Array.isArray(value)) return value.some((item) => hasOption(item, label));
  return typeof value === "object" && value !== null && Object.values(value).some((item) => hasOption(item, label));
}

describe("a long list of options gets a filter box", () => {
  it("shows no filter on a question of 8 options, and one on a question of 40", () => {
    render(<QuestionForm questions={[few, country]} />);
    const group = screen.getByRole("radiogroup", { name: /Which size/ });
    expect(within(group).queryByRole("searchbox")).toBeNull();
    // The box is not one of the radios' group, but part of the question (its fieldset).
    expect(within(screen.getByRole("radiogroup", { name: /Where do you live/ })).queryByRole("searchbox")).toBeNull();
    const question = screen.getByRole("group", { name: /Where do you live/ });
    expect(within(question).getByRole("searchbox", { name: "Filter options" })).toBeInTheDocument();
  });

  it("says what the empty box is for on screen too: its name as its placeholder, the labels' word", () => {
    // Without it a sighted person sees a blank box above the options, and the receipt's read-only list
    // seems to hold an empty answer (the long-list-receipt-expanded picture).
    const { rerender } = render(<QuestionForm questions={[country]} />);
    expect(screen.getByPlaceholderText("Filter options")).toBe(filterOf("Filter options"));
    rerender(<QuestionForm questions={[country]} labels={{ filterOptions: "Find a country" }} />);
    expect(screen.getByPlaceholderText("Find a country")).toBe(filterOf("Find a country"));
  });

  it("keeps the radios' group named, required and invalid with the filter box outside it", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[{ ...country, purpose: "For the tax forms." }]} />);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const group = screen.getByRole("radiogroup", { name: "Where do you live?" });
    expect(group).toHaveAttribute("aria-required", "true");
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(within(group).getAllByRole("radio")).toHaveLength(41);
    // The hint and the error describe the whole question, the filter box included.
    const question = screen.getByRole("group", { name: "Where do you live?" });
    expect(question).toHaveAccessibleDescription(/For the tax forms\..+/);
    expect(within(question).getByRole("searchbox")).toBeInTheDocument();
  });

  it("folds each option's words once, not on every key typed into the filter", async () => {
    const user = userEvent.setup();
    // Folding (case and accents) goes through String.prototype.normalize: count it per option.
    const normalize = vi.spyOn(String.prototype, "normalize");
    try {
      render(<QuestionForm questions={[country]} />);
      await user.type(filterOf(), "land");
      expect(screen.getByRole("status")).toHaveTextContent("7 of 40 options");
      const folds = normalize.mock.contexts.filter((text) => String(text).startsWith("Argentina"));
      expect(folds).toHaveLength(1);
    } finally {
      normalize.mockRestore();
    }
  });

  it.each([
    ["SingleChoice", country, "Argentina"],
    ["MultiChoice", countries, "Argentina"],
  ])(
    "%s builds its options once: picks and keys neither fold them again nor serialise them",
    async (_, question, first) => {
      const user = userEvent.setup();
      // The filter keeps each option's folded words by the options list itself, which the question builds
      // once: a list rebuilt on every render would be folded again on every render (or, keyed by its
      // JSON, serialised on every render, as it was).
      const normalize = vi.spyOn(String.prototype, "normalize");
      const stringify = vi.spyOn(JSON, "stringify");
      try {
        render(<QuestionForm questions={[question]} />);
        // Reading the questions serialises them once (their content key); what follows must not.
        stringify.mockClear();
        const role = question.type === "SingleChoice" ? "radio" : "checkbox";
        await user.click(screen.getByRole(role, { name: "France" }));
        await user.type(filterOf(), "land");
        await user.click(screen.getByRole(role, { name: "Poland" }));
        expect(screen.getByRole(role, { name: "Poland" })).toBeChecked();
        expect(normalize.mock.contexts.filter((text) => String(text).startsWith(first))).toHaveLength(1);
        const serialised = stringify.mock.calls.filter(([value]) => hasOption(value, first));
        expect(serialised).toHaveLength(0);
      } finally {
        normalize.mockRestore();
        stringify.mockRestore();
      }
    },
  );

  it("lets the host move the threshold with filterAbove, or turn it off", () => {
    const { rerender } = render(<QuestionForm questions={[few]} filterAbove={4} />);
    expect(filterOf()).toBeInTheDocument();
    rerender(<QuestionForm questions={[country]} filterAbove={false} />);
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("narrows the list by label and description, ignoring case and accents, and announces the count", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[country]} />);
    const status = screen.getByRole("status");
    await user.type(filterOf(), "cote");
    expect(screen.getByRole("radio", { name: "Côte d'Ivoire" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "France" })).toBeNull();
    // Other stays reachable while the list is narrowed.
    expect(screen.getByRole("radio", { name: "Other" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(status).toHaveTextContent("1 of 40 options");
    await user.clear(filterOf());
    // By description ("Including Québec"), without the accent, in capitals.
    await user.type(filterOf(), "QUEBEC");
    expect(screen.getByRole("radio", { name: "Canada" })).toBeInTheDocument();
    expect(status).toHaveTextContent("1 of 40 options");
    await user.clear(filterOf());
    await user.type(filterOf(), "land");
    // Finland, Ireland, Netherlands, New Zealand, Poland, Switzerland, Thailand.
    expect(status).toHaveTextContent("7 of 40 options");
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("says so when nothing matches, and keeps Other", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[country]} />);
    await user.type(filterOf(), "Atlantis");
    expect(screen.getByRole("status")).toHaveTextContent("No option matches");
    expect(screen.getAllByRole("radio")).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "Other" })).toBeInTheDocument();
  });

  it("keeps a picked option visible while the filter leaves it out, and sends it", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    render(
      <QuestionForm
        questions={[country]}
        onSubmit={(answers) => {
          sent = answers;
        }}
      />,
    );
    await user.click(screen.getByRole("radio", { name: "Japan" }));
    await user.type(filterOf(), "spa");
    expect(screen.getByRole("radio", { name: "Spain" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Japan" })).toBeChecked();
    // The count is of the matches: the kept pick is not one.
    expect(screen.getByRole("status")).toHaveTextContent("1 of 40 options");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent).toMatchObject([{ id: "country", selected: ["Japan"] }]);
  });

  it("keeps ticked boxes visible in a MultiChoice, and ticks one found by the filter", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[countries]} />);
    await user.click(screen.getByRole("checkbox", { name: "Peru" }));
    await user.type(filterOf(), "ital");
    await user.click(screen.getByRole("checkbox", { name: "Italy" }));
    expect(screen.getByRole("checkbox", { name: "Peru" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Italy" })).toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("a number on a filtered list's checkboxes ticks and focuses the n-th box in view, past the hidden ones", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[countries]} />);
    await user.type(filterOf(), "land");
    const inView = screen.getAllByRole("checkbox");
    expect(inView.length).toBeGreaterThan(2);
    expect(inView.length).toBeLessThan(COUNTRIES.length);
    await user.tab();
    expect(inView[0]).toHaveFocus();
    await user.keyboard("2");
    expect(inView[1]).toBeChecked();
    expect(inView[1]).toHaveFocus();
  });

  it("types digits and letters into the filter without picking a choice by its shortcut", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[country, { ...countries, options: ["A1", ...COUNTRIES.slice(1)] }]} />);
    const [single, multi] = screen.getAllByRole("searchbox");
    await user.type(single as HTMLElement, "1");
    expect(single).toHaveValue("1");
    await user.type(multi as HTMLElement, "1");
    expect(multi).toHaveValue("1");
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    expect(screen.queryByRole("checkbox", { checked: true })).toBeNull();
  });

  it("with letter shortcuts too, letters typed into the filter go into the box and pick nothing", async () => {
    const user = userEvent.setup();
    render(<QuestionForm questions={[country, countries]} shortcuts="letters" />);
    const [single, multi] = screen.getAllByRole("searchbox");
    // "a" and "b" are the first two options' keys (Argentina, Australia) outside the box.
    await user.type(single as HTMLElement, "ab");
    expect(single).toHaveValue("ab");
    await user.type(multi as HTMLElement, "ba");
    expect(multi).toHaveValue("ba");
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    expect(screen.queryByRole("checkbox", { checked: true })).toBeNull();
  });

  it("Enter in the filter sends nothing and goes to no next step", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { unmount } = render(<QuestionForm questions={[country]} onSubmit={(answers) => void sent.push(answers)} />);
    await user.click(screen.getByRole("radio", { name: "France" }));
    await user.type(filterOf(), "fra{Enter}");
    expect(sent).toEqual([]);
    unmount();
    render(<QuestionForm questions={[country, countries]} layout="steps" />);
    await user.click(await screen.findByRole("radio", { name: "France" }));
    await user.type(filterOf(), "fra{Enter}");
    expect(screen.getByText("Question 1 of 2")).toBeInTheDocument();
  });

  it("never sends the filter's text as an answer", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    render(
      <QuestionForm
        questions={[country]}
        onSubmit={(answers) => {
          sent = answers;
        }}
      />,
    );
    await user.type(filterOf(), "fra");
    await user.click(screen.getByRole("radio", { name: "France" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(sent).toEqual([{ id: "country", selected: ["France"] }]);
  });
});
