import "./shadcn.css";
import type { ReactNode } from "react";
import type { QuestionFormClassNames } from "../../src/index.ts";
import { HOST_CLASS_NAMES } from "../headless/hostParts.tsx";

/**
 * The host parts' classes, plus the utilities that take back what styles.css draws and shadcn does
 * not: an option is a plain row beside its control (no box, fill or hover), as in shadcn's RadioGroup.
 */
export const SHADCN_CLASS_NAMES: QuestionFormClassNames = {
  ...HOST_CLASS_NAMES,
  option:
    "flex items-center gap-3 min-h-0 rounded-none border-0 p-0 bg-transparent hover:bg-transparent data-[state=checked]:bg-transparent",
  "option-label": "text-sm font-normal",
  label: "text-sm font-medium",
  textarea: "text-sm",
  "error-message": "text-sm font-medium text-destructive border-0 p-0",
  "error-summary": "rounded-lg border border-destructive px-4 py-3 text-sm",
};

/**
 * A shadcn/ui page: its default theme's background, text and font, light or dark (shadcn's `.dark`).
 * The form inside takes Tailwind utilities through `classNames` and shadcn's parts through `components`.
 */
export function ShadcnLook({ dark = false, children }: { dark?: boolean; children: ReactNode }) {
  return (
    <div
      className={`shadcn ${dark ? "dark" : ""} max-w-xl rounded-lg border border-border bg-background p-6 font-sans text-foreground`}
      style={{ colorScheme: dark ? "dark" : "light" }}
      data-theme={dark ? "dark" : "light"}
    >
      {children}
    </div>
  );
}
