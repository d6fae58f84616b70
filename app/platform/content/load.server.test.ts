import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { ContentError, loadContent } from "./load.server.ts";

describe("content validation", () => {
  it("names the file and the field of a wrong entry", () => {
    const schema = z.array(z.object({ referencia: bibleReference }));
    process.env.CONTENT_DIR = "app/platform/content/fixtures";
    try {
      expect(() => loadContent("wrong.yaml", schema)).toThrow(ContentError);
      expect(() => loadContent("wrong.yaml", schema)).toThrow(/content\/wrong\.yaml: \[1\]\.referencia — referência bíblica inválida/);
    } finally {
      delete process.env.CONTENT_DIR;
    }
  });
});
