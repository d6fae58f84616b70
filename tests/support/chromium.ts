import { existsSync } from "node:fs";

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? "/usr/bin/chromium";
}

export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium não encontrado em ${path}. Instale com "sudo apt-get install chromium" (Debian/Ubuntu) ou aponte CHROME_PATH para o executável.`,
    );
  }
}
