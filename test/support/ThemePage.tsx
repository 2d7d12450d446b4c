import type { ReactNode } from "react";

/**
 * The page behind the form, painted for its theme as a host does. The form has
 * no box of its own and takes its page's background, so axe's contrast check
 * must never judge a dark form on white.
 */
export function ThemePage({ theme, children }: { theme: "light" | "dark"; children: ReactNode }) {
  const colours =
    theme === "dark" ? { background: "#14171c", color: "#e8eaed" } : { background: "#fff", color: "#1b1f24" };
  return (
    <div data-theme={theme} style={{ ...colours, padding: "1rem", colorScheme: theme }}>
      {children}
    </div>
  );
}
