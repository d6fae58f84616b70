/** Browser only: the images the portal draws for sharing or saving (verse cards, prayers, certificates). */

/** The font stacks every drawn image uses. */
export const CANVAS_SERIF = "Georgia, 'Times New Roman', serif";
export const CANVAS_SANS = "system-ui, sans-serif";

/** Draws on a fresh canvas of the given size and gives the picture back as an image file. */
export function drawnImage(
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
  type = "image/png",
  quality?: number,
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) return Promise.reject(new Error("canvas 2d unavailable"));
  draw(ctx);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob gave nothing"))), type, quality));
}

/** Fills the whole canvas with a diagonal gradient from one colour to another. */
export function fillDiagonalGradient(ctx: CanvasRenderingContext2D, width: number, height: number, from: string, to: string): void {
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}
