import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SubmitEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { isSendKey } from "../engine/formKeys.ts";
import type { QuestionFormElementProps } from "../engine/useQuestionForm.ts";
import { isComposing } from "../kit/isComposing.ts";
import { useBrowserLayoutEffect } from "../kit/useBrowserLayoutEffect.ts";

/** Props of `FormElement`: `getFormProps`'s (its `ref` as `formRef`, which React 18 would not pass), its submit and keys, and what it holds. */
export interface FormElementProps extends Omit<QuestionFormElementProps, "ref"> {
  /** `getFormProps`'s ref: the element, whichever it is. */
  formRef: QuestionFormElementProps["ref"];
  /** The questions, their error summary and the buttons. */
  children: ReactNode;
}

const never = () => () => {};

// The boxes where Enter sends the form, as a native form's implicit submission does.
const SUBMITS_ON_ENTER = /^(text|email|url|tel|password|search|number|date|datetime-local|month|week|time)$/;

/**
 * The form's root element: a `<form>`, unless a host's `<form>` is already
 * around it (HTML allows no form in a form, React warns). There it is a
 * `<div role="form">`: every control then belongs to the host's form (whose
 * `FormData` holds the answers by question id), and this element does what
 * our `<form>` would have done, for us only: a submit button's click, Enter in
 * a one-line box and Ctrl/Cmd+Enter from any control send our answers (or go to
 * the next step), never the host's form. Which one it is shows after a first
 * empty commit on the client (a `closest("form")` needs the element in the
 * page); the server, and hydration after it, render a `<form>`.
 */
export function FormElement({
  formRef,
  children,
  onSubmit,
  onKeyDown,
  onKeyDownCapture,
  onClick,
  ...props
}: FormElementProps) {
  // True while React hydrates server HTML (its first render must match the server's), false in a fresh client mount.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [inside, setInside] = useState<boolean | undefined>(hydrating ? false : undefined);
  const probe = useRef<HTMLDivElement>(null);
  useBrowserLayoutEffect(() => {
    if (inside === undefined) setInside(!!probe.current?.parentElement?.closest("form"));
  }, [inside]);

  if (inside === undefined) return <div ref={probe} data-slot={props["data-slot"]} className={props.className} />;
  if (!inside) {
    return (
      <form
        ref={formRef}
        {...props}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onKeyDownCapture={onKeyDownCapture}
        onClick={onClick}
      >
        {children}
      </form>
    );
  }
  return (
    <DivForm
      formRef={formRef}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onKeyDownCapture={onKeyDownCapture}
      onClick={onClick}
      {...props}
      data-nested=""
    >
      {children}
    </DivForm>
  );
}

/**
 * The form's root as a `<div role="form">` that does what our `<form>` would,
 * for us only: a submit button's click, Enter in a one-line box and
 * Ctrl/Cmd+Enter from any control send our answers (or go to the next step).
 * `FormElement` renders it inside a host's `<form>`; a view that holds forms
 * of its own renders it always (`InterruptForm`: `ToolApproval`'s denial is a
 * form, and HTML allows no form in a form). A control of a form inside it is
 * that form's, never ours.
 */
export function DivForm({
  formRef,
  children,
  onSubmit,
  onKeyDown,
  onKeyDownCapture,
  onClick,
  noValidate: _forAFormOnly,
  ...props
}: FormElementProps) {
  // Our submit, from an event that is not a form's submit event: the handlers only call preventDefault on it.
  // Prevented after, not before: the form's handler composes a host's and runs ours only while the default stands.
  const submit = (event: KeyboardEvent<HTMLElement> | MouseEvent<HTMLElement>) => {
    onSubmit?.(event as unknown as SubmitEvent<HTMLFormElement>);
    event.preventDefault();
  };
  // A control of a form inside this element (a denial's reason, an edit form) belongs to that form.
  const ours = (event: KeyboardEvent<HTMLElement> | MouseEvent<HTMLElement>, control: Element) => {
    const inner = control.closest("form");
    return !inner || !event.currentTarget.contains(inner);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: HTML allows no <form> inside a <form>
    <div
      // Our engine only asks the element whether focus is inside it.
      ref={formRef as unknown as (node: HTMLDivElement | null) => void}
      role="form"
      {...(props as HTMLAttributes<HTMLElement>)}
      // Ctrl/Cmd+Enter from any control, on the way down (as on our <form>: before a checkbox prevents Enter).
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event as unknown as KeyboardEvent<HTMLFormElement>);
        if (!event.defaultPrevented && isSendKey(event) && ours(event, event.target as Element)) submit(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event as unknown as KeyboardEvent<HTMLFormElement>);
        const target = event.target as HTMLElement;
        if (event.defaultPrevented || event.key !== "Enter" || isComposing(event)) return;
        if (target instanceof HTMLInputElement && SUBMITS_ON_ENTER.test(target.type) && ours(event, target))
          submit(event);
      }}
      onClick={(event) => {
        onClick?.(event as unknown as MouseEvent<HTMLFormElement>);
        const button = (event.target as HTMLElement).closest("button");
        // Not the host's form: a submit button of ours sends our answers.
        if (
          button?.type === "submit" &&
          event.currentTarget.contains(button) &&
          ours(event, button) &&
          !event.defaultPrevented
        )
          submit(event);
      }}
    >
      {children}
    </div>
  );
}
