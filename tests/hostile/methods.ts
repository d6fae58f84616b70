import fc from "fast-check";

/** Methods whose requests are now and then fired several at once (a race). */
export const RACE_METHODS = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/** The method a request uses: mostly GET and POST, now and then one the server never expects. */
export const method: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.constant("GET") },
  { weight: 34, arbitrary: fc.constant("POST") },
  { weight: 4, arbitrary: fc.constant("HEAD") },
  { weight: 3, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
  { weight: 2, arbitrary: fc.constant("OPTIONS") },
  { weight: 3, arbitrary: fc.constant("TRACE") },
  { weight: 1, arbitrary: fc.constantFrom("get", "PROPFIND", "M-SEARCH", "FOO", "CONNECT", "PURGE", "QUERY") },
);

/** Methods that carry no write (a body with them is odd). */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
