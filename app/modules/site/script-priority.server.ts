import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const HEAD_END = "</head>";

/**
 * The page's modulepreload links at low fetch priority (decision 0020): the stylesheet and the
 * page's text are painted first, the scripts that hydrate it follow, instead of two dozen
 * scripts sharing a slow connection with the stylesheet and delaying the first paint.
 */
export function lowerPreloadPriority(head: string): string {
  return head.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/** Passes a page through, holding it until its `</head>` so that the head can be rewritten whole. */
export function rewriteHead(rewrite: (head: string) => string): Transform {
  const decoder = new StringDecoder("utf8");
  let held: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held += decoder.write(chunk);
      const end = held.indexOf(HEAD_END);
      if (end === -1) return callback();
      const page = rewrite(held.slice(0, end)) + held.slice(end);
      held = null;
      callback(null, Buffer.from(page, "utf8"));
    },
    flush(callback) {
      callback(null, held === null ? undefined : Buffer.from(rewrite(held + decoder.end()), "utf8"));
    },
  });
}
