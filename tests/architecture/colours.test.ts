import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Colour by meaning (decision 0060): outside the component kit (app/components/ui/) and the theme
 * (app/platform/themes/, app/app.css) a class names what a colour means — text-muted, bg-raised,
 * border-line, text-danger… from app/app.css, or a brand shade — never a palette colour
 * (text-gray-700, bg-white) nor a dark: variant; each token carries its own dark value.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

const KIT = ["app/components/ui/", "app/platform/themes/"];

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const PALETTE =
  "(?:slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\\d{2,3}|white|black";
const UTILITY = "text|bg|border(?:-[trblxyse])?|ring(?:-offset)?|outline|divide|from|via|to|fill|stroke|placeholder|accent|caret|decoration|shadow";
/** A palette colour class, with any variants before it: `hover:bg-gray-100`, `text-white/90`. */
const RAW_COLOUR = new RegExp(`(?<![\\w-])(?:[\\w\\-\\[\\]&:>*=]+:)?(?:${UTILITY})-(?:${PALETTE})(?:/\\d+)?(?![\\w-])`, "g");
/** A dark: variant, anywhere in a class: `dark:bg-gray-800`, `hover:dark:text-white`. */
const DARK_VARIANT = /(?<![\w-])(?:[\w\-[\]&:>*=]+:)?dark:[\w\-[\]/:.]+/g;

/** Every colour class a source uses that the rule forbids, as "line: class". */
export function colourBreaches(source: string): string[] {
  return source.split("\n").flatMap((line, index) => {
    const found = [...line.matchAll(RAW_COLOUR), ...line.matchAll(DARK_VARIANT)].sort((a, b) => a.index - b.index);
    return [...new Set(found.map((match) => `${index + 1}: ${match[0]}`))];
  });
}

describe("colour classes", () => {
  const files = sourcesUnder("app").filter((file) => !KIT.some((kit) => file.startsWith(kit)));

  it("find palette colours and dark: variants", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(colourBreaches('<p className="mt-2 text-gray-700 dark:text-gray-300">')).toEqual(["1: text-gray-700", "1: dark:text-gray-300"]);
    expect(colourBreaches('const x = "hover:bg-white/20 border-t-gray-200";')).toEqual(["1: hover:bg-white/20", "1: border-t-gray-200"]);
    expect(colourBreaches('<p className="text-muted bg-raised border-line text-brand-700 hover:text-accent">')).toEqual([]);
    expect(colourBreaches('mode === "dark" ? "dark" : undefined; // a dark mode')).toEqual([]);
  });

  it("outside the kit and the theme, only colours by meaning: no palette colour, no dark:", () => {
    const breaches = files.flatMap((file) => colourBreaches(readFileSync(join(root, file), "utf8")).map((breach) => `${file}:${breach}`));
    expect(breaches).toEqual([]);
  });
});
