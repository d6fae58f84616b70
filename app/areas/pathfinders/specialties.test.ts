import { describe, expect, it } from "vitest";
import { catalogueCounts } from "./specialties.ts";

describe("the hub's specialty counts", () => {
  it("count the specialties and the categories that hold any", () => {
    const catalogue = [{ items: [1, 2, 3] }, { items: [] }, { items: [4] }];
    expect(catalogueCounts(catalogue)).toEqual({ specialties: "4 Especialidades", categories: "2 Categorias" });
  });

  it("speak of one in the singular", () => {
    expect(catalogueCounts([{ items: [1] }])).toEqual({ specialties: "1 Especialidade", categories: "1 Categoria" });
  });
});
