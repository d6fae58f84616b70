import { describe, expect, it } from "vitest";
import { clickTarget, pushNotice, windowFor } from "./push-notification.ts";

const ORIGIN = "https://lampada.exemplo";

describe("a push's notification", () => {
  it("shows the reminder's title and text and opens its page", () => {
    const data = JSON.stringify({
      title: "Versículo do dia",
      body: "“O Senhor é o meu pastor” — Salmos 23:1",
      url: "/planos/salmos-30-dias",
      tag: "plan",
    });
    expect(pushNotice(data, ORIGIN)).toEqual({
      title: "Versículo do dia",
      body: "“O Senhor é o meu pastor” — Salmos 23:1",
      url: "https://lampada.exemplo/planos/salmos-30-dias",
      tag: "plan",
    });
  });

  it("never opens another site, and still shows something for a push it cannot read", () => {
    for (const url of ["https://mal.exemplo/", "//mal.exemplo/x", "javascript:alert(1)", 42])
      expect(pushNotice(JSON.stringify({ title: "T", body: "B", url }), ORIGIN).url).toBe("https://lampada.exemplo/");
    expect(pushNotice("não é JSON", ORIGIN)).toEqual({
      title: "Lâmpada",
      body: "Você tem um lembrete.",
      url: "https://lampada.exemplo/",
      tag: "lembrete",
    });
    expect(pushNotice(null, ORIGIN).title).toBe("Lâmpada");
    expect(pushNotice(JSON.stringify({ title: "x".repeat(2000) }), ORIGIN).title).toHaveLength(500);
  });

  it("a click opens the notification's page of this origin only", () => {
    expect(clickTarget({ url: "https://lampada.exemplo/escola-sabatina/adultos/1" }, ORIGIN)).toBe(
      "https://lampada.exemplo/escola-sabatina/adultos/1",
    );
    for (const data of [{ url: "https://lampada.exemplo.mal/" }, { url: 7 }, null, "x"])
      expect(clickTarget(data, ORIGIN)).toBe("https://lampada.exemplo/");
  });

  it("focuses a window already on the page, else none", () => {
    const windows = [{ url: "https://lampada.exemplo/" }, { url: "https://lampada.exemplo/planos/salmos-30-dias" }];
    expect(windowFor(windows, "https://lampada.exemplo/planos/salmos-30-dias")).toBe(windows[1]);
    expect(windowFor(windows, "https://lampada.exemplo/escola-sabatina/adultos/1")).toBeUndefined();
  });
});
