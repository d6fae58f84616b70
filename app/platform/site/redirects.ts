/** Any control character (C0, DEL, C1), which browsers strip from addresses, or a backslash, which they read as a slash. */
const UNSAFE = /[\p{Cc}\\]/u;
const SITE = "http://site.invalid";

/**
 * A redirect target from user input: only a path on this site, else the fallback. The
 * value is resolved against the site's own origin and must stay on it, so tricks such as
 * `/\t/evil.example` (which a browser turns into `//evil.example`) cannot leave the site.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || UNSAFE.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.startsWith("//")) return fallback;
  return url.pathname + url.search + url.hash;
}
