import { type ComponentType, lazy, Suspense } from "react";

/**
 * A part in a chunk of its own, loaded the first time it renders, showing
 * nothing for that moment: the steps layout, a waiting call's countdown and
 * its note. Call it marked pure (`/* @__PURE__ *\/ lazyPart(…)`), so a bundle
 * that never renders the part drops it and its chunk.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module scope (see above).
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
