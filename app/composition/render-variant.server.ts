import { greetingFor } from "#app/areas/home/greeting.ts";
import { readCookie, requestTheme, requestTimeZone } from "#app/platform/http/cookies.server.ts";
import { readSessionToken } from "#app/areas/accounts/session.store.server.ts";
import { localDate, localHour } from "#app/platform/site/time-zone.ts";

/**
 * Everything a visitor's page depends on besides its address: the church they chose (decision
 * 0065: its news, hymnal and footer), the saved theme and colour, and, in the visitor's time zone, the date (the verse of the day) and the part of the day
 * (the greeting). Two visitors with the same variant get the same page, so the server's
 * render cache keys visitor pages by address and variant. A request that carries a session
 * cookie, valid or not, is nobody's visitor page: null.
 */
export async function renderVariant(request: Request, now: Date = new Date()): Promise<string | null> {
  if (await readSessionToken(request)) return null;
  const theme = await requestTheme(request);
  const zone = await requestTimeZone(request);
  const { year, month, day } = localDate(now, zone);
  const church = (await readCookie(request, "visitChurch")) ?? "";
  return [church, theme.mode ?? "system", theme.color, zone, `${year}-${month}-${day}`, greetingFor(localHour(now, zone))].join("|");
}
