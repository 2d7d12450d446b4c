import { useEffect, useLayoutEffect } from "react";

/**
 * `useLayoutEffect` in the browser (runs before paint, so a measured layout
 * never flashes), `useEffect` on the server, where React 18 warns about layout
 * effects that cannot run.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
