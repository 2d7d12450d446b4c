import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../stories/LangGraph.stories.tsx";

// Storybook runs a story's play function as it opens: "LangGraph / Review" opened on its end state
// ("Resumed the graph with …"), so a reader never saw the review itself. The Storybook project runs
// the play functions; this checks what a reader opens on.
const { Review, ReviewDecided } = composeStories(stories);

describe("the LangGraph stories", () => {
  it("open Review on the review itself, undecided: nothing plays on it", () => {
    expect(Review.play).toBeUndefined();
    render(<Review />);
    expect(screen.getAllByRole("button", { name: "Approve" })).toHaveLength(2);
    expect(screen.queryByText("Resumed the graph with")).toBeNull();
  });

  it("keep the decided review as a story of its own, with the play function (the Storybook project runs it)", () => {
    render(<ReviewDecided />);
    expect(screen.getAllByRole("button", { name: "Approve" })).toHaveLength(2);
    expect(ReviewDecided.play).toBeTypeOf("function");
  });
});
