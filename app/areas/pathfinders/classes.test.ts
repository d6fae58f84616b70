import { describe, expect, it } from "vitest";
import { areaSummaries, classCertificateFileName, classItemKeys, isKnownItem, parseStoredProgress, progressPercent } from "./classes.ts";
import { loadClasses } from "./classes.content.server.ts";

describe("class progress rules", () => {
  const classes = loadClasses();

  it("each area's activity count is the number of items the progress page lists for it", () => {
    for (const c of classes) expect(areaSummaries(c).map((a) => a.atividades)).toEqual(c.areas.map((a) => a.itens.length));
    expect(areaSummaries(classes[0]!).find((a) => a.nome === "Descoberta Espiritual")!.atividades).toBe(5);
  });

  it("progress is checked / total × 100 and reaches 100 only with every item", () => {
    const keys = classItemKeys(classes[0]!);
    expect(progressPercent(keys, new Set())).toBe(0);
    expect(progressPercent(keys, new Set(keys.slice(1)))).toBeLessThan(100);
    expect(progressPercent(keys, new Set([...keys, "9-9-9"]))).toBe(100);
  });

  it("knows which keys exist and reads only valid stored maps", () => {
    expect(isKnownItem(classes, "1-0-4")).toBe(true);
    expect(isKnownItem(classes, "1-1-4")).toBe(false);
    expect(isKnownItem(classes, "7-0-0")).toBe(false);
    expect(parseStoredProgress('{"1-0-0":true,"1-0-1":false,"x":true,"2-0-0":"sim"}')).toEqual(["1-0-0"]);
    expect(parseStoredProgress("{quebrado")).toEqual([]);
    expect(parseStoredProgress("[1,2]")).toEqual([]);
  });

  it("names the certificate file after the class", () => {
    expect(classCertificateFileName("Amigo")).toBe("certificado-amigo-desbravador.png");
    expect(classCertificateFileName("Guia")).toBe("certificado-guia-desbravador.png");
  });
});
