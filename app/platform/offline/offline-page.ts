/**
 * The offline page's script (public/offline.html, built into build/client/offline.js): lists the
 * pages kept for offline reading, those of the member's cache while it exists, else the public
 * ones (the same rule the service worker follows), and offers to try again.
 */
import { isListedPage, MEMBER_PAGES_CACHE, pageLabel, PUBLIC_PAGES_CACHE } from "./offline-rules.ts";

/** Enough to find one's way; the most recently kept first. */
const LISTED = 40;

async function keptPages(): Promise<Array<{ href: string; label: string }>> {
  const name = (await caches.has(MEMBER_PAGES_CACHE)) ? MEMBER_PAGES_CACHE : PUBLIC_PAGES_CACHE;
  if (!(await caches.has(name))) return [];
  const cache = await caches.open(name);
  const requests = (await cache.keys())
    .filter((request) => isListedPage(new URL(request.url)))
    .reverse()
    .slice(0, LISTED);
  const pages = await Promise.all(
    requests.map(async (request) => {
      const url = new URL(request.url);
      const html = (await (await cache.match(request, { ignoreVary: true }))?.text()) ?? "";
      return { href: url.pathname + url.search, label: pageLabel(html, url) };
    }),
  );
  return pages.sort((a, b) => a.label.localeCompare(b.label, "pt-BR"));
}

async function showKeptPages(): Promise<void> {
  const list = document.getElementById("paginas-guardadas");
  const empty = document.getElementById("nenhuma-pagina");
  if (!list || !empty) return;
  const pages = "caches" in self ? await keptPages() : [];
  for (const page of pages) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = page.href;
    link.textContent = page.label;
    item.append(link);
    list.append(item);
  }
  list.hidden = pages.length === 0;
  empty.hidden = pages.length > 0;
}

document.getElementById("tentar-novamente")?.addEventListener("click", () => location.reload());
window.addEventListener("online", () => location.reload());
void showKeptPages();
