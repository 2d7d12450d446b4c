/** A rectangle painted on the picture: its colour, and where (`[x, y, width, height]`; all of it when left out). */
export interface Paint {
  color: string;
  at?: readonly [number, number, number, number];
}

/**
 * A real PNG, drawn and encoded by the browser (a canvas), as a person's screenshot: `width` ×
 * `height` pixels, each `paint` laid on in order (by default all red). Browser tests only: jsdom has
 * no canvas to draw on.
 */
export async function screenshotPng(
  name = "screen.png",
  {
    width = 24,
    height = 16,
    paint = [{ color: "#c00" }],
  }: { width?: number; height?: number; paint?: readonly Paint[] } = {},
): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  for (const { color, at: [x, y, w, h] = [0, 0, width, height] } of paint) {
    context.fillStyle = color;
    context.fillRect(x, y, w, h);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made as Blob), "image/png"));
  return new File([blob], name, { type: "image/png" });
}
