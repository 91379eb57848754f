import { describe, expect, it } from "vitest";
import { fileResponse } from "./file-response.server";

describe("fileResponse", () => {
  it("names any file safely: an Arabic name arrives intact, quotes and line breaks cannot break the header", () => {
    const response = fileResponse(new Uint8Array([37, 80, 68, 70]), {
      contentType: "application/pdf",
      fileName: 'رخصة تجارية"\r\nSet-Cookie: session=stolen.pdf',
      disposition: "attachment",
    });
    const disposition = response.headers.get("content-disposition")!;
    expect(disposition).toBe(
      `attachment; filename="_Set-Cookie_session_stolen.pdf"; filename*=UTF-8''${encodeURIComponent('رخصة تجارية"\r\nSet-Cookie: session=stolen.pdf')}`,
    );
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-length")).toBe("4");
  });
});
