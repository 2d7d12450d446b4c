import type { ElementType, FocusEventHandler, ReactNode } from "react";
import { useQuestionFormContext } from "../engine/QuestionFormContext.ts";
import { slotProps } from "../kit/slots.ts";

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
  /** The "Recommended" badge's text, on the recommended option only. */
  badge?: string | undefined;
  /** The preview panel's id while it shows this option's preview, read as part of the description. */
  previewId?: string | undefined;
  /** Focus entered the option (its preview shows). */
  onFocus?: FocusEventHandler<HTMLDivElement> | undefined;
  /** Focus left the option. */
  onBlur?: FocusEventHandler<HTMLDivElement> | undefined;
  /** Renders the control, given its `aria-describedby`. */
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
  badge,
  previewId,
  children,
  ...focus
}: ChoiceOptionProps) {
  const form = useQuestionFormContext();
  const classNames = form?.classNames;
  const Markdown = form?.components?.Markdown;
  // The host's label (shadcn's Label), so the option's text takes the app's own weight and line.
  const Label: ElementType = form?.components?.Label ?? "label";
  const badgeId = badge && `${id}-badge`;
  const descriptionId = description && `${id}-description`;
  return (
    <div
      {...slotProps("option", classNames)}
      {...focus}
      data-recommended={badge ? "" : undefined}
      data-state={checked ? "checked" : "unchecked"}
    >
      {children([badgeId, descriptionId, previewId].filter(Boolean).join(" ") || undefined)}
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
