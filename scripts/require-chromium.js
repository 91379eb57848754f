// End-to-end tests drive the system's Chromium; say how to get it instead of failing obscurely.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}; the end-to-end tests need it.\n` +
      "Install it (Debian or Ubuntu):  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n" +
      "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
  );
  process.exit(1);
}
