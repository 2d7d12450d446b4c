// Colours as a person sees them, read from computed styles in a real browser: the look tests
// measure contrast with these (WCAG's formulas).

export type Rgb = [number, number, number];

/** A computed `rgb()` / `rgba()` colour as its channels and alpha. */
export function parseColor(color: string): { rgb: Rgb; alpha: number } {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha: color.startsWith("rgba") ? a : 1 };
}

/** The colour an element's background shows: its own, blended over its ancestors' (a page is white). */
export function backgroundOf(element: Element | null): Rgb {
  if (!element) return [255, 255, 255];
  const { rgb, alpha } = parseColor(getComputedStyle(element).backgroundColor);
  if (alpha >= 1) return rgb;
  const under = backgroundOf(element.parentElement);
  return rgb.map((channel, i) => channel * alpha + (under[i] ?? 0) * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
