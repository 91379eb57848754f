import { describe, expect, it } from "vitest";
import { checkDocument } from "./documents.server";

const pdf = "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";
const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0,
]);

describe("checkDocument", () => {
  it("accepts a PDF and a PNG by their content", async () => {
    expect(await checkDocument(new File([pdf], "Trade Licence 2026.pdf"))).toMatchObject({
      ok: true,
      contentType: "application/pdf",
      fileName: "Trade-Licence-2026.pdf",
    });
    expect(await checkDocument(new File([png], "scan.PNG", { type: "application/pdf" }))).toMatchObject({
      ok: true,
      contentType: "image/png",
      fileName: "scan.png",
    });
  });

  it("refuses a file whose name claims a type its content does not have", async () => {
    const result = await checkDocument(new File(["#!/bin/sh\nrm -rf /\n"], "licence.pdf", { type: "application/pdf" }));
    expect(result).toEqual({ ok: false });
  });

  it("refuses other real file types, such as a ZIP archive", async () => {
    const zip = Uint8Array.from([
      0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect((await checkDocument(new File([zip], "licence.zip"))).ok).toBe(false);
  });

  it("gives a crafted file name a safe one", async () => {
    expect(await checkDocument(new File([pdf], "../../etc/<script>passwd.pdf"))).toMatchObject({
      ok: true,
      fileName: "etc-script-passwd.pdf",
    });
    expect(await checkDocument(new File([pdf], "....pdf"))).toMatchObject({ ok: true, fileName: "trade-licence.pdf" });
  });
});
