import { existsSync } from "node:fs";

/** The flags every Chromium the project starts runs with: no sandbox (a container), nothing fetched from outside. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

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
