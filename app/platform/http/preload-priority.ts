import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = Buffer.from("</head>");

/**
 * The page's scripts are preloaded at low priority (decision 0039): every page's HTML is
 * complete from the server, so its first paint needs the stylesheet, not the code that
 * hydrates it. A phone on slow 4G then fetches the stylesheet before some twenty scripts.
 */
export function lowerPreloadPriority(head: string): string {
  return head.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A stream that applies lowerPreloadPriority to the document's head and passes the body on
 * untouched. The head is held until its end arrives (a few kilobytes).
 */
export function preloadPriorityStream(): Transform {
  let held: Buffer[] = [];
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!inHead) return done(null, chunk);
      held.push(chunk);
      const text = Buffer.concat(held);
      const end = text.indexOf(HEAD_END);
      if (end === -1) return done();
      inHead = false;
      held = [];
      this.push(Buffer.from(lowerPreloadPriority(text.subarray(0, end).toString("utf8"))));
      done(null, text.subarray(end));
    },
    flush(done: TransformCallback) {
      // A document without a head end (an error page cut short): sent as it came.
      done(null, held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
