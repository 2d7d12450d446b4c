import type { ReactNode } from "react";
import { type QuestionFormClassNames, type QuestionFormSlot, slotProps } from "../kit/slots.ts";

/** Props of `WayOutRow`. */
export interface WayOutRowProps<Slot extends string = QuestionFormSlot> {
  /** The part it is, as its `data-slot` (`interrupt-actions`, `elicitation-actions`, …). */
  slot: Slot;
  /** Extra class names by slot: the one for `slot` goes on the row, `actions` on the buttons' row inside. */
  classNames?: Partial<Record<Slot, string>> | QuestionFormClassNames | undefined;
  /** The way-out buttons (`WayOutButton`): Cancel, Decline. */
  children: ReactNode;
}

/**
 * The way-out buttons on their own, in the form's actions row: beside the
 * error panel of a request that cannot be read (the form then shows no
 * buttons, yet the agent or the server still waits for an answer), or under
 * a note once time ran out. Drawn as a form's (`qf-form`), so the row looks
 * as the buttons do under a form.
 */
export function WayOutRow<Slot extends string = QuestionFormSlot>({
  slot,
  classNames,
  children,
}: WayOutRowProps<Slot>) {
  const own = classNames as Partial<Record<Slot, string>> | undefined;
  return (
    <div {...slotProps(slot, own, "qf-form")}>
      <div {...slotProps("actions", classNames as QuestionFormClassNames | undefined)}>{children}</div>
    </div>
  );
}
