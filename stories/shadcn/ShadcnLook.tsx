import "./shadcn.css";
import type { ReactNode } from "react";

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
