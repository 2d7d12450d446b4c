import { lazy, Suspense } from "react";
import type { StepsLayoutProps } from "./StepsLayout.tsx";

// Its own chunk: a bundle that never renders `layout="steps"` never loads it.
const StepsLayout = lazy(() => import("./StepsLayout.tsx").then((module) => ({ default: module.StepsLayout })));

/** `StepsLayout`, loaded the first time a form uses `layout="steps"` (nothing shows for that moment). */
export function LazyStepsLayout(props: StepsLayoutProps) {
  return (
    <Suspense fallback={null}>
      <StepsLayout {...props} />
    </Suspense>
  );
}
