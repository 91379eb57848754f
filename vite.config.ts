import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The server bundle is the whole HTTP server (server/app.ts), so one build serves everything.
    rolldownOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          // Small modules shared by several pages (icons, UI pieces) travel together: one request
          // instead of a dozen tiny ones, each of which would cost a round of headers. Only the
          // public site's pieces: a group takes its modules' imports with it, so admin and portal
          // components here would bring their form library to every marketing page.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shared",
                  test: /lucide-react|app[\\/](components[\\/](ui|site)|lib|marketing|settings)[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
  },
  resolve: { tsconfigPaths: true },
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
