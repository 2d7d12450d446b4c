import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  type AnswerItem,
  DEFAULT_CALL_LABELS,
  DEFAULT_LABELS,
  QuestionCall,
  QuestionForm,
  type QuestionItem,
  type QuestionProps,
} from "../../src/index.ts";
import { optionLabels } from "../../src/protocol/index.ts";
import { french } from "../../stories/labels.ts";
import { BATCH } from "../support/batch.ts";
import { HostInput, HostLabel, HostRadio } from "../support/hostParts.tsx";
import { asRead } from "../support/richQuestions.ts";

// The labels each question's renderer was given, in render order.
const seenLabels: QuestionProps["labels"][] = [];
function Recorder(props: QuestionProps<string>) {
  seenLabels.push(props.labels);
  return <p>{props.question.question}</p>;
}

describe("labels", () => {
  it("has an English default for every key", () => {
    // QuestionCall's strings are the form's plus its own.
    expect(Object.keys({ ...DEFAULT_LABELS, ...DEFAULT_CALL_LABELS }).sort()).toEqual(Object.keys(french).sort());
  });

  it("replace every visible string, while YesNo answers stay Yes / No", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_answers: AnswerItem[]) => {});
    const { container } = render(<QuestionForm questions={BATCH} labels={french} onSubmit={onSubmit} />);
    const visible = () => container.textContent ?? "";

    expect(screen.getByRole("group", { name: "Which extras do you want? (facultatif)" })).toBeInTheDocument();
    expect(within(screen.getByRole("radiogroup", { name: "Which language?" })).getByText("Recommandé")).toBeVisible();
    expect(screen.getByRole("radio", { name: "Rust" })).toHaveAccessibleDescription("Recommandé");

    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(screen.getByRole("heading", { name: "Il y a un problème" })).toBeInTheDocument();
    for (const message of ["Saisissez une réponse", "Sélectionnez une option", "Sélectionnez Oui ou Non"]) {
      // Once inline, once in the summary link after the question text.
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: new RegExp(` — ${message}$`) })).toBeInTheDocument();
    }

    await user.type(screen.getByRole("textbox"), "x");
    await user.click(screen.getByRole("radio", { name: "Go" }));
    await user.click(screen.getByRole("radio", { name: "Oui" }));
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(onSubmit.mock.calls[0]?.[0]?.[3]).toEqual({ id: "git", answer: "Yes" });
    await screen.findByText("Réponses envoyées");
    for (const english of ["Yes", "No", "Submit", "Recommended", "(optional)", "There is a problem"]) {
      expect(visible()).not.toMatch(new RegExp(`\\b${english.replace(/[()]/g, "\\$&")}(?![a-z])`));
    }
  });

  it("replace the sending, failure and invalid-input texts", async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    render(
      <QuestionForm
        questions={[{ id: "a", question: "Q?", type: "Text", required: false }]}
        labels={french}
        onSubmit={() => new Promise((_, reject) => (fail = reject))}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(screen.getByRole("button", { name: "Envoi…" })).toBeInTheDocument();
    fail(new Error("x"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Vos réponses n’ont pas pu être envoyées. Réessayez.");

    render(<QuestionForm questions={[]} labels={french} />);
    expect(screen.getByText("Ces questions ne peuvent pas être affichées")).toBeInTheDocument();
    expect(
      screen.getByText(
        "L’assistant a envoyé des questions que cette page ne peut pas afficher. Vous pouvez lui demander de réessayer.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Détails techniques")).toBeInTheDocument();
  });

  it("in a call, are merged once: a question's renderer gets the call's set, the form's strings and the call's own", () => {
    seenLabels.length = 0;
    const seen = seenLabels;
    const labels = { submit: "Envoyer", decline: "Passer" };
    render(
      <QuestionCall
        input={[
          { id: "a", question: "First?", type: "Text" },
          { id: "b", question: "Second?", type: "Text" },
        ]}
        labels={labels}
        components={{ Text: Recorder }}
        onDecline={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Passer" })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({
      submit: "Envoyer",
      decline: "Passer",
      yourAnswers: DEFAULT_CALL_LABELS.yourAnswers,
    });
    // One object for every question: nothing merged again on the way down.
    expect(new Set(seen).size).toBe(1);
  });

  it("a partial set keeps the English defaults for the rest", () => {
    render(<QuestionForm questions={BATCH} labels={{ submit: "Send answers" }} />);
    expect(screen.getByRole("button", { name: "Send answers" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeInTheDocument();
    expect(screen.getByText("(optional)")).toBeInTheDocument();
  });

  it("blank labels fall back to the defaults", () => {
    render(<QuestionForm questions={BATCH} labels={{ submit: "", yes: "  ", no: "No way" }} />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "No way" })).toBeInTheDocument();
  });

  it("blank labels fall back to the defaults in a chat call too", () => {
    render(<QuestionCall input={BATCH} labels={{ submit: "", decline: "" }} onDecline={() => {}} />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Skip these questions" })).toBeInTheDocument();
  });
});

// A host's own SingleChoice renderer: a dropdown that records the props it receives.
const seen: QuestionProps<string>[] = [];
function Dropdown(props: QuestionProps<string>) {
  seen.push(props);
  return (
    <label>
      {props.question.question}
      <select
        id={props.controlId}
        value={props.value ?? ""}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
      >
        <option value="">…</option>
        {optionLabels(props.question).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      {props.error}
    </label>
  );
}

// A host that re-renders with a new `components` object (and labels) each time, around a stable renderer.
function Host({ count }: { count: number }) {
  return (
    <QuestionForm questions={[BATCH[1]]} components={{ SingleChoice: Dropdown }} labels={{ submit: `Go ${count}` }} />
  );
}

describe("components", () => {
  it("a host's Radio alone (a Radix RadioGroup.Item) is an item of our Radix group: its state, tab stop and keys", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<QuestionForm questions={[BATCH[1]]} components={{ Radio: HostRadio }} onSubmit={onSubmit} />);
    const [rust, typescript, go] = ["Rust", "TypeScript", "Go"].map((name) => screen.getByRole("radio", { name }));
    expect(go).toHaveClass("qf-radio", "host-radio");
    await user.click(go as HTMLElement);
    expect(go).toBeChecked();
    expect(go).toHaveAttribute("data-state", "checked");
    expect([rust, typescript, go].map((radio) => radio?.tabIndex)).toEqual([-1, -1, 0]);
    // From the last radio, Down loops to the first and picks it.
    await user.keyboard("{ArrowDown}");
    expect(rust).toHaveFocus();
    expect(rust).toBeChecked();
    expect(go).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([{ id: "lang", selected: ["Rust"] }]);
  });

  it("a host's Input is every typed one-line field and the Other box, and what is typed in it is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const questions: QuestionItem[] = [
      { id: "email", question: "Contact email?", type: "Text", input: { kind: "email" } },
      { id: "token", question: "API token?", type: "Text", input: { kind: "secret" } },
      { id: "lang", question: "Which language?", type: "SingleChoice", options: ["Go", "Rust"], allowOther: true },
    ];
    // Typed inputs come from a format reader (MCP's `format: "email"`), as `reader` stands in for.
    render(
      <QuestionForm questions={questions} reader={asRead} components={{ Input: HostInput }} onSubmit={onSubmit} />,
    );
    const email = screen.getByRole("textbox", { name: "Contact email?" });
    expect(email).toHaveClass("qf-input", "host-input");
    expect(email).toHaveAttribute("type", "email");
    await user.type(email, "ada@example.com");
    // The secret's box is the host's too; its text goes through the forwarded ref, never an attribute.
    const token = screen.getByLabelText("API token?");
    expect(token).toHaveClass("host-input");
    await user.type(token, "s3cret");
    expect(token).toHaveValue("s3cret");
    expect(token.outerHTML).not.toContain("s3cret");
    await user.click(screen.getByRole("radio", { name: "Other" }));
    const other = screen.getByRole("textbox", { name: "Other — Which language?" });
    expect(other).toHaveClass("qf-other-input", "host-input");
    await user.type(other, "Zig");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "email", answer: "ada@example.com" },
      { id: "token", answer: "s3cret" },
      { id: "lang", selected: ["Zig"] },
    ]);
  });

  it("a host's Label labels each option and the Text question; the names stay the options' and the question's", async () => {
    const user = userEvent.setup();
    const questions: QuestionItem[] = [
      { id: "name", question: "Project name?", type: "Text" },
      { id: "lang", question: "Which language?", type: "SingleChoice", options: ["Go", "Rust"], recommended: "Go" },
      { id: "ci", question: "Which checks?", type: "MultiChoice", options: ["Lint", "Test"] },
    ];
    render(<QuestionForm questions={questions} components={{ Label: HostLabel }} onSubmit={() => undefined} />);
    expect(screen.getByText("Project name?").closest("label")).toHaveClass("qf-label", "host-label");
    const go = screen.getByRole("radio", { name: "Go" });
    expect(go).toHaveAccessibleDescription("Recommended");
    expect(screen.getByText("Go").closest("label")).toHaveClass("qf-option-label", "host-label");
    expect(screen.getByText("Lint").closest("label")).toHaveClass("qf-option-label", "host-label");
    // The question stays a legend: a fieldset's name, not a label.
    expect(screen.getByText("Which language?").closest("legend")).not.toBeNull();
    // A click on the host's label picks its control.
    await user.click(screen.getByText("Rust"));
    expect(screen.getByRole("radio", { name: "Rust" })).toBeChecked();
    await user.click(screen.getByText("Lint"));
    expect(screen.getByRole("checkbox", { name: "Lint" })).toBeChecked();
  });

  it("a host's Label labels the notes too: a question's note and the note on the whole set", async () => {
    const user = userEvent.setup();
    const questions: QuestionItem[] = [{ id: "name", question: "Project name?", type: "Text" }];
    render(
      <QuestionForm
        questions={questions}
        notes
        overallNote
        components={{ Label: HostLabel }}
        onSubmit={() => undefined}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Add a note" }));
    const note = screen.getByRole("textbox", { name: "Note" });
    expect(screen.getByText("Note").closest("label")).toHaveClass("qf-label", "host-label");
    const overall = screen.getByRole("textbox", { name: "Anything to add about these answers? (optional)" });
    expect(screen.getByText("Anything to add about these answers?").closest("label")).toHaveClass(
      "qf-label",
      "host-label",
    );
    // A click on the host's label still reaches its box.
    await user.click(screen.getByText("Note"));
    expect(note).toHaveFocus();
    await user.click(screen.getByText("Anything to add about these answers?"));
    expect(overall).toHaveFocus();
  });

  it("replace the renderer of a question type; it receives the same props as ours", async () => {
    const user = userEvent.setup();
    seen.length = 0;
    const onSubmit = vi.fn();
    render(
      <QuestionForm
        questions={[BATCH[1], BATCH[3]]}
        components={{ SingleChoice: Dropdown }}
        labels={{ submit: "Go" }}
        onSubmit={onSubmit}
      />,
    );
    // Ours still render the other types.
    expect(screen.getByRole("radiogroup", { name: "Initialise a git repository?" })).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup", { name: "Which language?" })).toBeNull();
    const last = seen.at(-1);
    expect(last?.question).toMatchObject({ id: "lang", type: "SingleChoice", options: ["Rust", "TypeScript", "Go"] });
    expect(last?.value).toBeUndefined();
    expect(last?.labels).toMatchObject({ submit: "Go", recommended: "Recommended" });
    expect(typeof last?.controlId).toBe("string");
    expect(last?.readOnly).toBe(false);
    expect(last?.disabled).toBe(false);

    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(seen.at(-1)?.error).toBe("Select one option");
    expect(screen.getByRole("link", { name: "Which language? — Select one option" })).toHaveAttribute(
      "href",
      `#${last?.controlId}`,
    );

    await user.selectOptions(screen.getByRole("combobox", { name: /Which language/ }), "Go");
    expect(seen.at(-1)?.error).toBeUndefined();
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual([
      { id: "lang", selected: ["Go"] },
      { id: "git", answer: "No" },
    ]);
  });

  it("a module-level renderer in a new components object each host render keeps the question mounted", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Host count={1} />);
    const select = screen.getByRole("combobox", { name: /Which language/ });
    await user.selectOptions(select, "Go");
    select.focus();
    rerender(<Host count={2} />);
    expect(screen.getByRole("button", { name: "Go 2" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /Which language/ })).toBe(select);
    expect(select).toHaveFocus();
    expect(select).toHaveValue("Go");
  });
});
