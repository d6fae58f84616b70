import { describe, expect, it } from "vitest";
import { grantableBy, rolesFor } from "./church-roles.ts";

describe("roles by church", () => {
  it("lets the district's pastor and the conference do every church duty, and only the conference its own", () => {
    expect(rolesFor("treasury")).toEqual(["admin", "pastor", "tesouraria"]);
    expect(rolesFor("office")).toEqual(["admin", "pastor", "secretaria"]);
    expect(rolesFor("rollup")).toEqual(["admin", "pastor"]);
    expect(rolesFor("conference")).toEqual(["admin"]);
  });

  it("grants only the roles below the one held", () => {
    expect(grantableBy(["admin"])).toEqual(["admin", "pastor", "secretaria", "tesouraria", "comunicacao"]);
    expect(grantableBy(["pastor"])).toEqual(["secretaria", "tesouraria", "comunicacao"]);
    expect(grantableBy(["secretaria"])).toEqual(["tesouraria", "comunicacao"]);
    expect(grantableBy(["tesouraria", "comunicacao"])).toEqual([]);
    expect(grantableBy([])).toEqual([]);
  });
});
