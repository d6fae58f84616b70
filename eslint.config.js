import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Decision 0015: formatters are kept, not built per call.
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
          message: "Use dateTimeFormat / numberFormat from app/platform/site/intl-formats.ts (decision 0015).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>1]",
          message: "Use dateTimeFormat / numberFormat from app/platform/site/intl-formats.ts (decision 0015).",
        },
      ],
    },
  },
  {
    files: ["app/platform/site/intl-formats.ts", "app/platform/site/time-zone.ts", "**/*.test.ts", "tests/**", "bench/**", "scripts/**"],
    rules: { "no-restricted-syntax": "off" },
  },
);
