import { describe, expect, it } from "vitest";
import { flashCookie, readFlash } from "./flash.server.ts";

const requestWith = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

describe("flash messages", () => {
  it("round-trips accented messages through the cookie", () => {
    const cookie = flashCookie(["Conquista desbloqueada: Primeiros Passos (+10 pontos)"]).split(";")[0]!;
    expect(readFlash(requestWith(cookie))).toEqual(["Conquista desbloqueada: Primeiros Passos (+10 pontos)"]);
  });
  it("ignores a forged or broken cookie", () => {
    expect(readFlash(requestWith("lampada_flash=%%%"))).toEqual([]);
    expect(readFlash(requestWith(`lampada_flash=${Buffer.from('{"a":1}').toString("base64url")}`))).toEqual([]);
  });
});
