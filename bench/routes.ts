import { matchPath } from "react-router";
import { PAGES, type Page } from "#app/platform/site/pages.ts";

/** The visitors' pages issue 18 names, measured first and always for the full duration. */
export const ISSUE_ROUTES = [
  "/",
  "/biblia",
  "/biblia/gn/1",
  "/biblia/gn/1?versao=ACF",
  "/biblia/sl/23",
  "/hinario",
  "/hinario/1",
  "/dicionario",
  "/quiz",
] as const;

/** Routes whose first-load JavaScript and CSS are weighed (all pages of the route list). */
export { PAGES as WEIGHED_PAGES } from "#app/platform/site/pages.ts";

export interface BenchPage {
  /** The address asked for. */
  address: string;
  /** Its pattern in app/routes.ts. */
  path: string;
  /** Its route module. */
  file: string;
  /** Named by issue 18 (else it comes from the route list). */
  named: boolean;
}

/** A page's concrete address: its example when its pattern has parameters. */
export const addressOf = (page: Page) => page.example ?? page.path;

const patternOf = (address: string) => PAGES.find((p) => matchPath(p.path, address.split("?")[0]!))!;

/**
 * The visitors' pages to load-test: the issue's routes, then every page of the route list
 * whose pattern they do not already cover (so a page added later is measured without
 * editing the bench), without the member pages `isMemberPage` recognises.
 */
export async function visitorPages(isMemberPage: (page: Page) => Promise<boolean>): Promise<{ pages: BenchPage[]; memberPages: string[] }> {
  const pages: BenchPage[] = ISSUE_ROUTES.map((address) => {
    const page = patternOf(address);
    return { address, path: page.path, file: page.file, named: true };
  });
  const covered = new Set(pages.map((p) => p.path));
  const memberPages: string[] = [];
  for (const page of PAGES) {
    if (covered.has(page.path)) continue;
    if (await isMemberPage(page)) memberPages.push(addressOf(page));
    else pages.push({ address: addressOf(page), path: page.path, file: page.file, named: false });
  }
  return { pages, memberPages };
}
