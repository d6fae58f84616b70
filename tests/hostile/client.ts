import { connect } from "node:net";
import { gunzipSync, inflateSync, brotliDecompressSync } from "node:zlib";

/**
 * A raw HTTP/1.1 client over a TCP socket: it sends exactly the bytes it is given (a
 * missing or malformed Host, TRACE, broken UTF-8 in the path, a lying Content-Length…),
 * which fetch and node:http refuse to send. One request per connection.
 */
export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header keeps every value. */
  headers: Map<string, string[]>;
  /** The body after removing chunked framing and content encoding. */
  body: Buffer;
}

export type RawOutcome =
  { kind: "response"; response: RawResponse; ms: number } | { kind: "closed"; detail: string; ms: number } | { kind: "timeout"; ms: number };

export interface SendOptions {
  host: string;
  port: number;
  timeoutMs: number;
  /** Half-close the connection after sending (the server then sees the end of the body). */
  endAfterSend?: boolean;
  /** The answer has no body whatever its headers say (a HEAD request). */
  noBody?: boolean;
}

export function sendRaw(bytes: Buffer, options: SendOptions): Promise<RawOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: options.host, port: options.port });
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const elapsed = () => Math.round(performance.now() - started);
    const settleWithData = (detail: string) => {
      const data = Buffer.concat(chunks);
      const response = data.length ? parseResponse(data) : null;
      if (response) finish({ kind: "response", response, ms: elapsed() });
      else
        finish({
          kind: "closed",
          detail: data.length ? `unparsable answer: ${JSON.stringify(data.subarray(0, 80).toString("latin1"))}` : detail,
          ms: elapsed(),
        });
    };
    const timer = setTimeout(() => {
      const data = Buffer.concat(chunks);
      const response = data.length ? parseResponse(data) : null;
      if (response) finish({ kind: "response", response, ms: elapsed() });
      else finish({ kind: "timeout", ms: elapsed() });
    }, options.timeoutMs);
    socket.on("connect", () => {
      socket.write(bytes, () => {
        if (options.endAfterSend) socket.end();
      });
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The whole answer is in: no need to wait for the server to close.
      const data = Buffer.concat(chunks);
      if (isComplete(data, options.noBody ?? false)) settleWithData("complete");
    });
    socket.on("end", () => settleWithData("closed without an answer"));
    socket.on("error", (error: NodeJS.ErrnoException) => settleWithData(`connection error ${error.code ?? error.message}`));
    socket.on("close", () => settleWithData("closed without an answer"));
  });
}

/** Drops interim answers (100 Continue…) before the final one. */
function skipInterim(data: Buffer): Buffer {
  while (/^HTTP\/1\.[01] 1\d\d/.test(data.subarray(0, 12).toString("latin1"))) {
    const end = data.indexOf("\r\n\r\n");
    if (end < 0) return Buffer.alloc(0);
    data = data.subarray(end + 4);
  }
  return data;
}

function headerEnd(data: Buffer): number {
  return data.indexOf("\r\n\r\n");
}

function parseHead(head: string): { status: number; headers: Map<string, string[]> } | null {
  const lines = head.split("\r\n");
  const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "");
  if (!statusLine) return null;
  const headers = new Map<string, string[]>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status: Number(statusLine[1]), headers };
}

/** Whether `data` holds a whole answer (by Content-Length or the final chunk), so we can stop reading. */
function isComplete(data: Buffer, noBody: boolean): boolean {
  data = skipInterim(data);
  const end = headerEnd(data);
  if (end < 0) return false;
  const head = parseHead(data.subarray(0, end).toString("latin1"));
  if (!head) return false;
  const body = data.subarray(end + 4);
  if (noBody || head.status === 204 || head.status === 304) return true;
  const te = head.headers.get("transfer-encoding")?.join(",").toLowerCase() ?? "";
  if (te.includes("chunked")) return dechunk(body) !== null;
  const length = head.headers.get("content-length")?.[0];
  if (length !== undefined) return body.length >= Number(length);
  return false;
}

/** The chunked body decoded, or null while the last chunk has not arrived. */
function dechunk(body: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!Number.isFinite(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (body.length < start + size + 2) return null;
    parts.push(body.subarray(start, start + size));
    offset = start + size + 2;
  }
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === "gzip") return gunzipSync(body);
    if (encoding === "deflate") return inflateSync(body);
    if (encoding === "br") return brotliDecompressSync(body);
  } catch {
    return body;
  }
  return body;
}

/** Parses the first final answer in `data` (a body cut short is kept as it came). */
export function parseResponse(data: Buffer): RawResponse | null {
  data = skipInterim(data);
  const end = headerEnd(data);
  if (end < 0) return null;
  const head = parseHead(data.subarray(0, end).toString("latin1"));
  if (!head) return null;
  let body = data.subarray(end + 4);
  const te = head.headers.get("transfer-encoding")?.join(",").toLowerCase() ?? "";
  if (te.includes("chunked")) body = dechunk(body) ?? body;
  else {
    const length = head.headers.get("content-length")?.[0];
    if (length !== undefined) body = body.subarray(0, Number(length));
  }
  return { status: head.status, headers: head.headers, body: decode(body, head.headers.get("content-encoding")?.[0]) };
}
