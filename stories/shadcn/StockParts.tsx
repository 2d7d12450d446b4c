import { useId } from "react";
import { Button as BaseNovaButton } from "./styles/base-nova/button.tsx";
import { Checkbox as BaseNovaCheckbox } from "./styles/base-nova/checkbox.tsx";
import { Input as BaseNovaInput } from "./styles/base-nova/input.tsx";
import { Label as BaseNovaLabel } from "./styles/base-nova/label.tsx";
import {
  RadioGroup as BaseNovaRadioGroup,
  RadioGroupItem as BaseNovaRadioGroupItem,
} from "./styles/base-nova/radio-group.tsx";
import { Button as BaseVegaButton } from "./styles/base-vega/button.tsx";
import { Checkbox as BaseVegaCheckbox } from "./styles/base-vega/checkbox.tsx";
import { Input as BaseVegaInput } from "./styles/base-vega/input.tsx";
import { Label as BaseVegaLabel } from "./styles/base-vega/label.tsx";
import {
  RadioGroup as BaseVegaRadioGroup,
  RadioGroupItem as BaseVegaRadioGroupItem,
} from "./styles/base-vega/radio-group.tsx";
import { Button as RadixNovaButton } from "./styles/radix-nova/button.tsx";
import { Checkbox as RadixNovaCheckbox } from "./styles/radix-nova/checkbox.tsx";
import { Input as RadixNovaInput } from "./styles/radix-nova/input.tsx";
import { Label as RadixNovaLabel } from "./styles/radix-nova/label.tsx";
import {
  RadioGroup as RadixNovaRadioGroup,
  RadioGroupItem as RadixNovaRadioGroupItem,
} from "./styles/radix-nova/radio-group.tsx";
import type { ShadcnStyle } from "./styles/registry.ts";
import { Button as RadixButton } from "./ui/button.tsx";
import { Checkbox as RadixCheckbox } from "./ui/checkbox.tsx";
import { RadioGroup as RadixRadioGroup, RadioGroupItem as RadixRadioGroupItem } from "./ui/radio-group.tsx";

/**
 * Which shadcn parts an app has: one of shadcn's styles (stories/shadcn/styles/), or `radix`, the
 * older new-york parts on Radix of stories/shadcn/ui (which have no Input or Label here).
 */
export type ShadcnBase = "radix" | ShadcnStyle;

/** shadcn's Label on the new-york parts, as `npx shadcn add label` writes its classes. */
const LABEL = "flex items-center gap-2 text-sm leading-none font-medium select-none";

function NewYorkLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className={LABEL}>
      {children}
    </label>
  );
}

const PARTS = {
  radix: {
    name: "new-york, Radix",
    Button: RadixButton,
    Checkbox: RadixCheckbox,
    RadioGroup: RadixRadioGroup,
    RadioGroupItem: RadixRadioGroupItem,
    Label: NewYorkLabel,
    Input: undefined,
  },
  "base-nova": {
    name: "base-nova",
    Button: BaseNovaButton,
    Checkbox: BaseNovaCheckbox,
    RadioGroup: BaseNovaRadioGroup,
    RadioGroupItem: BaseNovaRadioGroupItem,
    Label: BaseNovaLabel,
    Input: BaseNovaInput,
  },
  "radix-nova": {
    name: "radix-nova",
    Button: RadixNovaButton,
    Checkbox: RadixNovaCheckbox,
    RadioGroup: RadixNovaRadioGroup,
    RadioGroupItem: RadixNovaRadioGroupItem,
    Label: RadixNovaLabel,
    Input: RadixNovaInput,
  },
  "base-vega": {
    name: "base-vega",
    Button: BaseVegaButton,
    Checkbox: BaseVegaCheckbox,
    RadioGroup: BaseVegaRadioGroup,
    RadioGroupItem: BaseVegaRadioGroupItem,
    Label: BaseVegaLabel,
    Input: BaseVegaInput,
  },
};

/**
 * shadcn's own parts of one style, used as shadcn's docs show them (a vertical RadioGroup with a
 * picked item, a ticked and an empty Checkbox, a labelled Input, a Button and an outline Button),
 * above a state in the pictures and stories: what the form's parts must look like. Each part has a
 * `data-stock` name, so a test measures the stock part beside ours.
 */
export function StockParts({ base }: { base: ShadcnBase }) {
  const { name, Button, Checkbox, RadioGroup, RadioGroupItem, Label, Input } = PARTS[base];
  const id = useId();
  return (
    <div data-testid="stock-parts" className="mb-6 grid gap-4 border-b pb-6">
      <p className="text-sm text-muted-foreground">shadcn's own parts ({name})</p>
      <div className="flex flex-wrap items-start gap-x-8 gap-y-3">
        <RadioGroup defaultValue="picked" className="w-fit" aria-label="Stock radio group" data-stock="radio-group">
          <div className="flex items-center gap-3">
            <RadioGroupItem value="picked" id={`${id}picked`} />
            <Label htmlFor={`${id}picked`}>Picked</Label>
          </div>
          <div className="flex items-center gap-3">
            <RadioGroupItem value="other" id={`${id}other`} />
            <Label htmlFor={`${id}other`}>Not picked</Label>
          </div>
        </RadioGroup>
        <div className="grid gap-2">
          <div className="flex items-center gap-3">
            <Checkbox defaultChecked id={`${id}ticked`} />
            <Label htmlFor={`${id}ticked`}>Ticked</Label>
          </div>
          <div className="flex items-center gap-3">
            <Checkbox id={`${id}empty`} />
            <Label htmlFor={`${id}empty`}>Not ticked</Label>
          </div>
        </div>
      </div>
      {Input && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}input`}>Stock input</Label>
          <Input id={`${id}input`} placeholder="Placeholder" data-stock="input" />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button data-stock="button">Button</Button>
        <Button variant="outline">Outline</Button>
      </div>
    </div>
  );
}
