import type { Decorator } from "@storybook/react-vite";

/** The page colours behind the form, per theme; the form's own colours come from src/styles.css. */
const PAGE = {
  light: { background: "#ffffff", color: "#1b1f24" },
  dark: { background: "#14171c", color: "#e8eaed" },
} as const;

export type Theme = keyof typeof PAGE;

function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * Wraps every story in an element carrying `data-theme`, which is what the
 * form's CSS dark variant keys on, and paints the page behind it to match, so
 * a dark form is never judged (by eye or by axe's contrast check) on white.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : "light";
  // In the canvas the wrapper is the whole page; on a docs page it is one preview among many.
  const fillViewport = context.viewMode === "story";
  return (
    <div
      data-theme={theme}
      style={{
        ...PAGE[theme],
        colorScheme: theme,
        // The form inherits the host's font, as it would in a real chat; give it a typical one.
        fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
        padding: "1.5rem",
        boxSizing: "border-box",
        minHeight: fillViewport ? "100vh" : undefined,
      }}
    >
      <Story />
    </div>
  );
};
