import * as RadioGroup from "@radix-ui/react-radio-group";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { version as reactVersion } from "react";
import { version as reactDomVersion } from "react-dom";
import { expect, it } from "vitest";

// The react18 project sets EXPECTED_REACT_MAJOR=18; every other jsdom project runs the React 19 dev dependency.
const expectedMajor = process.env.EXPECTED_REACT_MAJOR ?? "19";

it(`runs React ${expectedMajor} and a matching react-dom`, () => {
  expect(reactVersion.split(".")[0]).toBe(expectedMajor);
  expect(reactDomVersion).toBe(reactVersion);
});

it("gives Radix and Testing Library the same React as the test (a second copy would break hooks)", async () => {
  render(
    <RadioGroup.Root aria-label="Colour">
      <RadioGroup.Item value="red" aria-label="Red" />
      <RadioGroup.Item value="blue" aria-label="Blue" />
    </RadioGroup.Root>,
  );
  await userEvent.click(screen.getByRole("radio", { name: "Blue" }));
  expect(screen.getByRole("radio", { name: "Blue" })).toBeChecked();
  expect(screen.getByRole("radio", { name: "Red" })).not.toBeChecked();
});
