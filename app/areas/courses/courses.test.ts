import { describe, expect, it } from "vitest";
import { loadCourseCatalogue } from "./courses.content.server.ts";
import { courseFilterFromParams, filterCourses, showsFeatured } from "./courses.ts";

describe("courses catalogue", () => {
  const courses = loadCourseCatalogue();

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
