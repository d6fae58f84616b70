import fc from "fast-check";
import { PARAM_EXAMPLES } from "./examples.ts";
import { describeText, hostileShortText, hostileText, percentEncode, stringOf, urlText, type Text } from "./inputs.ts";
import { lit, note, type Noted } from "./noted.ts";
import type { KnownForm, PlanContext } from "./request-spec.ts";
import type { KnownRoute } from "./routes.ts";

/**
 * Where a request goes: a route's pattern with its parameters filled in (plausibly or
 * hostilely), a form's own action, or a path outside the route list; what follows the path
 * (a data suffix, slashes); the query; and how the request line names the target.
 */

/** A path segment: a plausible value for a known parameter name, else (and often anyway) a hostile one. */
function paramValue(name: string): fc.Arbitrary<Noted<Text>> {
  const hostile = urlText(hostileText).map((v) => note(v.literal, [`param ${name} hostile: ${describeText(v.literal, 60)}`]));
  const examples = PARAM_EXAMPLES[name];
  if (!examples) return hostile;
  const plausible = fc.constantFrom(...examples).map((v) => note(lit(name === "*" ? v : percentEncode(Buffer.from(v))), []));
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: hostile });
}

function filledPattern(route: KnownRoute): fc.Arbitrary<Noted<Text>> {
  const segments = route.pattern.split("/").slice(1);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "")) return fc.constant(note(lit("/"), []));
  return fc
    .tuple(
      ...segments.map((segment) => {
        if (segment === "*") return paramValue("*");
        if (segment.startsWith(":")) {
          const name = segment.slice(1).replace(/\?$/, "");
          const value = paramValue(name);
          return segment.endsWith("?") ? fc.oneof(value, fc.constant(note(lit(""), [`param ${name} left out`]))) : value;
        }
        return fc.constant(note(lit(segment.replace(/\?$/, "")), []));
      }),
    )
    .map((parts) =>
      note<Text>(
        { join: parts.flatMap((p) => [lit("/"), p.value]) },
        parts.flatMap((p) => p.notes),
      ),
    );
}

/** Where the request goes: a route's pattern filled in, a form's own action, or a path outside the list. */
export interface Target {
  route: string;
  path: Noted<Text>;
  query: string;
  /** The form whose action this is, if any: its fields, method and who saw it come first. */
  form?: KnownForm;
}

export function targetPath(context: PlanContext): fc.Arbitrary<Target> {
  const byRoute = context.routes.map((route) => ({
    weight: route.hasAction ? 3 : 2,
    arbitrary: filledPattern(route).map((path): Target => ({ route: route.pattern, path, query: "" })),
  }));
  const byForm = context.forms.map((form) => {
    const [path, query] = form.action.split("?") as [string, string | undefined];
    return {
      weight: form.method === "GET" ? 1 : 4,
      arbitrary: fc.constant<Target>({ route: form.route, path: note(lit(path), []), query: query ?? "", form }),
    };
  });
  const extra = context.extraPaths.map((path) => ({
    weight: 1,
    arbitrary: fc.constant<Target>({ route: path.startsWith("/assets/") ? "(static files)" : path, path: note(lit(path), []), query: "" }),
  }));
  const assets = {
    weight: 1,
    arbitrary: urlText(hostileShortText).map((v): Target => ({
      route: "(static files)",
      path: note<Text>({ join: [lit("/assets/"), v.literal] }, [`static path hostile: ${describeText(v.literal, 60)}`]),
      query: "",
    })),
  };
  return fc.oneof(...byRoute, ...byForm, ...extra, assets);
}

/** What follows the path: React Router's data suffix, slashes, dots. */
export const suffix: fc.Arbitrary<Noted<string>> = fc.oneof(
  { weight: 40, arbitrary: fc.constant(note("", [])) },
  { weight: 5, arbitrary: fc.constant(note(".data", ["data request (.data)"])) },
  { weight: 2, arbitrary: fc.constant(note("/", ["trailing slash"])) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("//", "/.", "/..", "/%2e%2e", "%2F", ";x=1", "%00", "%E0%A4%A")
      .map((s) => note(s, [`path suffix ${JSON.stringify(s)}`])),
  },
);

export function queryPairs(context: PlanContext): fc.Arbitrary<Noted<Text>> {
  const names = Object.keys(context.queries);
  const known = fc.constantFrom(...names).chain((name) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(...(context.queries[name]!.length ? context.queries[name]! : [""]))
          .map((v) => note([name, lit(percentEncode(Buffer.from(v)))] as [string, Text], [])),
      },
      {
        weight: 2,
        arbitrary: urlText(hostileText).map((v) =>
          note([name, v.literal] as [string, Text], [`query ${name} hostile: ${describeText(v.literal, 60)}`]),
        ),
      },
    ),
  );
  const unknown = fc
    .tuple(urlText(hostileShortText), urlText(hostileShortText))
    .map(([n, v]) => note([stringOf(n.literal), v.literal] as [string, Text], [`query name hostile: ${describeText(n.literal, 40)}`]));
  const pair = fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: unknown });
  return fc.tuple(fc.array(pair, { maxLength: 3 }), fc.integer({ min: 0, max: 6 })).map(([pairs, repeat]) => {
    // now and then the same name twice
    const list = repeat === 0 && pairs.length ? [...pairs, note(pairs[0]!.value, ["query name repeated"])] : pairs;
    return note<Text>(
      { join: list.flatMap((p, i) => [lit(i ? "&" : ""), lit(p.value[0]), lit("="), p.value[1]]) },
      list.flatMap((p) => p.notes),
    );
  });
}

/**
 * How the request line names its target: a path (origin form) nearly always; now and then
 * a whole URL (absolute form, which a proxy would send, with this or another host), a path
 * starting with two slashes, or `*`.
 */
export function targetForm(context: PlanContext): fc.Arbitrary<Noted<string>> {
  return fc.oneof(
    { weight: 60, arbitrary: fc.constant(note("", [])) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          `http://${context.host}`,
          "http://evil.example",
          "https://evil.example:99999",
          "http://a b",
          "file://",
          "http://[::1]",
          "//",
          "/",
        )
        .map((prefix) => note(prefix, [`target starts with ${JSON.stringify(prefix)}`])),
    },
    { weight: 1, arbitrary: fc.constant(note("*", ["target *"])) },
  );
}
