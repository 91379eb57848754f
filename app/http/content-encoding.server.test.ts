import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressPage } from "./content-encoding.server";

describe("chooseEncoding", () => {
  it("prefers brotli where the browser accepts several alike, and honours what it refuses", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("zstd")).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding(null)).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("compressPage", () => {
  const page = Buffer.from(
    `<!DOCTYPE html><html lang="en-AE"><body>${"<p>Laptops, firewalls and servers for Dubai offices.</p>".repeat(400)}</body></html>`,
  );

  it("gives back the same page once decompressed, smaller than it was", () => {
    const br = compressPage(page, "br");
    const gzip = compressPage(page, "gzip");
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gzip.length).toBeLessThan(page.length / 10);
  });

  it("leaves the page as it is for a client that accepts no compression", () => {
    expect(compressPage(page, "identity")).toBe(page);
  });
});
