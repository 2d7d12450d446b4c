"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";

// shadcn/ui's Label on Base UI, shaped as `npx shadcn add label` writes it in an app whose base is
// Base UI (style base-nova): a plain `<label>` (Base UI has no label part of its own outside a Field).

/** A label: 14 px, medium weight, one line as tall as its text (`leading-none`). */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives `htmlFor` or wraps the control.
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
