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
/** Each floor as files: a folder with all below it, or the file itself. */
const floorFiles = floors.flat().map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`));

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
      // Every import resolves: the floors and the cycles are checked on all of them.
      "import-x/no-unresolved": ["error", { ignore: ["^virtual:react-router/", "^\\./build/server/"] }],
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
  {
    // A source file outside every floor would escape the zones above: a new place is given a floor first.
    files: ["app/**/*.{ts,tsx,js,jsx}"],
    ignores: [...floorFiles, "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program", message: "This file is on no floor: put it under a floor's folder, or add its place to `floors` in eslint.config.js." },
      ],
    },
  },
);
