// docs/langgraph.md's "A page without a server", run as written there: LangGraphInterrupts on a
// stand-in for useStream's { interrupts, submit } (the block saved as a module and imported:
// test/support/docsRecipe.ts). The person answers the questions, then approves the review; each
// resume the page shows is what a graph would have been sent.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterAll, describe, expect, it } from "vitest";
import { docsBlock, recipeFolder } from "../support/docsRecipe.ts";

const folder = recipeFolder();
afterAll(() => folder.remove());

describe("the docs' LangGraph page without a server", () => {
  it("asks, resumes by the interrupt's id, shows the review, and keeps it as a receipt once approved", async () => {
    const file = folder.write("graph-demo.tsx", docsBlock("docs/langgraph.md", "### A page without a server"));
    const { GraphDemo } = (await import(/* @vite-ignore */ file)) as { GraphDemo: ComponentType };
    const user = userEvent.setup();
    render(<GraphDemo />);
    const sent = () => JSON.parse(screen.getByLabelText("Sent to the graph").textContent ?? "");

    await user.click(screen.getByRole("radio", { name: "Lisbon" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("region", { name: /book_hotel/ })).toBeInTheDocument();
    expect(sent()).toEqual([{ "ask-1": expect.anything() }]);
    expect(JSON.stringify(sent()[0]["ask-1"])).toContain("Lisbon");

    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Approved")).toBeInTheDocument();
    expect(sent()).toEqual([{ "ask-1": expect.anything() }, { "review-1": { decisions: [{ type: "approve" }] } }]);
    // No pause is left, and the sent review stays on the page as the record of the decision.
    expect(screen.getByRole("region", { name: /book_hotel/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
