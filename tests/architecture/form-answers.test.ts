import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One form answer (decision 0061): every action answers `FormAnswer`, made by the form helpers of
 * `app/platform/http/forms.server.ts` (`formDone`, `invalidForm`, `formError`, `formOutcome`) and
 * `formTooMany` — or leads elsewhere (`redirect`). An answer made by hand (`data({ … })`, an object
 * literal returned, `tooManyRequests` with its own body) is a second shape a page must learn.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

const strip = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** The text from `start` to its closing brace or bracket (strings are not parsed: good enough for this code). */
function block(source: string, start: number): string {
  const open = source.slice(start).search(/[{(]/);
  if (open < 0) return source.slice(start);
  let depth = 0;
  for (let i = start + open; i < source.length; i++) {
    const c = source[i];
    if (c === "{" || c === "(") depth++;
    else if (c === "}" || c === ")") {
      depth--;
      if (depth === 0) return source.slice(start, i + 1);
    }
  }
  return source.slice(start);
}

/** The module-level function or arrow named `name`, when the module has one. */
function helper(source: string, name: string): string {
  const at = source.search(new RegExp(`^(?:export )?(?:async )?(?:function ${name}\\b|const ${name}\\s*=)`, "m"));
  if (at < 0) return "";
  // Past the parameters of an arrow (`=>`) or a function's signature, to its body.
  const arrow = source.indexOf("=>", at);
  const fn = source.slice(at).startsWith("function") || /^(export )?(async )?function/.test(source.slice(at));
  return fn ? block(source, source.indexOf("{", source.indexOf(")", at))) : block(source, arrow + 2);
}

/** An action's text: its body, and the bodies of the module's helpers it calls (one level). */
function actionText(source: string, entry = "action"): { body: string; helpers: string } {
  const code = strip(source);
  const body = helper(code, entry);
  const called = new Set([...body.matchAll(/\b([A-Za-z_$][\w$]*)\s*(?:<[^>()]*>)?\(/g)].map((m) => m[1]!));
  const helpers = [...called].filter((name) => name !== entry).map((name) => helper(code, name));
  return { body, helpers: helpers.join("\n") };
}

/** What an answer made by hand looks like; the last two are looked for in the action's own body only. */
const BREACHES: Array<[string, RegExp, "anywhere" | "body"]> = [
  ["data() built in the action", /(?<!throw )\bdata(?:<[^>()]*>)?\(\s*(?!null\b)/, "anywhere"],
  ["tooManyRequests with its own body (use formTooMany)", /\btooManyRequests\(/, "anywhere"],
  ["an answer's fields written by hand", /[{,]\s*(?:ok|formError)\s*:/, "anywhere"],
  ["an object literal returned", /\breturn\s*\{/, "body"],
];

function breachesOf({ body, helpers }: { body: string; helpers: string }): string[] {
  return BREACHES.filter(([, pattern, where]) => pattern.test(body) || (where === "anywhere" && pattern.test(helpers))).map(([what]) => what);
}

const files = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => keep(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);

/** Route modules with an action, and the area functions routes delegate their action to (`*Action`). */
function actions(): Array<{ file: string; text: ReturnType<typeof actionText> }> {
  const routes = files("app/routes", (name) => /\.tsx?$/.test(name)).map((file) => ({
    file,
    text: actionText(readFileSync(join(root, file), "utf8")),
  }));
  const areas = files("app/areas", (name) => name.endsWith(".server.ts")).flatMap((file) => {
    const source = readFileSync(join(root, file), "utf8");
    return [...source.matchAll(/^export async function (\w+Action)(?:<[^>]*>)?\(args\b/gm)].map((m) => ({ file, text: actionText(source, m[1]) }));
  });
  return [...routes, ...areas].filter(({ text }) => text.body !== "");
}

describe("one form answer", () => {
  const found = actions();

  it("finds the actions", () => {
    expect(found.length).toBeGreaterThan(40);
  });

  it("every action answers through the form helpers (or redirects)", () => {
    const handMade = found.filter(({ text }) => breachesOf(text).length > 0).map(({ file, text }) => `${file}: ${breachesOf(text).join(", ")}`);
    expect(handMade).toEqual([]);
  });

  it("fails on an answer made by hand", () => {
    const action = (body: string) => `export async function action(args) {\n  const form = await parseForm(args.request, schema);\n${body}\n}\n`;
    expect(breachesOf(actionText(action("  if (!form.ok) return invalidForm(form);\n  return formDone({ message: 'Salvo.' });")))).toEqual([]);
    expect(breachesOf(actionText(action("  return redirect(href('/'));")))).toEqual([]);
    expect(breachesOf(actionText(action("  if (!form.ok) throw data(null, { status: 404 });")))).toEqual([]);
    expect(breachesOf(actionText(action("  return data({ ok: false, message: 'Não.' }, { status: 400 });")))).toContain("data() built in the action");
    expect(breachesOf(actionText(action("  return { ok: true, message: 'Sim.' };")))).toContain("an object literal returned");
    expect(breachesOf(actionText(action("  return tooManyRequests(r, 'attempts', (message) => ({ message }));")))).toContain(
      "tooManyRequests with its own body (use formTooMany)",
    );
    // A helper of the module the action calls is read too.
    const withHelper = `const refuse = (error) => data({ error }, { status: 400 });\n${action("  return refuse('Não.');")}`;
    expect(breachesOf(actionText(withHelper))).toContain("data() built in the action");
  });
});
