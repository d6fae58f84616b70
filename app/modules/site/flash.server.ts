import { z } from "zod";

/**
 * One-time messages carried across a redirect (e.g. achievements earned at login): set
 * by the action, shown and cleared by the next page the layout renders.
 */
export const FLASH_COOKIE = "lampada_flash";

const messages = z.array(z.string().max(200)).max(10);

export function flashCookie(list: readonly string[]): string {
  const value = Buffer.from(JSON.stringify(list.slice(0, 10))).toString("base64url");
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearedFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export function readFlash(request: Request): string[] {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== FLASH_COOKIE || !value) continue;
    try {
      const parsed = messages.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  return [];
}
