import type { QuestionFormLabels } from "../kit/labels.ts";
import type { QuestionFormClassNames } from "../kit/slots.ts";
import type { QuestionFormComponents } from "./QuestionProps.ts";

/**
 * How a host dresses every public component the same way: `QuestionForm`,
 * `QuestionCall`, each chat adapter (AI SDK, assistant-ui, CopilotKit),
 * `ToolApproval`, `ElicitationForm` and `ElicitationRound` take these four
 * options, and an adapter hands them to the component it renders. The type
 * parameters are what differ between components: the strings (`Labels`), the
 * slot names (`ClassNames`) and the parts that can be replaced (`Components`,
 * e.g. `Pick<QuestionFormComponents, "Button" | "Textarea">` for a component
 * that renders only buttons and a text box).
 */
export interface QuestionUIOptions<
  Labels = QuestionFormLabels,
  ClassNames = QuestionFormClassNames,
  Components = QuestionFormComponents,
> {
  /** Replaces any of the visible strings (English defaults). */
  labels?: Partial<Labels> | undefined;
  /**
   * Extra class names by part (`data-slot`), e.g. `{ submit: "btn btn-primary",
   * question: "mb-6" }`. Added after our own `qf-<slot>` class, so `styles.css`
   * keeps working beside them (a Tailwind utility wins over it), or can be left out.
   */
  classNames?: ClassNames | undefined;
  /**
   * Your own parts in place of ours (your design system's `Button`,
   * `Textarea`, `Checkbox`, `RadioGroup`, `Radio`, or a whole question
   * renderer), keeping our state, checks and ARIA (docs/controls.md says
   * what each receives). The object may be new on each render, but each part
   * must be a stable component (declared at module scope, or memoized): one
   * created while the host renders is a new component type each time, so the
   * question would remount and the person lose focus mid-typing.
   */
  components?: Partial<Components> | undefined;
  /** Extra class names for the component's root element. */
  className?: string | undefined;
}

/** The `QuestionUIOptions` a component's props declare (all four, once each takes them). */
export type QuestionUIOptionsOf<Props> = Pick<Props, Extract<keyof QuestionUIOptions, keyof Props>>;

/** Just the `QuestionUIOptions` of `props` (a kit hands a renderer more, for us to leave out). */
export function pickUIOptions<Props extends object>(props: Props): QuestionUIOptionsOf<Props> {
  const { labels, classNames, components, className } = props as QuestionUIOptions<unknown, unknown, unknown>;
  return { labels, classNames, components, className } as unknown as QuestionUIOptionsOf<Props>;
}
