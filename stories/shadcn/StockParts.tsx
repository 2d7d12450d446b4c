import { useId } from "react";
import { Button as BaseUiButton } from "./base-ui/button.tsx";
import { Checkbox as BaseUiCheckbox } from "./base-ui/checkbox.tsx";
import { RadioGroup as BaseUiRadioGroup, RadioGroupItem as BaseUiRadioGroupItem } from "./base-ui/radio-group.tsx";
import { Button as RadixButton } from "./ui/button.tsx";
import { Checkbox as RadixCheckbox } from "./ui/checkbox.tsx";
import { RadioGroup as RadixRadioGroup, RadioGroupItem as RadixRadioGroupItem } from "./ui/radio-group.tsx";

/** Which shadcn parts an app has: on Radix (style new-york-v4), or on Base UI (shadcn's default base). */
export type ShadcnBase = "radix" | "base-ui";

const PARTS = {
  radix: {
    Button: RadixButton,
    Checkbox: RadixCheckbox,
    RadioGroup: RadixRadioGroup,
    RadioGroupItem: RadixRadioGroupItem,
  },
  "base-ui": {
    Button: BaseUiButton,
    Checkbox: BaseUiCheckbox,
    RadioGroup: BaseUiRadioGroup,
    RadioGroupItem: BaseUiRadioGroupItem,
  },
};

/** shadcn's Label, as `npx shadcn add label` writes its classes. */
const LABEL = "flex items-center gap-2 text-sm leading-none font-medium select-none";

/**
 * shadcn's own parts of one base, used as shadcn's docs show them (a RadioGroup with a picked item,
 * a ticked and an empty Checkbox, a Button and an outline Button), above a state in the pictures
 * and stories: what the form's parts must look like.
 */
export function StockParts({ base }: { base: ShadcnBase }) {
  const { Button, Checkbox, RadioGroup, RadioGroupItem } = PARTS[base];
  const id = useId();
  return (
    <div data-testid="stock-parts" className="mb-6 grid gap-4 border-b pb-6">
      <p className="text-sm text-muted-foreground">shadcn's own parts ({base === "radix" ? "Radix" : "Base UI"})</p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <RadioGroup defaultValue="picked" className="flex w-auto gap-6" aria-label="Stock radio group">
          <div className="flex items-center gap-3">
            <RadioGroupItem value="picked" id={`${id}picked`} />
            <label htmlFor={`${id}picked`} className={LABEL}>
              Picked
            </label>
          </div>
          <div className="flex items-center gap-3">
            <RadioGroupItem value="other" id={`${id}other`} />
            <label htmlFor={`${id}other`} className={LABEL}>
              Not picked
            </label>
          </div>
        </RadioGroup>
        <div className="flex items-center gap-3">
          <Checkbox defaultChecked id={`${id}ticked`} />
          <label htmlFor={`${id}ticked`} className={LABEL}>
            Ticked
          </label>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox id={`${id}empty`} />
          <label htmlFor={`${id}empty`} className={LABEL}>
            Not ticked
          </label>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button>Button</Button>
        <Button variant="outline">Outline</Button>
      </div>
    </div>
  );
}
