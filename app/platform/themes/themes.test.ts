import { describe, expect, it } from "vitest";
import { requestTheme } from "#app/platform/http/cookies.server.ts";
import { encodeCookieValue } from "#app/platform/site/cookie-value.ts";
import { parseColorTheme, themeCookie, toggledMode } from "./themes.ts";

const withCookies = (cookie: string | null) => new Request("http://localhost/", cookie ? { headers: { Cookie: cookie } } : {});

describe("theme preference", () => {
  it("follows the system (null) and blue when nothing is saved", async () => {
    expect(await requestTheme(withCookies(null))).toEqual({ mode: null, color: "blue" });
  });

  it("reads the saved mode and colour from the cookies the browser writes", async () => {
    const cookie = `a=1; ${themeCookie("theme", "dark").split(";")[0]}; ${themeCookie("colorTheme", "green").split(";")[0]}`;
    expect(await requestTheme(withCookies(cookie))).toEqual({ mode: "dark", color: "green" });
  });

  it("ignores unknown and unreadable values", async () => {
    expect(await requestTheme(withCookies(`theme=${encodeCookieValue("sepia")}; colorTheme=${encodeCookieValue("black")}`))).toEqual({
      mode: null,
      color: "blue",
    });
    for (const broken of ["theme=%E0%A4%A", "theme=%", "theme=dark", "colorTheme=%FF%FE", "tz=%; theme="]) {
      expect(await requestTheme(withCookies(broken))).toEqual({ mode: null, color: "blue" });
    }
    expect(parseColorTheme("<script>")).toBe("blue");
  });

  it("flips light and dark", () => {
    expect(toggledMode("light")).toBe("dark");
    expect(toggledMode("dark")).toBe("light");
  });

  it("writes a year-long, site-wide cookie", () => {
    expect(themeCookie("theme", "dark")).toBe(`theme=${encodeCookieValue("dark")}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
