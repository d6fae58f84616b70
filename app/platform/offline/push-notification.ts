/**
 * What the service worker does with a push (reminders, decision 0036): pure, so it is tested
 * without a worker. A push carries JSON { title, body, url, tag }; anything else shows a plain
 * notice rather than nothing (a push without a notification may cost the subscription).
 */
export interface PushNotice {
  title: string;
  body: string;
  /** An absolute URL of this origin. */
  url: string;
  tag: string;
}

const TEXT_MAX = 500;

const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() ? value.slice(0, TEXT_MAX) : fallback);

/** The notification of a push's text: its fields when they are sound, a path of this origin as its address, else the home page. */
export function pushNotice(data: string | null, origin: string): PushNotice {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : null;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>;
  } catch {
    // Shown as the plain notice below.
  }
  const path = typeof payload.url === "string" && payload.url.startsWith("/") && !payload.url.startsWith("//") ? payload.url : "/";
  return {
    title: text(payload.title, "Lâmpada"),
    body: text(payload.body, "Você tem um lembrete."),
    url: new URL(path, origin).href,
    tag: text(payload.tag, "lembrete").slice(0, 40),
  };
}

/** Of the open windows, the one to focus for a notification's address: one already on it, else none (a new one opens). */
export function windowFor<T extends { url: string }>(windows: readonly T[], url: string): T | undefined {
  return windows.find((w) => w.url === url);
}

/** The address a clicked notification opens: the one it was shown with, when it is of this origin; else the home page. */
export function clickTarget(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === "string" && url.startsWith(`${origin}/`) ? url : `${origin}/`;
}
