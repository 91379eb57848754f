import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of DESIGN.md §3: routes → components and domain → infrastructure. A layer imports
// only from the layers below it; nothing imports from a layer above, and nothing imports in a circle.
const domain = [
  "admin",
  "audit",
  "auth",
  "contacts",
  "email",
  "marketing",
  "payments",
  "plans",
  "security",
  "settings",
  "suppliers",
];
const infrastructure = ["config", "db", "forms", "http", "i18n", "jobs", "lib", "observability"];

// The pages and pieces whose words come from the translation catalogue (docs/i18n.md): English
// written straight into their JSX, as text or as an attribute a reader sees, fails the lint. Each
// page joins the list when its copy moves into the catalogue.
const translated = [
  "app/root.tsx",
  "app/components/site/**",
  "app/components/ui/call-to-action.tsx",
  "app/routes/marketing/home.tsx",
  "app/routes/marketing/sitemap.tsx",
  "app/routes/marketing/not-found.tsx",
  "app/components/auth/**",
  "app/components/portal/**",
  "app/routes/portal/**",
  "app/components/opportunities/**",
  "app/components/quotes/**",
  "app/routes/quotes/**",
  "app/routes/auth/supplier-login.tsx",
  "app/routes/auth/set-password.tsx",
  "app/routes/auth/reset-password.tsx",
  "app/routes/marketing/seo-strategy.tsx",
  "app/routes/marketing/alt-text-guide.tsx",
  "app/routes/marketing/seo-meta-guide.tsx",
  "app/routes/marketing/terms-of-service.tsx",
  "app/routes/marketing/privacy-policy.tsx",
  "app/routes/marketing/contact.tsx",
  "app/routes/marketing/products.tsx",
  "app/routes/marketing/hardware.tsx",
  "app/routes/marketing/it-hardware.tsx",
  "app/routes/marketing/it-consulting.tsx",
  "app/routes/marketing/industries.tsx",
  "app/routes/marketing/services.tsx",
  "app/routes/marketing/why-us.tsx",
  "app/routes/marketing/about.tsx",
];
const folders = (names) => names.map((name) => `./app/${name}`);
const top = [
  "./app/routes",
  "./app/root.tsx",
  "./app/entry.server.tsx",
  "./app/services.server.ts",
  "./app/scheduled-jobs.server.ts",
  "./server",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".e2e-data*/",
      "test-results/",
      "playwright-report/",
      "bench/floor/build/",
      "bench/floor/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/testing/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      // Without these, import-x reads no TypeScript file's imports, and no-cycle sees no cycle.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod/mini", message: 'Form schemas take zod from "~/forms/zod", which configures it once.' }],
        },
      ],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: [...folders(domain), ...folders(infrastructure), "./app/deps.ts", "./app/components"],
              from: top,
              message: "Only routes and the server import routes and the composition root.",
            },
            {
              target: [...folders(domain), ...folders(infrastructure), "./app/deps.ts"],
              from: "./app/components",
              message: "Domain and infrastructure modules do not import components.",
            },
            {
              target: [...folders(infrastructure), "./app/deps.ts"],
              from: folders(domain),
              message: "Infrastructure does not import the domain.",
            },
            {
              target: ["./app", "./server"],
              from: "./app/testing",
              message: "Test helpers are for tests only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: translated,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          // Calls that take names, paths or keys, never words: translation, links, form fields.
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "shell",
              "require",
              "local",
              "text",
              "options",
              "includes",
              "get\\w+Props",
              "passwordField",
            ],
          },
          "jsx-attributes": {
            // The attributes a reader sees or hears, and the props the site's pieces pass on as text.
            include: ["alt", "title", "aria-label", "placeholder", "label", "eyebrow", "text", "action", "message"],
          },
        },
      ],
    },
  },
  {
    // Playwright's fixtures hand their value to `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/forms/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
