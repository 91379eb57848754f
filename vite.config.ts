import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// react-router's package exports name only its development build, warnings included, for every
// condition (remix-run/react-router#14102); the production bundles, the browser's and the server's,
// take the production build it ships alongside. On the server, the adapter is bundled too, so that
// it and the pages share that one copy of React Router.
const reactRouterProduction = (file: string) => path.resolve("node_modules/react-router/dist/production", file);

export default defineConfig(({ isSsrBuild, mode }) => ({
  build: {
    // The server bundle is the whole HTTP server (server/app.ts), so one build serves everything.
    rolldownOptions: isSsrBuild
      ? {
          input: "./server/app.ts",
          // The browser loads the form schemas on demand; the server holds every module anyway, so
          // that the route modules also import them is no loss there (the browser's build still warns).
          checks: { ineffectiveDynamicImport: false },
        }
      : {
          // Small modules shared by several pages (icons, UI pieces, the registration form's option
          // lists) and the root route travel together: one request instead of a dozen tiny ones,
          // each of which would cost a round of headers. Only what a public page loads: every public
          // page loads this chunk, so a piece only signed-in pages use stays with them. (A group
          // takes its modules' imports with it, so admin and portal components here would bring
          // their form library to every marketing page.)
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id, context) => (loadedByPublicPage(id, context) ? "shared" : null),
                  test: /lucide-react|app[\\/](components[\\/](ui|site)|lib|marketing|settings)[\\/]|app[\\/]root\.tsx$|registration-options/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
  },
  resolve: {
    tsconfigPaths: true,
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  // lucide-react is bundled so that the server holds only the icons we use: loaded whole (one 1.3 MB
  // CommonJS file of 2,400 icons), it is 4.6 MB of the server's heap, which every full collection walks.
  ssr: { noExternal: mode === "production" ? ["@react-router/express", "@react-router/node", "lucide-react"] : [] },
  plugins: [
    tailwindcss(),
    reactRouter(),
    !isSsrBuild && iconsFromTheirOwnModules(),
    // Browser assets are compressed once, at the strongest settings, instead of on every request.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json)$/,
        algorithms: [
          defineAlgorithm("gzip", { level: 9 }),
          defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
        logLevel: "silent",
      }),
  ],
}));

/**
 * The root route, which every page loads, and the route modules of the public pages: the files
 * app/routes.ts declares with `publicRoute(path, file)`.
 */
const publicRouteFiles = new Set([
  path.resolve("app/root.tsx"),
  ...[...readFileSync("app/routes.ts", "utf8").matchAll(/publicRoute\("[^"]*", "([^"]+)"\)/g)].map(([, file]) =>
    path.resolve("app", file!),
  ),
]);
if (publicRouteFiles.size < 2) throw new Error("vite.config.ts: no publicRoute(path, file) found in app/routes.ts");

/** The modules a public page loads with it: its route module's imports, their imports, and so on (not `import()`). */
const loadedByPublicPages = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
function loadedByPublicPage(id: string, context: Rolldown.ChunkingContext) {
  let loaded = loadedByPublicPages.get(context);
  if (!loaded) {
    loaded = new Set();
    const next = [...publicRouteFiles];
    for (let module = next.pop(); module !== undefined; module = next.pop()) {
      if (loaded.has(module)) continue;
      loaded.add(module);
      next.push(...(context.getModuleInfo(module)?.importedIds ?? []));
    }
    loadedByPublicPages.set(context, loaded);
  }
  return loaded.has(id);
}

/**
 * `import { Menu, X } from "lucide-react"` becomes an import of each icon's own module. Through the
 * package's index, the index is every icon's only importer, and the chunking above could not tell
 * which pages use an icon. The same modules either way, so nothing is loaded twice.
 */
function iconsFromTheirOwnModules(): Plugin {
  const index = readFileSync(createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs"), "utf8");
  const moduleOf = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) moduleOf.set(name!, `lucide-react/icons/${file}`);
  return {
    name: "icons-from-their-own-modules",
    apply: "build",
    transform: {
      filter: { id: /[\\/]app[\\/]/, code: "lucide-react" },
      handler(code) {
        return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (statement, list: string) => {
          const imports = list.split(",").map((specifier) => specifier.trim().split(/\s+as\s+/));
          if (imports.some(([name]) => name && !moduleOf.has(name))) return statement;
          return imports
            .filter(([name]) => name)
            .map(([name, local]) => `import ${local ?? name} from "${moduleOf.get(name!)}";`)
            .join("");
        });
      },
    },
  };
}
