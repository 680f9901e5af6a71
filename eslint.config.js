// @ts-check
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

/**
 * The floors of the code base, top to bottom: a file imports only from its own floor or below.
 * Each zone forbids a floor (`target`) to import from the floors above it (`from`).
 */
const floors = [
  ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.server.tsx", "app/entry.client.tsx"],
  ["app/shell"],
  ["app/features"],
  ["app/components/ui"],
  ["app/lib"],
  ["db"],
];
const floorZones = floors.slice(1).map((target, i) => ({
  target: target.map((p) => `./${p}`),
  from: floors
    .slice(0, i + 1)
    .flat()
    .map((p) => `./${p}`),
  message: "Imports only go down the floors: routes → shell → features → components/ui → lib → db.",
}));

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "playwright-report/", "db/migrations/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's rules where React runs: the app (tests and server helpers named use… are not hooks).
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { files: ["**/*.js"], languageOptions: { globals: { ...globals.node } } },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests may reach any floor to check it; the code they check may not.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: floorZones }] },
  },
);
