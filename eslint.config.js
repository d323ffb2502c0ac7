import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Each front-end app keeps its features apart: shared code lives in components/, lib/ or app/. */
function featureZones(app) {
  const src = `./apps/${app}/src`;
  const features = readdirSync(new URL(`${src}/features`, import.meta.url));
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
    })),
    { target: `${src}/components`, from: [`${src}/features`, `${src}/app`] },
    { target: `${src}/lib`, from: [`${src}/features`, `${src}/app`] },
  ];
}

/**
 * The API's modules and the directions they may import in (decision 016). Layers: app.ts, api-routes.ts,
 * server.ts and cli/ wire modules → modules → plugins → lib. lib/ knows no plugin and no module; plugins/
 * know no module (the app hands them what they need). A module imports another only if it lists
 * it in `uses`, and then only the files that module `exports` on purpose (public.ts unless said).
 * The `uses` graph must have no cycle; a module folder missing here stops the linter.
 */
const apiModules = {
  "account-verification": { uses: ["activity"] },
  activity: { exports: ["repository.ts"] },
  "admin-catalogue": { uses: ["audit", "categories", "uploads"] },
  "admin-dashboard": {},
  "admin-users": { uses: ["activity", "audit", "auth", "credits", "moderation", "users"] },
  art: {},
  audit: {},
  auth: { uses: ["activity", "users"] },
  "banner-ads": { uses: ["plans", "uploads"] },
  categories: {},
  clients: { uses: ["activity", "uploads"] },
  contact: {},
  credits: {},
  "feature-ads": { uses: ["listings", "plans"] },
  favourites: { uses: ["freelancers", "funnel", "jobs", "listings"] },
  freelancers: { uses: ["activity", "credits", "search", "uploads"] },
  funnel: {},
  health: {},
  hiring: { uses: ["activity", "credits", "uploads"] },
  jobs: { uses: ["activity", "credits", "search", "users"] },
  listings: { uses: ["categories", "funnel", "plans", "search", "uploads"] },
  messages: { uses: ["funnel"] },
  moderation: { uses: ["activity", "audit"] },
  payments: { uses: ["activity", "audit", "credits", "plans", "users"] },
  plans: { uses: ["audit"] },
  "saved-searches": { uses: ["jobs", "listings", "search"] },
  search: {},
  seo: { uses: ["listings"] },
  reviews: { uses: ["activity", "listings"] },
  uploads: {},
  users: { exports: ["repository.ts", "user-view.ts"] },
  "vendor-profile": { uses: ["listings", "uploads"] },
};

function apiBoundaryZones() {
  const src = "./apps/api/src";
  const folders = readdirSync(new URL(`${src}/modules`, import.meta.url));
  const unknown = folders.filter((name) => !(name in apiModules));
  if (unknown.length > 0) throw new Error(`eslint.config.js: add ${unknown.join(", ")} to apiModules`);
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`eslint.config.js: module cycle ${[...path, name].join(" → ")}`);
    for (const used of apiModules[name].uses ?? []) visit(used, [...path, name]);
  };
  for (const name of Object.keys(apiModules)) visit(name, []);
  return [
    { target: `${src}/lib`, from: [`${src}/modules`, `${src}/plugins`], message: "lib/ knows no module or plugin." },
    { target: `${src}/plugins`, from: `${src}/modules`, message: "plugins/ know no module: the app passes them in." },
    ...Object.entries(apiModules).map(([name, { uses = [] }]) => ({
      target: `${src}/modules/${name}`,
      from: `${src}/modules`,
      except: [
        `./${name}`,
        ...uses.flatMap((used) => (apiModules[used].exports ?? ["public.ts"]).map((file) => `./${used}/${file}`)),
      ],
      message: `${name} may use only ${uses.join(", ") || "no other module"}, through the files each exports (eslint.config.js).`,
    })),
  ];
}

