import type { ScrapedForm } from "./html.ts";
import type { Text } from "./inputs.ts";
import type { KnownRoute } from "./routes.ts";

/**
 * One planned request, compact and serialisable: everything about it is decided by
 * fast-check from the seed, except the member's session token (added when sent).
 */
export interface RequestSpec {
  id: number;
  who: "visitor" | "member";
  method: string;
  /** The route pattern it aims at (or a label for paths outside the route list). */
  route: string;
  target: Text;
  /** Headers in order, without Cookie, Content-Length and Transfer-Encoding. */
  headers: Array<[string, Text]>;
  cookies: CookiePlan;
  body: BodyPlan | null;
  /** The Content-Type header sent, described (for reports). */
  contentType: string;
  contentLength: ContentLength;
  /** Send the body with chunked framing (and no Content-Length unless contentLength says so). */
  chunked: boolean;
  /** Close our side after sending (a body shorter than declared must end somewhere). */
  halfClose: boolean;
  /** Copies fired at the same moment (a race). */
  race: number;
  /** What is hostile about it, for reports and grouping. */
  notes: string[];
  /** Framing is deliberately broken: the server may close without answering. */
  mayGoUnanswered: boolean;
}

/** The body's true length, none, one that lies (longer or shorter than the body), or a literal value. */
export type ContentLength = "auto" | "none" | "longer" | "shorter" | Text;

export type CookiePlan =
  { kind: "pairs"; session: "valid" | "none" | "hostile"; pairs: Array<[string, Text]> } | { kind: "raw"; value: Text; withSession: boolean };

/** A form found on a page (or from the table of extra fields), tied to the route its action matches. */
export interface KnownForm extends ScrapedForm {
  who: "visitor" | "member";
  route: string;
}

export interface PlanContext {
  routes: KnownRoute[];
  forms: KnownForm[];
  /** Query names to values, from the table and the pages' links. */
  queries: Record<string, readonly string[]>;
  host: string;
  manifestVersion: string | null;
  /** Paths served outside the route list: /healthz, static files, /__manifest. */
  extraPaths: string[];
  /** The route ids React Router uses in ?_routes= (root plus each route's id). */
  routeIds: string[];
  /** Cookie names the server reads, with plausible plain values. */
  cookies: Record<string, readonly string[]>;
  sessionCookieName: string;
}

/** One field of a form body (the same name may come twice). */
export interface FieldValue {
  name: Text;
  value: Text;
  /** A file part in multipart bodies. */
  file?: { filename: Text; type: string; bytes: Text };
}

/** How a form's fields become a body (see body-encoding.ts). */
export type Encoding =
  | "urlencoded"
  | "urlencoded-raw"
  | "multipart"
  | "multipart-no-boundary"
  | "multipart-wrong-boundary"
  | "multipart-broken"
  | "json"
  | "text"
  | "no-type"
  | "empty"
  | "odd-type";

/** A body: form fields and how they are encoded (so a failure can be narrowed field by field), or raw bytes. */
export type BodyPlan =
  { kind: "form"; fields: FieldValue[]; how: Encoding; oddType: string; jsonOdd: string[] } | { kind: "raw"; body: Text; contentType: Text | null };
