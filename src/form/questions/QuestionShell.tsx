import {
  type ForwardedRef,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useId,
  useMemo,
} from "react";
import { isRequired } from "../../protocol/required.ts";
import { fieldIds, type QuestionFieldIds } from "../engine/fieldIds.ts";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import type { QuestionProps } from "../engine/QuestionProps.ts";
import { withDefaults } from "../kit/labels.ts";
import { slotProps } from "../kit/slots.ts";
import { Label } from "./Label.tsx";

/** The ids that tie a question's control to its label, hint and error. */
export interface QuestionWiring {
  /** The id of the first control (the text box, or the first radio or checkbox). */
  controlId: string;
  /** The ids of the hint (`purpose`) and the error message, for `aria-describedby`; undefined when neither shows. */
  describedBy: string | undefined;
  /** Every id of the question: control, label, hint, error. */
  ids: QuestionFieldIds;
}

/**
 * A renderer's props less its value and `onChange` (the question, labels,
 * error, control id, read-only and disabled), plus how to lay the question
 * out. Extra attributes (the radio group's role and keys, which render onto our
 * fieldset) are passed through to the wrapper element.
 */
export interface QuestionShellProps
  extends Omit<QuestionProps, "value" | "onChange">,
    Omit<HTMLAttributes<HTMLElement>, "children"> {
  /**
   * `field`: one control, labelled by a `<label>` (Text). `group`: several
   * controls in a `<fieldset>` whose `<legend>` is the question; the fieldset
   * carries the description, and the invalid state only if the renderer passes
   * `aria-invalid` (a radiogroup supports it, a plain group does not: mark each
   * control instead).
   */
  kind: "field" | "group";
  /**
   * Renders the control(s), given the ids to wire them with. Pass a new function each render and
   * call no hook inside it: the shell keeps what it built until `children` or the ids change.
   */
  children: (wiring: QuestionWiring) => ReactNode;
  /**
   * `group` only: shown in the fieldset after the hint and error, above the options and outside
   * their element (a long list's filter box: part of the question, not one of its choices).
   */
  aboveOptions?: ReactNode;
  /**
   * `group` only: renders the options' element, given ours, so that a radio group can render onto
   * it rather than onto the fieldset (with a filter box, which a radiogroup must not hold); with
   * the legend's id, to name that group by the question as the fieldset is.
   */
  renderOptions?: ((options: ReactElement, legendId: string) => ReactNode) | undefined;
}

/**
 * The shell every question shares, and a custom renderer can use to keep the
 * same wiring: the header chip and the question text as label or legend, "(optional)" when it may
 * be skipped, `purpose` as a hint and the inline error, both tied to the
 * control by `aria-describedby` (GOV.UK order: label, hint, error, control).
 * Model text is rendered as text (or by the host's `components.Markdown`), never HTML by us, and isolated (`<bdi>`) from ours. Parts carry `data-slot` and the
 * form's `classNames`.
 */
export const QuestionShell = forwardRef(function QuestionShell(
  {
    question,
    labels,
    error,
    kind,
    controlId,
    readOnly,
    disabled,
    children,
    className,
    aboveOptions,
    renderOptions,
    ...rest
  }: QuestionShellProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const uid = useId();
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const Markdown = form?.components?.Markdown;
  const control = controlId ?? `${uid}control`;
  const hasHint = !!question.purpose;
  const hasError = !!error;
  const wiring = useMemo<QuestionWiring>(() => {
    const ids = fieldIds(control, hasHint, hasError);
    return { controlId: ids.control, describedBy: ids.describedBy, ids };
  }, [control, hasHint, hasError]);
  const { ids } = wiring;
  // The controls, built again only when the question renders them anew (a new `children`) or its ids
  // change. A radio group renders onto this fieldset (Radix's `asChild`, cloning it with its props) and
  // re-renders on its own: Radix's once right after mount, to count its radios, and as its tab stop
  // moves. React then meets the same elements and leaves every option as it was, instead of rendering
  // each option, its radio and the Other box a second time at every mount.
  const controls = useMemo(() => children(wiring), [children, wiring]);
  const optional = !isRequired(question);

  const text = (
    <>
      {question.header && (
        <>
          <bdi {...slotProps("header", classNames)}>{question.header}</bdi>{" "}
        </>
      )}
      {/* <bdi>: the model's text cannot reorder ours after it (an unclosed U+202E would reverse "(optional)"). */}
      {/* The host's Markdown renderer, if any, turns the agent's Markdown into elements; we never do. */}
      <bdi {...slotProps("question-text", classNames)}>
        {Markdown ? <Markdown>{question.question}</Markdown> : question.question}
      </bdi>
      {optional && (
        <>
          {" "}
          <span {...slotProps("optional", classNames)}>{withDefaults(labels).optional}</span>
        </>
      )}
    </>
  );
  const shared = {
    ...rest,
    // The containing block of Radix's hidden inputs (absolutely positioned, one beside each radio and
    // checkbox), with or without styles.css: otherwise they hang on the page's root, and the layout
    // every key press forces in a text box places all of them again (at 1,000 questions, 3,435 inputs:
    // ~20 ms of a key in Chromium without styles.css, 1.5 ms with this). It moves nothing on screen.
    style: { position: "relative" as const, ...rest.style },
    ...slotProps("question", classNames, className),
    "data-type": question.type,
    "data-invalid": error ? "" : undefined,
    "data-optional": optional ? "" : undefined,
    "data-readonly": readOnly ? "" : undefined,
    "data-disabled": disabled ? "" : undefined,
  };
  const hint = ids.hint && (
    <p id={ids.hint} {...slotProps("hint", classNames)}>
      {question.purpose}
    </p>
  );
  const message = ids.error && (
    <p id={ids.error} {...slotProps("error-message", classNames)}>
      {error}
    </p>
  );

  if (kind === "field") {
    // The host's label (shadcn's Label) names the one control; a group's legend stays a legend.
    return (
      <div {...shared} ref={ref as ForwardedRef<HTMLDivElement>}>
        <Label {...slotProps("label", classNames)} htmlFor={ids.control}>
          {text}
        </Label>
        {hint}
        {message}
        {controls}
      </div>
    );
  }
  // Only an options' element with a role of its own (a radio group's) needs the legend's id, for its name.
  const legendId = renderOptions ? `${uid}legend` : undefined;
  const options = <div {...slotProps("options", classNames)}>{controls}</div>;
  return (
    <fieldset {...shared} ref={ref as ForwardedRef<HTMLFieldSetElement>} aria-describedby={ids.describedBy}>
      <legend id={legendId} {...slotProps("label", classNames)}>
        {text}
      </legend>
      {hint}
      {message}
      {aboveOptions}
      {renderOptions && legendId ? renderOptions(options, legendId) : options}
    </fieldset>
  );
});
