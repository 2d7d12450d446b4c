// docs/chat-adapters.md's two recipes run as written there: "Questions and approvals in one chat"
// (the real useChat, both auto-send checks OR'ed, isQuestionToolPart before isToolUIPart) on the
// transport of "Trying the chat without a model" (the AI SDK's own DirectChatTransport, ToolLoopAgent
// and MockLanguageModelV3). Each block is saved as a module and imported (test/support/docsRecipe.ts).
// Runs on AI SDK 6 and, in the ai7 projects, on AI SDK 7.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { docsBlock, recipeFolder } from "../support/docsRecipe.ts";

const PAGE = "docs/chat-adapters.md";
const folder = recipeFolder();
afterAll(() => folder.remove());
afterEach(() => sessionStorage.clear());

/** The page of the second recipe, on the Chat of the first (its `declare` replaced by the import). */
async function recipePage(): Promise<ReactElement> {
  folder.write("chat.tsx", docsBlock(PAGE, "### Questions and approvals in one chat"));
  const declared = /^declare function Chat\(.*$/m;
  const tryChat = docsBlock(PAGE, "### Trying the chat without a model");
  expect(tryChat).toMatch(declared);
  const file = folder.write("try-chat.tsx", tryChat.replace(declared, 'import { Chat } from "./chat.tsx";'));
  const { page } = (await import(/* @vite-ignore */ file)) as { page: ReactElement };
  return page;
}

describe("the docs' chat with questions and approvals, on a model-less transport", () => {
  it("asks, sends the answers on, asks for approval, and Approve runs the tool with what the person picked", async () => {
    const user = userEvent.setup();
    render(await recipePage());

    await user.type(screen.getByRole("textbox", { name: "Message" }), "Clean up");
    await user.click(screen.getByRole("button", { name: "Send" }));
    // The question part shows as the form (isQuestionToolPart first), not as ToolApprovalPart's nothing.
    await user.click(await screen.findByRole("checkbox", { name: "build/" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // The answers went on by themselves (the first check) and the model asked to delete what was picked.
    const request = await screen.findByRole("region", { name: "Allow delete_files to run?" });
    expect(within(request).getByText(/build\//)).toBeInTheDocument();
    expect(within(request).queryByText(/tmp\//)).toBeNull();
    await user.click(within(request).getByRole("button", { name: "Approve" }));

    // The decision went on by itself (the second check): the tool ran, and the model said what it returned.
    expect(await screen.findByText('Done: {"deleted":["build/"]}')).toBeInTheDocument();
    expect(screen.getByText("Approved")).toBeInTheDocument();
  });
});
