/** Routes measured by `npm run bench`. Each area adds its heaviest pages here. */
export const BENCH_ROUTES = [
  "/",
  "/biblia",
  "/biblia/gn/1",
  "/biblia/gn/1?versao=ACF",
  "/biblia/busca?q=amor&versao=acf",
  "/biblia/busca?q=senhor+deus&versao=acf",
  "/hinario",
  "/quiz",
  "/login",
  "/perfil",
];

/** Routes whose first-load JavaScript and CSS are weighed (all pages of the table). */
export { PAGES as WEIGHED_PAGES } from "../app/modules/site/pages.ts";
