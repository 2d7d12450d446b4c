import { type FocusEventHandler, type ReactNode, useMemo } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";
import { Label } from "./Label.tsx";

/** Props of `ChoiceOption`: one radio or checkbox with its label, badge and description. */
export interface ChoiceOptionProps {
  /** The control's id; the label points at it, and the badge and description ids derive from it. */
  id: string;
  /** The text shown as the control's name (the option's label, Yes / No, or Other). */
  label: string;
  /** The option's description, shown under the label and read as the control's description. */
  description?: string | undefined;
  /** Whether the choice is picked. */
  checked: boolean;
  /**
   * Out of view and out of the accessibility tree: a long list's filter leaves it out. It stays
   * mounted, so that a key bringing it back re-creates nothing.
   */
  hidden?: boolean | undefined;
  /** The "Recommended" badge's text, on the recommended option only. */
  badge?: string | undefined;
  /** The preview panel's id while it shows this option's preview, read as part of the description. */
  previewId?: string | undefined;
  /** Focus entered the option (its preview shows). */
  onFocus?: FocusEventHandler<HTMLDivElement> | undefined;
  /** Focus left the option. */
  onBlur?: FocusEventHandler<HTMLDivElement> | undefined;
  /**
   * Renders the control, given its `aria-describedby`. The control is built again only when this
   * function or the description's ids change: pass one made with `useCallback`, and the option can be
   * hidden or shown without rendering its control again.
   */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * One choice of a choice question: the control, its label (with the badge,
 * hidden from the name and read as the description instead, so the name stays
 * exactly the option) and the option's description under it: text, or
 * through the host's `components.Markdown`.
 */
export function ChoiceOption({
  id,
  label,
  description,
  checked,
  hidden,
  badge,
  previewId,
  children,
  ...focus
}: ChoiceOptionProps) {
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const Markdown = form?.components?.Markdown;
  const badgeId = badge && `${id}-badge`;
  const descriptionId = description && `${id}-description`;
  const describedBy = [badgeId, descriptionId, previewId].filter(Boolean).join(" ") || undefined;
  // The same element while nothing it shows changed: React then leaves the control (a Radix item, or
  // the host's) alone when only the row around it changes, as when a filter key hides or shows it.
  const control = useMemo(() => children(describedBy), [children, describedBy]);
  return (
    <div
      {...slotProps("option", classNames)}
      {...focus}
      hidden={hidden}
      data-recommended={badge ? "" : undefined}
      data-state={checked ? "checked" : "unchecked"}
    >
      {control}
      {/* The host's Label (shadcn's), so the option's text takes the app's own weight and line. */}
      <Label {...slotProps("option-label", classNames)} htmlFor={id}>
        {/* <bdi>: the model's label cannot reorder the badge after it. */}
        <bdi>{label}</bdi>
        {badge && " "}
        {badge && (
          <span id={badgeId} {...slotProps("badge", classNames)} aria-hidden="true">
            {badge}
          </span>
        )}
      </Label>
      {description &&
        (Markdown ? (
          // A <div>: the host's Markdown may render paragraphs and lists, which a <p> cannot hold.
          <div id={descriptionId} {...slotProps("option-description", classNames)}>
            <Markdown>{description}</Markdown>
          </div>
        ) : (
          <p id={descriptionId} {...slotProps("option-description", classNames)}>
            {description}
          </p>
        ))}
    </div>
  );
}
