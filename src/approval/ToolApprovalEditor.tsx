import {
  type ElementType,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { QuestionFormComponents } from "../form/index.ts";
import {
  Button,
  FormElement,
  FormView,
  isComposing,
  Label,
  type QuestionFormClassNames,
  slotProps,
  useLabels,
  useQuestionForm,
  WayOutButton,
} from "../form/index.ts";
import { readSchemaQuestions, type SchemaQuestions, toSchemaObject } from "../formats/schemaQuestions.ts";
import { isObject } from "../protocol/json.ts";
import type { AnswerItem, Draft, QuestionItem, TextInput } from "../protocol/types.ts";
import type { ToolApprovalLabels } from "./approvalLabels.ts";
import { type ArgProblemLabels, DEFAULT_ARG_PROBLEM_LABELS } from "./argProblemLabels.ts";
import { type ArgProblem, checkArgs } from "./checkArgs.ts";
import { isolated } from "./isolated.tsx";

/** Props of `ToolApprovalEditor`: what `ToolApproval` hands its editor. */
export interface ToolApprovalEditorProps {
  /** The tool's input as it came, an object. */
  args: Record<string, unknown>;
  /** The JSON Schema of the input, when the caller gave one. */
  schema?: object | undefined;
  /** `ToolApproval`'s labels, merged (all but the schema check's, which are `hostLabels` over their defaults here). */
  labels: Omit<ToolApprovalLabels, keyof ArgProblemLabels>;
  /** The host's own labels, for the schema check's problems. */
  hostLabels?: Partial<ArgProblemLabels> | undefined;
  /** The host's class names by slot. */
  classNames?: QuestionFormClassNames | undefined;
  /** The host's parts. */
  components?: Partial<QuestionFormComponents> | undefined;
  /** Shows the editor but takes no decision. */
  disabled?: boolean | undefined;
  /** Called when the person approves the edit, with the whole edited input. */
  onSubmit: (editedArgs: Record<string, unknown>) => void;
  /** Called when the person goes back to Approve / Edit / Deny. */
  onCancel: () => void;
}

/**
 * The input asked as a form: the schema's properties read as questions by the
 * JSON Schema reader (SPEC §7), each with the input's value as its default; or
 * undefined when it cannot be one: no schema, a property the reader cannot ask
 * (an object, an array of free values), or an argument whose value the form
 * could not show (a number where the schema says string). Then the input is
 * edited as JSON, so no value is dropped without the person seeing it.
 */
function schemaForm(args: Record<string, unknown>, schema: object | undefined): SchemaQuestions | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const properties = Object.entries(schema.properties);
  const given = properties.filter(([key]) => Object.hasOwn(args, key));
  const withDefaults = {
    ...schema,
    properties: Object.fromEntries(
      properties.map(([key, property]) => [
        key,
        isObject(property) && Object.hasOwn(args, key) ? { ...property, default: args[key] } : property,
      ]),
    ),
  };
  const read = readSchemaQuestions(withDefaults);
  if (!read.ok || read.value.defaults.length !== given.length) return undefined;
  // A tool's plain string (a commit message, a file's text) may need a second line, and Enter must not
  // approve the call: it is asked as a box that grows, not the one-line field a reader's text gets.
  // A string with a length limit stays typed, so the form checks the limit.
  const questions = read.value.questions.map((question) =>
    question.type === "Text" && isPlainText(question.input) ? withoutInput(question) : question,
  );
  return { ...read.value, questions };
}

const isPlainText = (input: TextInput | undefined) =>
  input?.kind === "text" && input.minLength === undefined && input.maxLength === undefined;

function withoutInput(question: QuestionItem): QuestionItem {
  const { input: _typed, ...rest } = question;
  return rest;
}

/** One problem in its label's words, the key and the values isolated (they are the agent's or the person's text). */
function problemText(problem: ArgProblem, labels: ArgProblemLabels): ReactNode[] {
  const json = (values: unknown[]) => values.map((value) => JSON.stringify(value) ?? String(value)).join(", ");
  return isolated(labels[problem.code], {
    key: problem.key,
    ...("types" in problem && { type: problem.types.map((type) => JSON.stringify(type)).join(" or ") }),
    ...("values" in problem && { values: json(problem.values) }),
    ...("limit" in problem && { limit: String(problem.limit) }),
    ...("pattern" in problem && { pattern: problem.pattern }),
  });
}

/** The text kinds sent as typed: a number is converted, a date-time given its zone. */
const TYPED_AS_IS = new Set(["text", "email", "url", "date"]);

/** Whether the person left a field as the form filled it in: the same text, or the same picks in the same order. */
function sameAnswer(answer: AnswerItem | undefined, start: AnswerItem | undefined): boolean {
  const picks = (item: AnswerItem | undefined) => JSON.stringify(item?.selected ?? []);
  return (answer?.answer ?? "") === (start?.answer ?? "") && picks(answer) === picks(start);
}

/**
 * `ToolApproval`'s "Edit": the tool's input as a form built from its schema
 * (the form engine, the JSON Schema reader), or as a JSON text box checked
 * before it is sent; "Approve with changes" sends the whole edited input,
 * Cancel (or Escape) goes back. Its own chunk, loaded on the first Edit.
 */
