/** The rules of a link to one of the portal's pages (PageLink), apart from React. */

/** A click the page should handle itself: the main button, no modifier, no other window. */
export function isPlainClick(
  event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean },
  target: string | undefined,
): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === "_self");
}

/**
 * Whether a link's page is the one shown, as React Router's NavLink decides it: the same
 * path, or (unless `end`) a path under it; letter case aside.
 */
export function isCurrentPage(pathname: string, to: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const page = to.split(/[?#]/)[0]!.toLowerCase();
  if (current === page) return true;
  if (end) return false;
  const base = page !== "/" && page.endsWith("/") ? page.slice(0, -1) : page;
  return current.startsWith(base) && current.charAt(base.length) === "/";
}
