import { type ComponentType, lazy, Suspense, useState } from "react";

/** A part in a chunk of its own (`lazyPart`), and how to load that chunk ahead of its first render. */
export type LazyPart<Props> = ComponentType<Props> & {
  /**
   * Loads the chunk now, for a part likely to show soon: one mounted once it is in renders in the
   * same commit as what caused it, with no empty moment.
   */
  preload: () => Promise<unknown>;
};

/**
 * A part in a chunk of its own, loaded the first time it renders (or on
 * `preload()`), showing nothing while it loads: the steps layout, a waiting
 * call's countdown and its note. Call it marked pure (`/* @__PURE__ *\/ lazyPart(…)`),
 * so a bundle that never renders the part drops it and its chunk.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Part = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part, at module scope (see above).
  function LazyPart(props: Props) {
    // Once the chunk is in, the part renders at once: through `lazy` it would suspend for a round,
    // and React holds a boundary's content back for up to 300 ms after its fallback showed. Chosen
    // at mount, as switching later would remount the part (a countdown would start again); inside
    // the boundary either way, so a server's markup and the client's hydration agree.
    const [Loaded] = useState(() => loaded);
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Part {...props} />}</Suspense>;
  }
  return Object.assign(LazyPart, { preload });
}
