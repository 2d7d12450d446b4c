import { act } from "@testing-library/react";

/** Lets the chat kit process what was streamed to it and React render the result. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
