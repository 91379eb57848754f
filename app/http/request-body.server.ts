import type { IncomingMessage } from "node:http";

/** How much of a refused body is read and thrown away before the connection is cut instead. */
const DISCARD_UP_TO_BYTES = 32 * 1024 * 1024;
/** How long a refused body may take to arrive before the connection is cut instead. */
const DISCARD_FOR_MS = 30_000;

/**
 * Once the answer is sent, reads what is left of a body the site refused before reading it all
 * (too large, not a form, another method, another site) and throws it away: a connection closed
 * with data still unread is reset, and the client would see the reset instead of the answer. A body
 * longer than DISCARD_UP_TO_BYTES, or slower than DISCARD_FOR_MS, is cut off.
 */
export function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  if (Number(req.headers["content-length"] ?? 0) > DISCARD_UP_TO_BYTES) {
    req.destroy();
    return;
  }
  let left = DISCARD_UP_TO_BYTES;
  const cut = setTimeout(() => req.destroy(), DISCARD_FOR_MS).unref();
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) req.destroy();
  });
  req.once("end", () => clearTimeout(cut));
  req.resume();
}
