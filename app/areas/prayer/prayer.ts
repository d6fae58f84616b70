/**
 * Prayer sharing: the share text and links, pure so the page and
 * the tests agree on them. The image is drawn by prayer-image.ts, loaded only when asked.
 */
export const PRAYER_MAX = 1000;
export const VERSE_MAX = 300;

export const PRAYER_TITLE = "Pedido de Oração";
export const PRAYER_HASHTAGS = "#PedidoDeOração #Oração #Fé #Lâmpada";

export const PRAYER_MESSAGES = {
  clipboardFallback: "Texto copiado! Cole nas suas redes sociais.",
  instagram: "Texto copiado! Cole no Instagram Stories ou Feed.",
  copied: "Texto copiado para a área de transferência!",
  imageDownloaded: "Imagem baixada! Compartilhe em suas redes sociais.",
  imageError: "Não foi possível gerar a imagem. Tente novamente.",
  copyError: "Não foi possível copiar o texto. Selecione-o na prévia e copie.",
} as const;

/** Whether there is a prayer to share (the six actions wait for it). */
export function canShare(prayer: string): boolean {
  return prayer.trim().length > 0;
}

/** The text every action shares: the title, the prayer, the verse when given, the hashtags. */
export function prayerShareText(prayer: string, verse: string): string {
  const parts = [`🙏 ${PRAYER_TITLE}`, prayer.trim()];
  if (verse.trim()) parts.push(`📖 ${verse.trim()}`);
  parts.push(PRAYER_HASHTAGS);
  return parts.join("\n\n");
}

export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Facebook's sharer with the page address and the text as quote. */
export function facebookUrl(pageUrl: string, text: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}&quote=${encodeURIComponent(text)}`;
}

/** The Twitter intent link carrying the text (X, formerly Twitter, still answers it). */
export function twitterUrl(text: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

/** File name of the downloaded image, with the date: pedido-de-oracao-2026-11-23.png. */
export function prayerImageFileName(now: Date): string {
  return `pedido-de-oracao-${now.toISOString().slice(0, 10)}.png`;
}
