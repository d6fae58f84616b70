import fc from "fast-check";
import { encodedBody, routeBodyTooLarge } from "./body-encoding.ts";
import { bodyFor } from "./bodies.ts";
import { cookiePlan } from "./cookies.ts";
import { framing } from "./framing.ts";
import { headerArb } from "./headers.ts";
import { bytesOf, describeText, hostileShortText, percentEncode, stringOf, type Text } from "./inputs.ts";
import { method, RACE_METHODS, SAFE_METHODS } from "./methods.ts";
import { lit } from "./noted.ts";
import type { PlanContext, RequestSpec } from "./request-spec.ts";
import { queryPairs, suffix, targetForm, targetPath } from "./targets.ts";

/**
 * The plan of the hostile test: each request put together from its parts, every one drawn
 * by fast-check from the seed. What each part may be lives beside it: targets.ts (path,
 * parameters, query, request-line form), methods.ts, headers.ts, cookies.ts, bodies.ts (with
 * form-fields.ts, field-values.ts and body-encoding.ts), framing.ts; the requests sent in
 * every run whatever the seed are in fixed-cases.ts, and the shape of a request in
 * request-spec.ts.
 */

/** One planned request (fast-check picks every part of it from the seed). */
export function requestArb(context: PlanContext): fc.Arbitrary<Omit<RequestSpec, "id">> {
  return fc
    .record({
      anyone: fc.constantFrom<"visitor" | "member">("visitor", "member"),
      anyMethod: method,
      asTheForm: fc.integer({ min: 0, max: 4 }),
      target: targetPath(context),
      suffix,
      query: queryPairs(context),
    })
    .chain(({ anyone, anyMethod, asTheForm, target, suffix: sfx, query }) => {
      // A form's action is mostly sent as the page would: its method, by who saw the form.
      const who = target.form && asTheForm > 0 ? target.form.who : anyone;
      const method = target.form && asTheForm > 1 ? target.form.method : anyMethod;
      const isWrite = !SAFE_METHODS.has(method.toUpperCase());
      const withBody = isWrite
        ? fc.oneof({ weight: 12, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })
        : fc.oneof({ weight: 15, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
      const path = stringOf(target.path.value);
      return fc
        .record({
          headers: headerArb(context, isWrite),
          cookies: cookiePlan(context, who),
          hasBody: withBody,
          body: bodyFor(context, target.route, path, target.form),
          framing,
          race: fc.oneof({ weight: 14, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 5 }) }),
          manifest: fc.tuple(
            fc.array(
              fc.oneof(
                fc.constantFrom(...context.routes.map((r) => r.pattern)),
                hostileShortText.map((t) => percentEncode(bytesOf(t))),
              ),
              { maxLength: 3 },
            ),
            fc.boolean(),
          ),
          routes: fc.oneof(
            { weight: 5, arbitrary: fc.constant<string | null>(null) },
            { weight: 1, arbitrary: fc.subarray(context.routeIds, { minLength: 1 }).map((ids) => ids.join(",")) },
          ),
          targetForm: targetForm(context),
        })
        .map(({ headers, cookies, hasBody, body, framing: frame, race, manifest, routes, targetForm: form }): Omit<RequestSpec, "id"> => {
          const notes: string[] = [];
          if (method !== "GET" && method !== "POST") notes.push(`method ${method}`);
          let pathText: Text = target.path.value;
          let queryText: Text = query.value;
          const route = target.route;
          if (target.route === "/__manifest") {
            const [paths, rightVersion] = manifest;
            queryText = lit(`paths=${paths.join(",")}&version=${rightVersion && context.manifestVersion ? context.manifestVersion : "x"}`);
          } else if (sfx.value === ".data") {
            pathText = path === "/" ? lit("/_root.data") : { join: [pathText, lit(".data")] };
            if (routes) queryText = { join: [queryText, lit(`${stringOf(queryText) ? "&" : ""}_routes=${encodeURIComponent(routes)}`)] };
          } else if (sfx.value) {
            pathText = { join: [pathText, lit(sfx.value)] };
          }
          if (target.query) queryText = { join: [lit(target.query), lit(stringOf(queryText) ? "&" : ""), queryText] };
          const queryString = stringOf(queryText);
          const built = hasBody ? body : null;
          notes.push(
            ...target.path.notes,
            ...sfx.notes,
            ...query.notes,
            ...headers.notes,
            ...cookies.notes,
            ...(built?.notes ?? []),
            ...(hasBody ? frame.notes : []),
            ...form.notes,
          );
          const encoded = built ? encodedBody(built.value, 0) : null;
          if (!isWrite && hasBody) notes.push(`${method} with a body`);
          if (isWrite && !hasBody) notes.push("no body");
          const upper = method.toUpperCase();
          const headerList = [...headers.value];
          return {
            who,
            method,
            route,
            target: form.value === "*" ? lit("*") : { join: [lit(form.value), pathText, lit(queryString ? "?" : ""), queryText] },
            headers: headerList,
            cookies: cookies.value,
            body: built?.value ?? null,
            contentType: encoded?.contentType ? describeText(encoded.contentType, 80) : "(none)",
            contentLength: hasBody ? frame.contentLength : "auto",
            chunked: hasBody ? frame.chunked : false,
            halfClose: hasBody ? frame.halfClose : false,
            race: RACE_METHODS.has(upper) || (upper === "GET" && race > 1) ? race : 1,
            notes: race > 1 && (RACE_METHODS.has(upper) || upper === "GET") ? [...notes, `${race} at once`] : notes,
            mayGoUnanswered: (hasBody && frame.mayGoUnanswered) || upper === "CONNECT" || (encoded ? routeBodyTooLarge(encoded.body) : false),
          };
        });
    });
}
