/**
 * The opening screen's countdown (decision 0055), a pure rule: the time left from `now` until
 * `startsAt` ('HH:MM') today on the projecting computer's clock, as 'M:SS' (or 'H:MM:SS' from
 * an hour on); null once the service has started (or more than 12 hours ahead: another day's).
 */
export function countdown(now: Date, startsAt: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(startsAt);
  if (!match) return null;
  const start = new Date(now);
  start.setHours(Number(match[1]), Number(match[2]), 0, 0);
  const seconds = Math.ceil((start.getTime() - now.getTime()) / 1000);
  if (seconds <= 0 || seconds > 12 * 3600) return null;
  const two = (n: number) => String(n).padStart(2, "0");
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
