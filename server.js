// Starts the web server: the production build by default, Vite with hot reload with --dev.
import { chdir } from "node:process";
import { fileURLToPath } from "node:url";

// Relative paths (DATA_DIR, the build, migrations) are relative to the project folder.
chdir(fileURLToPath(new URL(".", import.meta.url)));

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

if (dev) {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/app.ts");
  await start({ vite });
} else {
  const { start } = await import("./build/server/index.js");
  await start();
}
