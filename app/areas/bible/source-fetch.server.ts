/**
 * One GET of a book file from the public Bible source, with the limits a file from outside
 * gets: no redirect is followed (the source answers its files directly; a redirect could lead
 * anywhere), the body is read up to a cap and abandoned beyond it, only a JSON or plain-text
 * answer is read (the public source serves its JSON files as text/plain), and the whole
 * exchange, body included, has a time limit.
 */
export interface SourceLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** A whole book is under 250 kB (Salmos, ACF); 8 MB leaves room and still bounds the memory one answer takes. */
const SOURCE_LIMITS: SourceLimits = { timeoutMs: 5000, maxBytes: 8 * 1024 * 1024 };

/**
 * missing: the source has no such file (404); refused: the answer broke a rule (a redirect,
 * a wrong type, too big), asking again soon would get the same; unreachable: no answer, a
 * time-out or a server error, worth another try later.
 */
export type SourceText = { ok: true; text: string } | { ok: false; outcome: "missing" | "refused" | "unreachable"; reason: string };

const READABLE_TYPE = /^\s*(application\/json|application\/[\w.+-]+\+json|text\/plain)\s*(;|$)/i;

export async function fetchSourceText(url: string, limits: SourceLimits = SOURCE_LIMITS): Promise<SourceText> {
  const fail = (outcome: "missing" | "refused" | "unreachable", reason: string) => ({ ok: false, outcome, reason }) as const;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, redirect: "manual", signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    return fail("unreachable", `no answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const refuse = async (outcome: "missing" | "refused" | "unreachable", reason: string) => {
    await response.body?.cancel().catch(() => {});
    return fail(outcome, reason);
  };
  if (response.status === 404) return refuse("missing", "not found (404)");
  if (response.status >= 300 && response.status < 400) return refuse("refused", `redirect refused (${response.status})`);
  if (!response.ok) return refuse("unreachable", `status ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (!READABLE_TYPE.test(type)) return refuse("refused", `content type not JSON: ${JSON.stringify(type.slice(0, 100))}`);
  if (Number(response.headers.get("content-length")) > limits.maxBytes) return refuse("refused", `body over ${limits.maxBytes} bytes`);
  if (!response.body) return fail("refused", "no body");
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) return refuse("refused", `body over ${limits.maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    return fail("unreachable", `body cut off: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
