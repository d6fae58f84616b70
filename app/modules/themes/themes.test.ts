import { describe, expect, it } from "vitest";
import { parseColorTheme, themeCookie, themeFromCookieHeader, toggledMode } from "./themes.ts";

describe("theme preference", () => {
  it("follows the system (null) and blue when nothing is saved", () => {
    expect(themeFromCookieHeader(null)).toEqual({ mode: null, color: "blue" });
  });

  it("reads the saved mode and colour from cookies", () => {
    expect(themeFromCookieHeader("a=1; theme=dark; colorTheme=green")).toEqual({ mode: "dark", color: "green" });
  });

  it("ignores unknown values", () => {
    expect(themeFromCookieHeader("theme=sepia; colorTheme=black")).toEqual({ mode: null, color: "blue" });
    expect(parseColorTheme("<script>")).toBe("blue");
  });

  it("flips light and dark", () => {
    expect(toggledMode("light")).toBe("dark");
    expect(toggledMode("dark")).toBe("light");
  });

  it("writes a year-long, site-wide cookie", () => {
    expect(themeCookie("theme", "dark")).toBe("theme=dark; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
