import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // React Router writes the route manifest after Vite's build has compressed the other assets:
  // compress it the same way here, so that it too is sent at the strongest settings without
  // being compressed again on every request.
  buildEnd() {
    const assets = path.resolve("build/client/assets");
    for (const name of readdirSync(assets).filter((file) => /^manifest-.*\.js$/.test(file))) {
      const file = path.join(assets, name);
      const source = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    }
  },
} satisfies Config;
