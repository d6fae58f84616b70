/**
 * Return paths that must never be followed: the open-redirect payloads of the issue-45 review and
 * their relatives (each normalises to another site), with the older tricks. Shared by the unit
 * tests of the one local-path check, the login e2e test and the hostile test.
 */
export const LEAVING_PATHS = [
  "https://evil.example/",
  "http:/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/\u0000/evil.example",
  "/\u0085/evil.example",
  "/%09/evil.example/../..//evil.example",
  "/..//evil.example/x",
  "/.//evil.example",
  "/%2e%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/.%2e//evil.example",
  "/a/b/../..//evil.example",
  "/a/./..//evil.example",
  "javascript:alert(1)",
  "biblia",
  "",
];