/** `expect(getBy…(…))`, `expect(await findBy…(…))` (or queryBy…) followed by `.toBeTruthy()` or `.toBeDefined()`. */
function emptyQueryAssertions() {
  const query = "/^(get|find|query)(All)?By/";
  const expected = `CallExpression[callee.property.name=/^(toBeTruthy|toBeDefined)$/] > MemberExpression.callee > CallExpression.object[callee.name="expect"]`;
  const message =
    "Assert what the user sees (text, href, disabled, aria-*, count) or use `await findBy…` to wait: a getBy/findBy/queryBy wrapped in toBeTruthy/toBeDefined proves nothing.";
  return [
    `${expected} > CallExpression.arguments[callee.property.name=${query}]`,
    `${expected} > CallExpression.arguments[callee.name=${query}]`,
    `${expected} > AwaitExpression.arguments > CallExpression[callee.property.name=${query}]`,
    `${expected} > AwaitExpression.arguments > CallExpression[callee.name=${query}]`,
  ].map((selector) => ({ selector, message }));
}

/** Forms go through useSchemaForm (@mp/ui/lib/use-schema-form.ts): a contract schema checks every form. */
const schemaFormOnly = [
  { name: "@hookform/resolvers/zod", message: "Use useSchemaForm (@mp/ui/lib/use-schema-form.ts)." },
  { name: "react-hook-form", importNames: ["useForm"], message: "Use useSchemaForm (@mp/ui/lib/use-schema-form.ts)." },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      ".tmp/**",
      "packages/db/migrations/**",
      "docs/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Every package: no pattern that backtracks super-linearly on hostile input (issue 11, item 1).
    ...regexp.configs["flat/recommended"],
    rules: {
      ...regexp.configs["flat/recommended"].rules,
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
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
    settings: {
      "import/ignore": ["node_modules"],
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // Without this, imports written without an extension resolve to nothing and escape the rules.
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "apps/admin/**/*.{ts,tsx}", "packages/ui/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: featureZones("web") }] },
  },
  {
    files: ["apps/admin/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: featureZones("admin") }] },
  },
  {
    // One way in both apps: forms through @mp/ui's use-schema-form; in the site, page code through
    // lib/load-chunk (its time-out).
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/load-chunk.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...schemaFormOnly,
            { name: "react", importNames: ["lazy"], message: "Use lazyChunk or lazyPage (lib/load-chunk)." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/admin/src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: schemaFormOnly }] },
  },
  {
    // One locale: it is named once, in @mp/contracts/format, which every formatter builds on.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: ["packages/contracts/src/format.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value='en-US']",
          message: "Format with @mp/ui/lib/format (apps) or @mp/contracts/format.",
        },
      ],
    },
  },
  {
    // Shared UI serves both apps, so it may not reach into either of them.
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": ["error", { zones: [{ target: "./packages/ui", from: "./apps" }] }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@mp/web/*", "@mp/admin/*", "@mp/api/*"], message: "@mp/ui may not import from the apps." },
          ],
        },
      ],
    },
  },
  {
    // API module boundaries (apiModules above); routes parse, authorize and call: SQL lives in repositories.
    files: ["apps/api/src/**/*.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: apiBoundaryZones() }] },
  },
  {
    files: ["apps/api/src/modules/**/*routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "drizzle-orm", message: "Routes call repositories; SQL lives there." }] },
      ],
    },
  },
  {
    // A component test asserts what the user sees: `expect(getBy…(…)).toBeTruthy()` proves nothing
    // beyond the getBy itself, which throws when the element is missing (issue 10, point 7).
    files: ["apps/*/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...emptyQueryAssertions()] },
  },
  {
    // Test files share their worker's modules unless named *.isolated.test.* (vitest.config.ts): a
    // file that replaces a module would replace it for the files after it, or find it imported already.
    files: ["**/*.test.{ts,tsx}"],
    ignores: ["**/*.isolated.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...emptyQueryAssertions(),
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message: "A file that replaces modules is named *.isolated.test.*, so that it gets fresh ones.",
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
