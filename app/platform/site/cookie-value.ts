/**
 * How a cookie value is written, in the format React Router's `createCookie` reads
 * (base64 of the JSON, then URI-encoded). The browser uses it for the cookies it sets
 * itself (theme, colour, time zone), so the server has one parser for every cookie.
 */
export function encodeCookieValue(value: string): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return encodeURIComponent(btoa(String.fromCharCode(...bytes)));
}
