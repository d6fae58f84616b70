import { bytesOf } from "./inputs.ts";
import { encodedBody } from "./body-encoding.ts";
import type { RequestSpec } from "./request-spec.ts";

/** The exact bytes of a planned request, with the member's session cookie (name=value) when it has one. */
export interface WireRequest {
  bytes: Buffer;
  /** Bytes of the request line and headers (Node refuses more than 16 KB with 431 and may reset the connection). */
  headLength: number;
  /** The answer to a HEAD has no body whatever its headers say. */
  noBody: boolean;
  halfClose: boolean;
  requestId: string | null;
}

const CRLF = "\r\n";

function chunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += 16 * 1024) {
    const chunk = body.subarray(offset, offset + 16 * 1024);
    parts.push(Buffer.from(`${chunk.length.toString(16)}${CRLF}`), chunk, Buffer.from(CRLF));
  }
  parts.push(Buffer.from(`0${CRLF}${CRLF}`));
  return Buffer.concat(parts);
}

function cookieHeader(spec: RequestSpec, session: string | null): Buffer | null {
  const plan = spec.cookies;
  if (plan.kind === "raw") {
    const raw = bytesOf(plan.value);
    return plan.withSession && session ? Buffer.concat([Buffer.from(`${session}; `), raw]) : raw;
  }
  const pairs: Buffer[] = [];
  if (plan.session === "valid" && session) pairs.push(Buffer.from(session));
  for (const [name, value] of plan.pairs) pairs.push(Buffer.concat([Buffer.from(`${name}=`), bytesOf(value)]));
  if (!pairs.length) return null;
  const joined: Buffer[] = [];
  pairs.forEach((p, i) => joined.push(...(i ? [Buffer.from("; "), p] : [p])));
  return Buffer.concat(joined);
}

export function wireRequest(spec: RequestSpec, session: string | null, copy = 0): WireRequest {
  const method = spec.method;
  const hasRequestId = spec.headers.some(([name]) => name.toLowerCase() === "x-request-id");
  const requestId = hasRequestId ? null : `hostile-${spec.id}-${copy}`;
  const lines: Buffer[] = [Buffer.from(`${method} `), bytesOf(spec.target), Buffer.from(` HTTP/1.1${CRLF}`)];
  const header = (name: string, value: Buffer | string) =>
    lines.push(Buffer.from(`${name}: `), Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from(CRLF));
  for (const [name, value] of spec.headers) header(name, bytesOf(value));
  if (requestId) header("X-Request-Id", requestId);
  const cookie = cookieHeader(spec, session);
  if (cookie) header("Cookie", cookie);
  const encoded = spec.body ? encodedBody(spec.body, spec.id) : null;
  if (encoded?.contentType) header("Content-Type", bytesOf(encoded.contentType));
  let body = encoded ? bytesOf(encoded.body) : null;
  const upper = method.toUpperCase();
  const isWrite = !["GET", "HEAD", "OPTIONS", "TRACE"].includes(upper);
  if (body && spec.chunked) {
    header("Transfer-Encoding", "chunked");
    if (spec.contentLength === "auto") header("Content-Length", String(body.length));
    body = chunked(body);
  } else if (body) {
    const length = spec.contentLength;
    if (length === "auto") header("Content-Length", String(body.length));
    else if (length === "longer") header("Content-Length", String(body.length + 10));
    else if (length === "shorter") header("Content-Length", String(Math.max(0, body.length - 3)));
    else if (length !== "none") header("Content-Length", bytesOf(length));
  } else if (isWrite) {
    header("Content-Length", "0");
  }
  lines.push(Buffer.from(CRLF));
  const headLength = lines.reduce((n, b) => n + b.length, 0);
  if (body) lines.push(body);
  return { bytes: Buffer.concat(lines), headLength, noBody: upper === "HEAD", halfClose: spec.halfClose, requestId };
}

/** The request for a report: printable, with long runs of one character collapsed and the body cut. */
export function printableRequest(bytes: Buffer, max = 1500): string {
  let text = "";
  let i = 0;
  while (i < bytes.length && text.length < max) {
    let run = 1;
    while (i + run < bytes.length && bytes[i + run] === bytes[i]) run++;
    const byte = bytes[i]!;
    const char =
      byte === 0x0d
        ? "\\r"
        : byte === 0x0a
          ? "\\n\n"
          : byte === 0x5c
            ? "\\\\"
            : byte >= 0x20 && byte < 0x7f
              ? String.fromCharCode(byte)
              : `\\x${byte.toString(16).padStart(2, "0")}`;
    if (run > 12) {
      text += `${char}{×${run}}`;
      i += run;
    } else {
      text += char;
      i++;
    }
  }
  return i < bytes.length ? `${text}… (${bytes.length} bytes in all)` : text;
}
