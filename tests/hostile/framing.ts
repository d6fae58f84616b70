import fc from "fast-check";
import { lit } from "./noted.ts";
import type { ContentLength } from "./request-spec.ts";

/** How the body is framed: its true length nearly always; now and then none, chunked, or a length that lies. */
type Framing = { contentLength: ContentLength; chunked: boolean; halfClose: boolean; mayGoUnanswered: boolean; notes: string[] };

export const framing: fc.Arbitrary<Framing> = fc.oneof(
  { weight: 40, arbitrary: fc.constant<Framing>({ contentLength: "auto", chunked: false, halfClose: false, mayGoUnanswered: false, notes: [] }) },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({ contentLength: "none", chunked: false, halfClose: true, mayGoUnanswered: true, notes: ["no Content-Length"] }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({ contentLength: "none", chunked: true, halfClose: false, mayGoUnanswered: false, notes: ["chunked body"] }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "auto",
      chunked: true,
      halfClose: false,
      mayGoUnanswered: true,
      notes: ["chunked and Content-Length"],
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom("-1", "abc", "1e3", "99999999999999999999", "0x10", "+5", " 5", "5, 6", "").map((v) => ({
      contentLength: lit(v),
      chunked: false,
      halfClose: true,
      mayGoUnanswered: true,
      notes: [`Content-Length ${JSON.stringify(v)}`],
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "longer",
      chunked: false,
      halfClose: true,
      mayGoUnanswered: true,
      notes: ["Content-Length longer than the body"],
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Framing>({
      contentLength: "shorter",
      chunked: false,
      halfClose: false,
      mayGoUnanswered: true,
      notes: ["Content-Length shorter than the body"],
    }),
  },
);
