import { lazyPart } from "../kit/lazyPart.tsx";

/** `StepsLayout`, loaded the first time a form uses `layout="steps"` (a bundle that never does never loads it). */
export const LazyStepsLayout = /* @__PURE__ */ lazyPart(() =>
  import("./StepsLayout.tsx").then((module) => module.StepsLayout),
);
