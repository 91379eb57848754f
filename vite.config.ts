import path from "node:path";
import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// react-router's package exports name only its development build, warnings included, for every
// condition (remix-run/react-router#14102); the browser's production bundle takes the production
// build it ships alongside.
const reactRouterProduction = (file: string) => path.resolve("node_modules/react-router/dist/production", file);

export default defineConfig(({ isSsrBuild, mode }) => ({
  build: {
    // The server bundle is the whole HTTP server (server/app.ts), so one build serves everything.
    rolldownOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          // Small modules shared by several pages (icons, UI pieces, the registration form's option
          // lists) travel together: one request instead of a dozen tiny ones, each of which would
          // cost a round of headers. Only the public site's pieces: a group takes its modules'
          // imports with it, so admin and portal components here would bring their form library to
          // every marketing page.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shared",
                  test: /lucide-react|app[\\/](components[\\/](ui|site)|lib|marketing|settings)[\\/]|registration-options/,
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
      mode === "production" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
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
