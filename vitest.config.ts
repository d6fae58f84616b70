import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
