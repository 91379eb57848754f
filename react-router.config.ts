import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Loaders and actions get the request as it came (React Router 8's behaviour): one Request for
    // all the loaders of a page, so its session is read once (decision 0006), and no copies of it
    // made per loader. What a loader routes on comes from its `url` argument, without `.data`.
    v8_passThroughRequests: true,
  },
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
