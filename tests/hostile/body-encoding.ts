import { byteLength, bytesOf, describeText, percentEncode, stringOf, type Text } from "./inputs.ts";
import { lit } from "./noted.ts";
import type { BodyPlan, Encoding, FieldValue, RequestSpec } from "./request-spec.ts";

/** A planned body made into bytes: form fields urlencoded, as multipart, JSON or text, or raw. */

/** Encodes a Text for a urlencoded body without making a 1 MB string per piece. */
function formEncode(text: Text): Text {
  if ("repeat" in text) return { repeat: percentEncode(Buffer.from(text.repeat)), times: text.times };
  if ("join" in text) return { join: text.join.map(formEncode) };
  return lit(percentEncode(bytesOf(text)));
}

function jsonEscape(text: Text): Text {
  if ("repeat" in text) return { repeat: JSON.stringify(text.repeat).slice(1, -1), times: text.times };
  if ("join" in text) return { join: text.join.map(jsonEscape) };
  return lit(JSON.stringify(stringOf(text)).slice(1, -1));
}

interface BuiltBody {
  body: Text | null;
  contentType: Text | null;
  notes: string[];
}

/** The bytes of a body and its Content-Type (none: no header). */
export function encodedBody(plan: BodyPlan, id: number): { body: Text; contentType: Text | null } {
  if (plan.kind === "raw") return { body: plan.body, contentType: plan.contentType };
  const built = encodeBody(plan.fields, plan.how, plan.oddType, plan.jsonOdd, id);
  return { body: built.body ?? lit(""), contentType: built.contentType };
}

/** The Content-Type a request carries, described for reports. */
export function describeContentType(spec: Pick<RequestSpec, "body" | "id">): string {
  const type = spec.body ? encodedBody(spec.body, spec.id).contentType : null;
  return type ? describeText(type, 80) : "(none)";
}

export function encodeBody(fields: FieldValue[], how: Encoding, oddType: string, jsonOdd: string[], id: number): BuiltBody {
  const boundary = `----lampadaHostile${id}`;
  const urlencoded = (raw: boolean): Text => ({
    join: fields.flatMap((f, i) => [lit(i ? "&" : ""), raw ? f.name : formEncode(f.name), lit("="), raw ? f.value : formEncode(f.value)]),
  });
  const multipart = (b: string, close = true): Text => ({
    join: [
      ...fields.flatMap((f): Text[] => [
        lit(`--${b}\r\nContent-Disposition: form-data; name="`),
        f.name,
        f.file ? { join: [lit('"; filename="'), f.file.filename, lit(`"\r\nContent-Type: ${f.file.type}\r\n\r\n`)] } : lit('"\r\n\r\n'),
        f.file ? f.file.bytes : f.value,
        lit("\r\n"),
      ]),
      lit(close ? `--${b}--\r\n` : `--${b}\r\nContent-Disposition: form-da`),
    ],
  });
  switch (how) {
    case "urlencoded":
      return { body: urlencoded(false), contentType: lit("application/x-www-form-urlencoded"), notes: [] };
    case "urlencoded-raw":
      return { body: urlencoded(true), contentType: lit("application/x-www-form-urlencoded"), notes: ["urlencoded body not %-encoded"] };
    case "multipart":
      return { body: multipart(boundary), contentType: lit(`multipart/form-data; boundary=${boundary}`), notes: ["multipart"] };
    case "multipart-no-boundary":
      return { body: multipart(boundary), contentType: lit("multipart/form-data"), notes: ["multipart without boundary"] };
    case "multipart-wrong-boundary":
      return { body: multipart(boundary), contentType: lit("multipart/form-data; boundary=outra"), notes: ["multipart with the wrong boundary"] };
    case "multipart-broken":
      return { body: multipart(boundary, false), contentType: lit(`multipart/form-data; boundary=${boundary}`), notes: ["multipart cut short"] };
    case "json": {
      const entries = fields.map((f, i): Text => {
        const odd = jsonOdd[i % Math.max(1, jsonOdd.length)];
        const value: Text = odd && i % 2 === 0 ? lit(odd) : { join: [lit('"'), jsonEscape(f.value), lit('"')] };
        return { join: [lit(i ? "," : ""), lit('"'), jsonEscape(f.name), lit('":'), value] };
      });
      return { body: { join: [lit("{"), ...entries, lit("}")] }, contentType: lit("application/json"), notes: ["application/json"] };
    }
    case "text":
      return {
        body: { join: fields.flatMap((f) => [f.name, lit("="), f.value, lit("\r\n")]) },
        contentType: lit("text/plain"),
        notes: ["text/plain"],
      };
    case "no-type":
      return { body: urlencoded(false), contentType: null, notes: ["no Content-Type"] };
    case "empty":
      return { body: lit(""), contentType: lit("application/x-www-form-urlencoded"), notes: ["empty body"] };
    case "odd-type":
      return { body: urlencoded(false), contentType: lit(oddType), notes: [`Content-Type ${JSON.stringify(oddType).slice(0, 60)}`] };
  }
}

/** Over the smallest body limit: the server may answer 413 and close while we still send. */
export function routeBodyTooLarge(body: Text): boolean {
  return byteLength(body) > 60 * 1024;
}
