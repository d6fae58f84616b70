import { describe, expect, it } from "vitest";
import { mergeActivity, timeAgo, type ActivityItem } from "./activity.ts";
import { isBuilt } from "./links.ts";

const item = (title: string, at: string, kind: ActivityItem["kind"] = "reading"): ActivityItem => ({ kind, title, detail: "", at, to: null });

describe("home activity", () => {
  it("merges the lists newest first and keeps the limit", () => {
    const merged = mergeActivity(
      [
        [item("Gênesis 1", "2026-03-01T10:00:00Z"), item("Gênesis 2", "2026-03-03T10:00:00Z")],
        [item("Primeiros Passos", "2026-03-02T10:00:00Z", "achievement")],
      ],
      2,
    );
    expect(merged.map((i) => i.title)).toEqual(["Gênesis 2", "Primeiros Passos"]);
  });

  it("says how long ago in Portuguese", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(timeAgo("2026-03-10T11:59:40Z", now)).toBe("agora");
    expect(timeAgo("2026-03-10T11:59:00Z", now)).toBe("há 1 minuto");
    expect(timeAgo("2026-03-10T11:15:00Z", now)).toBe("há 45 minutos");
    expect(timeAgo("2026-03-10T10:00:00Z", now)).toBe("há 2 horas");
    expect(timeAgo("2026-03-09T10:00:00Z", now)).toBe("ontem");
    expect(timeAgo("2026-03-06T10:00:00Z", now)).toBe("há 4 dias");
    expect(timeAgo("2026-01-06T10:00:00Z", now)).toBe("6 de jan. de 2026");
  });

  it("links only pages that are built", () => {
    expect(isBuilt("/biblia")).toBe(true);
    expect(isBuilt("/doacao")).toBe(true);
    expect(isBuilt("/nao-existe")).toBe(false);
  });
});
