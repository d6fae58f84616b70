import { describe, expect, it } from "vitest";
import { loadCourseCatalogue } from "./courses.content.server.ts";
import { courseFilterFromParams, filterCourses, showsFeatured } from "./courses.ts";

describe("courses catalogue", () => {
  const courses = loadCourseCatalogue();

  it("has 12 free courses, featured 1, 2 and 5, no certificate for 4, 8 and 12", () => {
    expect(courses).toHaveLength(12);
    expect(courses.filter((c) => c.destaque).map((c) => c.id)).toEqual([1, 2, 5]);
    expect(courses.filter((c) => !c.certificado).map((c) => c.id)).toEqual([4, 8, 12]);
    expect(courses.every((c) => c.gratuito)).toBe(true);
  });

  it("searches title, description and instructor, ignoring case and accents, within the chip", () => {
    const find = (q: string, categoria = "") =>
      filterCourses(courses, courseFilterFromParams(new URLSearchParams({ q, categoria }))).map((c) => c.id);
    expect(find("DANIEL")).toEqual([3]);
    expect(find("ministerio da familia")).toEqual([7, 8]);
    expect(find("vizinhanca")).toEqual([12]);
    expect(find("", "jovens")).toEqual([9, 11]);
    expect(find("daniel", "familia")).toEqual([]);
    expect(find("", "desconhecida")).toHaveLength(12);
  });

  it("shows the featured section only for 'todos' with an empty search", () => {
    expect(showsFeatured({ query: "", category: "todos" })).toBe(true);
    expect(showsFeatured({ query: " ", category: "todos" })).toBe(true);
    expect(showsFeatured({ query: "fé", category: "todos" })).toBe(false);
    expect(showsFeatured({ query: "", category: "jovens" })).toBe(false);
  });
});
