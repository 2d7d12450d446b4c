import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { QuestionCall, type QuestionFormComponents, type QuestionProps, TextQuestion, YesNo } from "../../src/index.ts";
import { modelCall } from "../support/modelCall.ts";

// How often the questions render in the chat path, counted (never timed): a chat kit re-renders a
// call on every token of the agent's next reply, with new arguments of equal content and new
// handlers each time, and none of that may reach the questions.

let renders = 0;
function CountedText(props: QuestionProps<string>) {
  renders += 1;
  return <TextQuestion {...props} />;
}
function CountedYesNo(props: QuestionProps<string>) {
  renders += 1;
  return <YesNo {...props} />;
}
const COMPONENTS: Partial<QuestionFormComponents> = { Text: CountedText, YesNo: CountedYesNo };

/** One render of the call as a chat adapter gives it: new arguments of equal content, new handlers. */
const call = (extra: { streaming?: boolean } = {}) => (
  <QuestionCall
    input={structuredClone(modelCall)}
    components={COMPONENTS}
    callId="call_1"
    draftKey="call_1"
    onSubmit={() => undefined}
    onDecline={() => undefined}
    onInvalid={() => undefined}
    {...extra}
  />
);

describe("renders in the chat path", () => {
  it("a host re-render with equal arguments and new handlers renders no question", () => {
    renders = 0;
    const { rerender } = render(call());
    // The counted renderers are the ones on screen.
    expect(renders).toBeGreaterThan(0);
    renders = 0;
    rerender(call());
    rerender(call());
    expect(renders).toBe(0);
  });

  it("a keystroke renders the one question typed in, and a host re-render after it none", async () => {
    const user = userEvent.setup();
    const { rerender } = render(call());
    renders = 0;
    await user.type(screen.getByRole("textbox", { name: /project be called/ }), "a");
    expect(renders).toBe(1);
    renders = 0;
    rerender(call());
    expect(renders).toBe(0);
    sessionStorage.clear();
  });
});
