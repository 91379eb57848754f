import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Built as the product's server is (../../vite.config.ts): the whole server is the Vite server build,
// on React Router's production build (its package names only the development build), with the
// adapter bundled so that both use that one copy. The floor pays what the framework needs, no more.
const production = (file: string) => path.resolve("../../node_modules/react-router/dist/production", file);

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rolldownOptions: { input: "./server.ts" } } : {},
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: production("index.mjs") },
      { find: /^react-router\/dom$/, replacement: production("dom-export.mjs") },
    ],
  },
  ssr: { noExternal: ["@react-router/express", "@react-router/node"] },
  plugins: [reactRouter()],
}));
