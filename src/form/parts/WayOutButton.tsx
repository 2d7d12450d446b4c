import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { QuestionFormComponents } from "../engine/QuestionProps.ts";
import { type QuestionFormClassNames, type QuestionFormSlot, slotProps } from "../kit/slots.ts";
import { Button } from "../questions/Button.tsx";

/** Props of `WayOutButton`. */
export interface WayOutButtonProps<Slot extends string = QuestionFormSlot>
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "type"> {
  /** The part it is, as its `data-slot` (`decline`, `deny`, `deny-cancel`, `elicitation-cancel`, …). */
  slot: Slot;
  /** Extra class names by slot; the one for `slot` goes on the button. */
  classNames?: Partial<Record<Slot, string>> | QuestionFormClassNames | undefined;
  /** The host's parts, for a button outside a form: its `Button` (else the form's, else a native button). */
  components?: Partial<Pick<QuestionFormComponents, "Button">> | undefined;
  /** Its label. */
  children: ReactNode;
}

/**
 * The way out of a request without answering it: Decline (the whole call,
 * labelled "Skip these questions" by default), Decline and Cancel (an MCP
 * request), Deny, and Cancel back from a denial's reason. A plain `type="button"`, so Enter in a text field still
 * submits the form rather than leaving it; drawn as the one quiet look
 * (`qf-decline`), apart from Submit's.
 */
export function WayOutButton<Slot extends string = QuestionFormSlot>({
  slot,
  classNames,
  components,
  children,
  ...rest
}: WayOutButtonProps<Slot>) {
  // `decline` is the look itself: its class once.
  const look = slot === "decline" ? undefined : "qf-decline";
  return (
    <Button
      type="button"
      {...rest}
      {...slotProps(slot, classNames as Partial<Record<Slot, string>> | undefined, look)}
      components={components}
    >
      {children}
    </Button>
  );
}
