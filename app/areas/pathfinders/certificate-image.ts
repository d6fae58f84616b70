import { drawnImage } from "#app/platform/sharing/canvas-image.ts";

/**
 * Certificates drawn on a canvas and saved as PNG (class 1200×800, course
 * 1600×1200). Browser only; loaded with import() when a certificate is asked for.
 */
export interface CertificateSpec {
  width: number;
  height: number;
  /** The line above the name ("Certificado de Conclusão"). */
  heading: string;
  name: string;
  /** Lines below the name. */
  lines: string[];
  /** Already formatted for display. */
  date: string;
  accent: string;
}

export function renderCertificate(spec: CertificateSpec): Promise<Blob> {
  return drawnImage(spec.width, spec.height, (ctx) => drawCertificate(ctx, spec));
}

function drawCertificate(ctx: CanvasRenderingContext2D, spec: CertificateSpec): void {
  const { width: w, height: h } = spec;
  const unit = w / 1200;
  const px = (n: number) => Math.round(n * unit);

  ctx.fillStyle = "#fffdf7";
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = spec.accent;
  ctx.lineWidth = px(14);
  ctx.strokeRect(px(24), px(24), w - px(48), h - px(48));
  ctx.lineWidth = px(3);
  ctx.strokeRect(px(48), px(48), w - px(96), h - px(96));

  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = spec.accent;
  ctx.font = `bold ${px(58)}px Georgia, serif`;
  ctx.fillText(spec.heading, w / 2, h * 0.2);

  ctx.fillStyle = "#374151";
  ctx.font = `${px(26)}px Georgia, serif`;
  ctx.fillText("Certificamos que", w / 2, h * 0.34);

  ctx.fillStyle = "#111827";
  ctx.font = `italic bold ${px(54)}px Georgia, serif`;
  ctx.fillText(fit(ctx, spec.name, w - px(200)), w / 2, h * 0.45);
  ctx.strokeStyle = "#9ca3af";
  ctx.lineWidth = px(2);
  ctx.beginPath();
  ctx.moveTo(w * 0.2, h * 0.51);
  ctx.lineTo(w * 0.8, h * 0.51);
  ctx.stroke();

  ctx.fillStyle = "#374151";
  ctx.font = `${px(26)}px Georgia, serif`;
  spec.lines.forEach((line, i) => ctx.fillText(fit(ctx, line, w - px(200)), w / 2, h * 0.6 + i * px(40)));

  ctx.font = `${px(22)}px Georgia, serif`;
  ctx.fillText(spec.date, w / 2, h * 0.8);

  ctx.fillStyle = spec.accent;
  ctx.font = `bold ${px(24)}px system-ui, sans-serif`;
  ctx.fillText("Lâmpada", w / 2, h * 0.88);
}

/** Shortens a text with an ellipsis until it fits the width. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}
