/** Any control character (C0, DEL, C1), which browsers strip from addresses, or a backslash, which they read as a slash. */
const UNSAFE = /[\p{Cc}\\]/u;
const SITE = "http://site.invalid";

/**
 * The one check of a path that user input asks to be sent to (a return path after login, a
 * redirect after a form): it is accepted only as a local path that is already in its normal form
 * — resolving it on this site gives it back unchanged — and does not begin with `//` or `/\`.
 * So `/..//evil.example`, `/.//evil.example`, `/%2e%2e//evil.example` and `/a/b/../..//evil`, which
 * normalise to `//evil.example` (another site), are refused, as is anything with a control
 * character or a backslash. Null when refused; pages never echo a refused value.
 */
export function safeLocalPath(value: unknown, maxLength = 2000): string | null {
  if (typeof value !== "string" || value.length > maxLength || !value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const normal = url.pathname + url.search + url.hash;
  return url.origin === SITE && normal === value ? value : null;
}

/** A redirect target from user input: safeLocalPath's answer, else the fallback. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  return safeLocalPath(value) ?? fallback;
}
