import QRCode from "qrcode";

/** The PIX code as a QR Code, an SVG drawn on the server, ready for an <img> (no script needed). */
export async function pixQrDataUri(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
