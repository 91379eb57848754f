import { describe, expect, it } from "vitest";
import { adminReturnPath, supplierReturnPath } from "./sign-in.server";

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

describe("supplierReturnPath", () => {
  it("keeps a page of the supplier portal, in either language, with its query", () => {
    expect(supplierReturnPath("/supplier-dashboard/opportunities/7f3c?tab=lines")).toBe(
      "/supplier-dashboard/opportunities/7f3c?tab=lines",
    );
    expect(supplierReturnPath("/ar/supplier-dashboard/receipts/42")).toBe("/ar/supplier-dashboard/receipts/42");
    expect(supplierReturnPath("/supplier-dashboard")).toBe("/supplier-dashboard");
    expect(supplierReturnPath("/supplier-dashboard/opportunities?q=dell+laptops")).toBe(
      "/supplier-dashboard/opportunities?q=dell+laptops",
    );
  });

  it("gives nothing for any other address, dot segments resolved first", () => {
    for (const elsewhere of [
      null,
      "",
      "/admin",
      "https://evil.example/supplier-dashboard",
      "//evil.example/supplier-dashboard",
      "/supplier-dashboards",
      "/supplier-dashboard/../admin",
      "/ar/supplier-dashboard/../../admin",
      "/supplier-dashboard//evil.example",
      "/ar/supplier-dashboard\\evil.example",
    ]) {
      expect(supplierReturnPath(elsewhere), String(elsewhere)).toBeNull();
    }
  });
});
