import { Children, cloneElement, type ForwardedRef, forwardRef, isValidElement, type ReactElement } from "react";

/** What `IntoChild` receives: a radio group's props for our fieldset, and the fieldset. */
interface IntoChildProps {
  /** Radix's word for "render as the child": said to both libraries, meant for Radix's. */
  asChild?: boolean;
  /** Base UI's word for the element to render as: said to both libraries, meant for Base UI's. */
  render?: unknown;
  /** The one element the props go to (our fieldset, or another `IntoChild`). */
  children?: ReactElement<Record<string, unknown>>;
  className?: string;
  style?: object;
  [prop: string]: unknown;
}

/**
 * Renders nothing of its own: hands its props to its one child, as Radix's
 * `Slot` does (the child's own props win, event handlers run both, the
 * child's first, classes and styles join). It lets one radio group be our
 * fieldset on both libraries: Radix's group (`asChild`) merges its role, keys
 * and ref into its child, this; Base UI's renders its `render` element, also
 * this, with the fieldset as its child. Each library's word for it reaches the
 * other's group too, so both are dropped here, never put on the fieldset.
 */
export const IntoChild = forwardRef(function IntoChild(
  { asChild: _radix, render: _baseUi, children, ...props }: IntoChildProps,
  ref: ForwardedRef<unknown>,
) {
  const child = Children.only(children);
  if (!isValidElement<Record<string, unknown>>(child)) return null;
  const own = child.props;
  const merged: Record<string, unknown> = { ...props, ...own, ref };
  for (const [key, theirs] of Object.entries(props)) {
    const ours = own[key];
    if (/^on[A-Z]/.test(key) && typeof theirs === "function" && typeof ours === "function") {
      merged[key] = (...args: unknown[]) => {
        ours(...args);
        theirs(...args);
      };
    }
  }
  if (props.className && own.className) merged.className = `${props.className} ${own.className}`;
  if (props.style && own.style) merged.style = { ...props.style, ...(own.style as object) };
  return cloneElement(child, merged);
});
