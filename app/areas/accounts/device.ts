/** Recognised browsers and systems, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iPhone/iPad"],
  [/Windows/, "Windows"],
  [/CrOS/, "Chromebook"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/Linux/, "Linux"],
];

const first = (list: ReadonlyArray<[RegExp, string]>, text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** A short Portuguese name for the device behind a User-Agent, for the list of sessions. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return "Dispositivo desconhecido";
  const browser = first(BROWSERS, userAgent) ?? "Navegador";
  const system = first(SYSTEMS, userAgent);
  return system ? `${browser} no ${system}` : browser;
}
