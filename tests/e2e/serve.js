// Serves the production build on a fresh embedded database for the end-to-end tests.
import { rmSync } from "node:fs";

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import("../../server.js");
