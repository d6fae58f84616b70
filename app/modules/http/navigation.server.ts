/**
 * Whether a GET is the member's own navigation, from this site or typed in the address bar
 * (Sec-Fetch-Site `same-origin` or `none`): only these may record a reading and pay it.
 * A page of another site that sends the member's browser here, a HEAD, or a client that
 * does not say where it comes from, reads without writing.
 */
export function isOwnNavigation(request: Request): boolean {
  if (request.method !== "GET") return false;
  const site = request.headers.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}
