import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Negotiator from "negotiator";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Best first: where the client accepts several alike (Chrome: "gzip, deflate, br, zstd"), brotli. */
const encodings: ContentEncoding[] = ["br", "gzip", "identity"];

/** The best encoding an `Accept-Encoding` header allows. */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentEncoding {
  const headers = acceptEncoding == null ? {} : { "accept-encoding": acceptEncoding };
  return (new Negotiator({ headers }).encoding(encodings, { preferred: encodings }) as ContentEncoding) ?? "identity";
}

/**
 * A whole page compressed in one call, for a page rendered for one visitor. Under load, a brotli
 * stream per response (quality 4) cost about four times the CPU of this: part of it the stream,
 * part the quality. On the 47 kB supplier dashboard, quality 2 takes 0.40 ms for 13.5 kB, quality 3
 * 0.52 ms for 13.3 kB, quality 4 0.68 ms for 12.9 kB.
 */
export function compressPage(page: NonSharedBuffer, encoding: ContentEncoding): NonSharedBuffer {
  if (encoding === "br") {
    return brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    });
  }
  return encoding === "gzip" ? gzipSync(page) : page;
}
