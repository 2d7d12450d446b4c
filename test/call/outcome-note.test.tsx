import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_CALL_LABELS } from "../../src/call/callLabels.ts";
import { OutcomeNote } from "../../src/call/OutcomeNote.tsx";
import { DEFAULT_LABELS } from "../../src/form/index.ts";

// OutcomeNote is the ending note of a call answered in the chat or expired: it takes focus the way
// every ending note does, by the same prop name as EndingNote's (`focus`).
const labels = { ...DEFAULT_LABELS, ...DEFAULT_CALL_LABELS };

describe("OutcomeNote", () => {
  it("takes focus with focus, as EndingNote does: the form the person was in is gone", () => {
    render(<OutcomeNote outcome={{ kind: "expired" }} questions={[]} labels={labels} focus />);
    expect(screen.getByText(DEFAULT_CALL_LABELS.expired)).toHaveFocus();
  });

  it("leaves focus where it is without it (a stored outcome shown again)", () => {
    render(<OutcomeNote outcome={{ kind: "expired" }} questions={[]} labels={labels} />);
    expect(screen.getByText(DEFAULT_CALL_LABELS.expired)).not.toHaveFocus();
  });
});
