// One lint configuration for the workspace. Rules that carry architecture (see STYLE.md): no relative
// imports across packages, environment read only in config modules, no console in the CLI outside
// output.ts, type-only imports marked, no floating promises.
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      ".tsbuild/**",
      "**/node_modules/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.config.ts", "packages/*/*.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../*/src/*", "../../../packages/*"],
              message: "Import another package by its name (@vsme/…), not by a relative path.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "packages/{core,sdk,web}/src/**/*.{ts,tsx}",
      "packages/cli/src/**/*.{ts,tsx}",
      "packages/api/src/**/*.ts",
    ],
    ignores: [
      "packages/api/src/config.ts",
      "packages/cli/src/config.ts",
      "packages/**/*.test.{ts,tsx}",
      "packages/api/src/testing/**",
      "packages/api/src/main.ts",
      "packages/cli/src/main.ts",
      "packages/cli/src/output.ts",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment only in config.ts." },
      ],
    },
  },
  {
    files: ["packages/core/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["node:*", "knex", "pg", "koa"], message: "core is pure: no I/O." }] },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "core is pure: no I/O." }],
    },
  },
  {
    files: ["packages/cli/src/**/*.{ts,tsx}"],
    ignores: ["packages/cli/src/output.ts", "packages/cli/src/**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
)