export default function ToolApprovalEditor({
  args,
  schema,
  labels,
  hostLabels,
  classNames,
  components,
  disabled,
  onSubmit,
  onCancel,
}: ToolApprovalEditorProps) {
  const problemLabels = useLabels(hostLabels, DEFAULT_ARG_PROBLEM_LABELS);
  const uid = useId();
  const root = useRef<HTMLDivElement>(null);
  // Read once: the form must not start over while the person edits.
  const [read] = useState(() => schemaForm(args, schema));
  const [json, setJson] = useState(() => JSON.stringify(args, null, 2));
  const [error, setError] = useState<string>();
  // What does not fit the schema, each listed under `argsInvalid`.
  const [problems, setProblems] = useState<ArgProblem[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  // Each field's draft as the person entered it (the form's answers are trimmed), once they edit one.
  const drafts = useRef<(questionId: string) => Draft>(undefined);
  const Textarea: ElementType = components?.Textarea ?? "textarea";
  // The form takes the questions `schemaForm` read, as they are: the schema is read once. Without a
  // form (edited as JSON) it has none, and its view is not shown.
  const form = useQuestionForm({
    read: useMemo(() => ({ ok: true, value: { questions: read?.questions ?? [] } }) as const, [read]),
    defaultAnswers: read?.defaults,
    onSubmit: approveForm,
    onChange: (_, draftOf) => {
      drafts.current = draftOf;
    },
    disabled,
    labels: { submit: labels.approveEdited },
    classNames,
    components,
  });

  // The Edit button just pressed is gone: focus goes to the first field in its place, as soon as
  // the form has rendered one (its questions may come a render after the editor itself).
  useEffect(() => {
    const editor = root.current;
    if (!editor) return;
    const first = () => editor.querySelector<HTMLElement>("input:not([type=hidden]), textarea, button");
    const focusFirst = () => {
      const field = first();
      field?.focus();
      return field;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => focusFirst() && watch.disconnect());
    watch.observe(editor, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);

  function approveForm(answers: AnswerItem[]) {
    if (!read) return;
    // Nothing edited: the input as it came.
    const draftOf = drafts.current;
    if (!draftOf) return onSubmit({ ...args });
    // The values in the JSON types the schema asks for (numbers as numbers, enum values, a date-time
    // with its zone), for the fields the person changed only: the answers' text rules (trimmed, a
    // blank one dropped) are not for a tool's arguments.
    const content = toSchemaObject(read, answers);
    const edited = { ...args };
    for (const question of read.questions) {
      const key = question.id;
      const start = read.defaults.find((each) => each.id === key);
      const typed = draftOf(key);
      const untouched =
        question.type === "Text" && typeof typed === "string"
          ? typed === (start?.answer ?? "")
          : sameAnswer(
              answers.find((each) => each.id === key),
              start,
            );
      // Untouched: the argument as it came, byte for byte (or still absent).
      if (untouched) continue;
      if (!Object.hasOwn(content, key)) delete edited[key];
      // Text as typed (spaces, a last new line); every other kind as the schema's type.
      else if (question.type === "Text" && typeof typed === "string" && TYPED_AS_IS.has(question.input?.kind ?? "text"))
        edited[key] = typed;
      else edited[key] = content[key];
    }
    onSubmit(edited);
  }

  function approveJson(event: FormEvent) {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch (failure) {
      setError(labels.invalidJson.replace("{error}", (failure as Error).message.replace(/\.$/, "")));
      setProblems([]);
      box.current?.focus();
      return;
    }
    if (!isObject(parsed)) {
      setError(labels.notAnObject);
      setProblems([]);
      box.current?.focus();
      return;
    }
    // Checked against the schema it has: the tool would get what the person typed, not what it takes.
    const found = checkArgs(parsed, schema);
    if (found.length) {
      setError(problemLabels.argsInvalid);
      setProblems(found);
      box.current?.focus();
      return;
    }
    onSubmit(parsed);
  }

  const cancel = (
    <WayOutButton slot="deny-cancel" classNames={classNames} components={components} onClick={onCancel}>
      {labels.approvalCancel}
    </WayOutButton>
  );

  return (
    // Escape goes back, as from the deny reason. A group, not a fieldset: a fieldset's disabled
    // state and its look would reach into the form inside.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      ref={root}
      role="group"
      aria-label={labels.editTitle}
      {...slotProps("approval-editor", classNames)}
      onKeyDown={(event) => event.key === "Escape" && !isComposing(event) && onCancel()}
    >
      {read ? (
        <FormView form={form} actions={cancel} root={FormElement} />
      ) : (
        <form {...slotProps("actions", classNames)} onSubmit={approveJson} noValidate>
          <Label htmlFor={`${uid}json`} {...slotProps("label", classNames)} components={components}>
            {labels.editJson}
          </Label>
          <Textarea
            ref={box}
            id={`${uid}json`}
            {...slotProps("approval-json", classNames, "qf-textarea")}
            value={json}
            rows={Math.min(12, json.split("\n").length)}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${uid}error` : undefined}
            disabled={disabled}
            onChange={(event: { target: { value: string } }) => setJson(event.target.value)}
            // Enter is a new line in JSON; Ctrl+Enter (⌘+Enter) sends, never mid-composition.
            onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
              if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || isComposing(event)) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
          />
          {error && (
            <div id={`${uid}error`} {...slotProps("approval-json-error", classNames, "qf-error-message")} role="alert">
              {error}
              {problems.length > 0 && (
                <ul {...slotProps("approval-json-problems", classNames)}>
                  {problems.map((problem, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one check's list, new as a whole
                    <li key={index} {...slotProps("approval-json-problem", classNames)}>
                      {problemText(problem, problemLabels)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Button
            type="submit"
            {...slotProps("approve", classNames, "qf-submit")}
            components={components}
            disabled={disabled}
          >
            {labels.approveEdited}
          </Button>
          {cancel}
        </form>
      )}
    </div>
  );
}
