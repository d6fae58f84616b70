/** A %-encoded text decoded, or null when its escapes are broken ("%E0%A4%A" would throw). */
export function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
