/**
 * The offline page's script (public/offline.html, built into build/client/offline.js): lists the
 * pages kept for offline reading, those of the member's cache while it exists, else the public
 * ones (the same rule the service worker follows), grouped by section, and names the sections
 * with nothing kept as not available offline; it offers to try again.
 */
import { SITE_ROUTES } from "#app/routes.ts";
import { groupKeptPages, isListedPage, MEMBER_PAGES_CACHE, pageLabel, PUBLIC_PAGES_CACHE, type KeptPage } from "./offline-rules.ts";

/** The sections: the top bar's links a visitor sees, in its order. */
const SECTIONS = SITE_ROUTES.flatMap((r) => (r.topBar && !r.membersOnly ? [{ href: r.path, label: r.topBar.label, order: r.topBar.order }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ href, label }) => ({ href, label }));

async function keptPages(): Promise<KeptPage[]> {
  const name = (await caches.has(MEMBER_PAGES_CACHE)) ? MEMBER_PAGES_CACHE : PUBLIC_PAGES_CACHE;
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const requests = (await cache.keys()).filter((request) => isListedPage(new URL(request.url)));
  return Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const html = (await (await cache.match(request, { ignoreVary: true }))?.text()) ?? "";
      return { href: url.pathname + url.search, label: pageLabel(html, url) };
    }),
  );
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

async function showKeptPages(): Promise<void> {
  const list = document.getElementById("paginas-guardadas");
  const missing = document.getElementById("secoes-indisponiveis");
  const empty = document.getElementById("nenhuma-pagina");
  if (!list || !missing || !empty) return;
  const sections = groupKeptPages("caches" in self ? await keptPages() : [], SECTIONS);
  const kept = sections.filter((s) => s.pages.length > 0);
  for (const section of kept) {
    const group = element("section");
    group.append(element("h3", section.label));
    const pages = element("ul");
    for (const page of section.pages) {
      const link = element("a", page.label);
      link.href = page.href;
      const item = element("li");
      item.append(link);
      pages.append(item);
    }
    group.append(pages);
    list.append(group);
  }
  const notKept = sections.filter((s) => s.pages.length === 0);
  const missingList = missing.querySelector("ul");
  for (const section of notKept) missingList?.append(element("li", section.label));
  list.hidden = kept.length === 0;
  empty.hidden = kept.length > 0;
  missing.hidden = notKept.length === 0;
}

document.getElementById("tentar-novamente")?.addEventListener("click", () => location.reload());
// Back online: the page the member asked for is tried again, unless they have already started
// for another (a link, the address bar); a reload then would replace where they were going.
let leaving = false;
window.addEventListener("beforeunload", () => (leaving = true));
window.addEventListener("online", () => {
  if (!leaving) location.reload();
});
void showKeptPages();
