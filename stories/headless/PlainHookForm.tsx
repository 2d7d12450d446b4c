import {
  optionLabels,
  QuestionFormProvider,
  type QuestionItem,
  type UseQuestionFormOptions,
  useQuestionField,
  useQuestionForm,
} from "../../src/index.ts";

// A complete form from the hooks alone, with plain elements: the engine keeps
// the drafts, checks and sends; the markup and its ARIA are the host's, with
// every id from useQuestionField.

function PlainQuestion({ question, index }: { question: QuestionItem; index: number }) {
  const field = useQuestionField(question, index);
  const { ids, error, value, setValue, disabled, readOnly } = field;
  const hint = ids.hint && <p id={ids.hint}>{question.purpose}</p>;
  const message = ids.error && (
    <p id={ids.error} style={{ color: "#b00020" }}>
      {error}
    </p>
  );
  const optional = field.required ? "" : ` ${field.labels.optional}`;
  if (question.type === "Text") {
    return (
      <div>
        <label htmlFor={ids.control}>
          {question.question}
          {optional}
        </label>
        {hint}
        {message}
        <input
          id={ids.control}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => setValue(event.currentTarget.value)}
          disabled={disabled}
          readOnly={readOnly}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
      </div>
    );
  }
  const multiple = question.type === "MultiChoice";
  const choices = question.type === "YesNo" ? ["Yes", "No"] : optionLabels(question);
  const picked = new Set(typeof value === "string" ? [value] : Array.isArray(value) ? value : []);
  return (
    <fieldset aria-describedby={ids.describedBy}>
      <legend>
        {question.question}
        {optional}
      </legend>
      {hint}
      {message}
      {choices.map((choice, position) => {
        const id = position === 0 ? ids.control : `${ids.control}-${position}`;
        return (
          <div key={choice}>
            <input
              id={id}
              type={multiple ? "checkbox" : "radio"}
              name={ids.control}
              checked={picked.has(choice)}
              onChange={(event) => {
                if (!multiple) return setValue(choice);
                const now = event.currentTarget.checked;
                setValue(choices.filter((each) => (each === choice ? now : picked.has(each))));
              }}
              disabled={disabled || readOnly}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={id}>{choice}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Props of `PlainHookForm`: what `useQuestionForm` takes. */
export type PlainHookFormProps = UseQuestionFormOptions;

/** The questions as plain inputs, a plain submit button and status line, all wired by the hooks. */
export function PlainHookForm(props: PlainHookFormProps) {
  const form = useQuestionForm(props);
  if (form.issues) return <p role="alert">{form.labels.invalidTitle}</p>;
  return (
    <QuestionFormProvider form={form}>
      <form {...form.getFormProps()}>
        {form.questions.map((question, index) => (
          <PlainQuestion key={question.id} question={question} index={index} />
        ))}
        {form.answered ? <p {...form.getStatusProps()} /> : <button {...form.getSubmitProps()} />}
      </form>
    </QuestionFormProvider>
  );
}
