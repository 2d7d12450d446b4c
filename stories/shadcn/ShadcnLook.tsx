import "./shadcn.css";
import type { ReactNode } from "react";

/**
 * A shadcn/ui page: its default theme's background, text and font, light or dark (shadcn's `.dark`).
 * Put the registry item's QuestionForm, QuestionCall or ElicitationForm inside
 * (registry/question-form/question-form.tsx): shadcn's parts through `components`, Tailwind
 * utilities through `classNames`.
 */
export function ShadcnLook({ dark = false, children }: { dark?: boolean; children: ReactNode }) {
  return (
    <div
      className={`shadcn ${dark ? "dark" : ""} bg-background p-4 font-sans text-foreground`}
      style={{ colorScheme: dark ? "dark" : "light" }}
      data-theme={dark ? "dark" : "light"}
    >
      {children}
    </div>
  );
}
