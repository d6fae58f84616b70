import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { SITE_ROUTES } from "#app/routes.ts";
import { loadHymns } from "#app/areas/hymnal/hymnal.content.server.ts";
import { loadQuarters } from "#app/areas/sabbath-school/sabbath-school.content.server.ts";
import { contentIndex, hymnalIndex, sabbathSchoolIndex } from "./search.content.server.ts";
import { CONTENT_KINDS } from "./search-index.ts";
import { searchIndex } from "./search-index.ts";
import { queryTerms } from "./text.ts";

const index = contentIndex();
const hymns = hymnalIndex(loadHymns());
const lessons = sabbathSchoolIndex(loadQuarters());
const find = (query: string) => [hymns, lessons, index].flatMap((i) => searchIndex(i, queryTerms(query)));

describe("the index of the portal's content", () => {
  it("holds every kind, each document at a page of the site", () => {
    const docs = [...hymns.docs, ...lessons.docs, ...index.docs];
    expect(new Set(docs.map((d) => d.kind))).toEqual(new Set(Object.keys(CONTENT_KINDS)));
    const pages = SITE_ROUTES.filter((r) => r.title).map((r) => r.path);
    const nowhere = docs.filter((d) => !pages.some((p) => matchPath(p, d.href.split(/[?#]/)[0]!)));
    expect(nowhere.map((d) => d.href)).toEqual([]);
  });

  it("finds real content: a hymn by number, devotionals and lessons by 'oração', a knot by name", () => {
    expect(find("hino 37")[0]!.doc.href).toBe("/hinario/37");
    const prayer = find("oração");
    expect(prayer.some((h) => h.doc.href === "/devocional/2025-10-04-oracao-sem-ansiedade")).toBe(true);
    expect(prayer.some((h) => h.doc.kind === "escola-sabatina" || h.doc.kind === "estudos")).toBe(true);
    expect(find("orações").length).toBe(prayer.length);
    expect(find("nó de escota").some((h) => h.doc.kind === "nos")).toBe(true);
  });
});
