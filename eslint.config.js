import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const webFeatures = readdirSync(new URL("./apps/web/src/features", import.meta.url));

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", ".tmp/**", "packages/db/migrations/**", "docs/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-self-import": "error",
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
    settings: { "import/ignore": ["node_modules"], "import/extensions": [".ts", ".tsx", ".js", ".mjs"] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stay apart: shared code lives in components/, lib/ or app/, never in another feature.
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: "./apps/web/src/features",
              except: [`./${feature}`],
            })),
            { target: "./apps/web/src/components", from: ["./apps/web/src/features", "./apps/web/src/app"] },
            { target: "./apps/web/src/lib", from: ["./apps/web/src/features", "./apps/web/src/app"] },
          ],
        },
      ],
    },
  },
  {
    // Server code and shared packages read settings through the typed config only.
    files: ["apps/api/src/**/*.ts", "packages/*/src/**/*.ts"],
    ignores: ["apps/api/src/config.ts", "packages/db/src/cli/**", "packages/db/src/testing/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings from config.ts." },
      ],
    },
  },
);
