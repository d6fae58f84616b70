import { describe, expect, it } from "vitest";
import { distanceKm, distanceLabel, foldedText, nearestFirst, searchChurches } from "./church-search.ts";

const church = (name: string, city: string | null, latitude: number | null = null, longitude: number | null = null) => ({
  name,
  city,
  latitude,
  longitude,
});

const SAO_PAULO = { latitude: -23.5505, longitude: -46.6333 };
const RIO = { latitude: -22.9068, longitude: -43.1729 };
const CAMPINAS = { latitude: -22.9099, longitude: -47.0626 };

describe("searching the churches", () => {
  const churches = [church("Igreja Central", "São Paulo"), church("Igreja do Méier", "Rio de Janeiro"), church("Igreja da Vila", null)];

  it("ignores accents, case and spacing", () => {
    expect(foldedText("  SÃO   Paulo ")).toBe("sao paulo");
    expect(searchChurches(churches, "sao paulo").map((c) => c.name)).toEqual(["Igreja Central"]);
    expect(searchChurches(churches, "MEIER").map((c) => c.name)).toEqual(["Igreja do Méier"]);
  });

  it("finds by name or city, every word in any order", () => {
    expect(searchChurches(churches, "janeiro igreja").map((c) => c.name)).toEqual(["Igreja do Méier"]);
    expect(searchChurches(churches, "vila").map((c) => c.name)).toEqual(["Igreja da Vila"]);
    expect(searchChurches(churches, "central rio")).toEqual([]);
  });

  it("gives every church for an empty query and none for an unknown word", () => {
    expect(searchChurches(churches, "   ")).toHaveLength(3);
    expect(searchChurches(churches, "Curitiba")).toEqual([]);
  });
});

describe("the nearest first", () => {
  it("measures with the haversine formula", () => {
    // São Paulo to Rio de Janeiro: about 361 km as the crow flies.
    expect(distanceKm(SAO_PAULO, RIO)).toBeGreaterThan(355);
    expect(distanceKm(SAO_PAULO, RIO)).toBeLessThan(365);
    expect(distanceKm(RIO, RIO)).toBe(0);
    expect(distanceKm(SAO_PAULO, RIO)).toBeCloseTo(distanceKm(RIO, SAO_PAULO), 9);
  });

  it("sorts by distance and puts churches without coordinates last, in their order", () => {
    const churches = [
      church("Sem lugar A", null),
      church("Rio", "Rio de Janeiro", RIO.latitude, RIO.longitude),
      church("Sem lugar B", null),
      church("Campinas", "Campinas", CAMPINAS.latitude, CAMPINAS.longitude),
    ];
    expect(nearestFirst(churches, SAO_PAULO).map((c) => c.name)).toEqual(["Campinas", "Rio", "Sem lugar A", "Sem lugar B"]);
    expect(nearestFirst(churches, RIO).map((c) => c.name)).toEqual(["Rio", "Campinas", "Sem lugar A", "Sem lugar B"]);
  });

  it("writes a distance in metres or kilometres", () => {
    expect(distanceLabel(0.234)).toBe("230 m");
    expect(distanceLabel(3.25)).toBe("3,3 km");
    expect(distanceLabel(1234.4)).toBe("1.234 km");
  });
});
