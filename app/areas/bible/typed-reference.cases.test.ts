import { describe, expect, it } from "vitest";
import { TYPED_REFERENCE_CASES } from "#tests/fixtures/typed-references.ts";
import { parseTypedPassages, typedReferenceLabel } from "./typed-reference.ts";

/** What a query names, written as the cases write it. */
function names(query: string): string | null {
  const typed = parseTypedPassages(query);
  if (!typed) return null;
  if (!typed.ok) return "!";
  return typed.references.map(typedReferenceLabel).join(typed.kind === "choice" ? " | " : "; ");
}

describe("references typed any way (the table of cases)", () => {
  it("holds several hundred cases", () => expect(TYPED_REFERENCE_CASES.length).toBeGreaterThan(700));

  it.each(TYPED_REFERENCE_CASES)("%j names %j", (query, expected) => expect(names(query)).toBe(expected));
});
