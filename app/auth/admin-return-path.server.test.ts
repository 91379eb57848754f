import { describe, expect, it } from "vitest";
import { adminReturnPath } from "./sign-in.server";

describe("adminReturnPath", () => {
  it("keeps an address inside the admin area, with its query", () => {
    expect(adminReturnPath("/admin/suppliers?status=pending&page=2")).toBe("/admin/suppliers?status=pending&page=2");
    expect(adminReturnPath("/admin")).toBe("/admin");
  });

  it("sends anything else to the admin home, dot segments resolved first", () => {
    for (const elsewhere of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/supplier-dashboard",
      "/administrator",
      "/admin/../..//evil.example",
      "/admin/../supplier-dashboard",
      "/admin//evil.example",
    ]) {
      expect(adminReturnPath(elsewhere), String(elsewhere)).toBe("/admin");
    }
    expect(adminReturnPath("/admin/./suppliers/../payments")).toBe("/admin/payments");
  });
});
