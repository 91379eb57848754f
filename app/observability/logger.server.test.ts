import { describe, expect, it } from "vitest";
import { loggedAddress } from "./logger.server";

describe("loggedAddress", () => {
  it("keeps a one-time link's token, a password or an email address out of the log, and the rest as it came", () => {
    expect(loggedAddress("/set-password.data?token=kIxzWXKP0aB7&_routes=routes%2Fauth")).toBe(
      "/set-password.data?token=redacted&_routes=routes%2Fauth",
    );
    expect(loggedAddress("/payment-required?email=layla%40haddad.ae&step=pay")).toBe(
      "/payment-required?email=redacted&step=pay",
    );
    expect(loggedAddress("https://www.falconedge-it.ae/x?password=hunter2&resetToken=a&resetToken=b")).toBe(
      "https://www.falconedge-it.ae/x?password=redacted&resetToken=redacted",
    );
  });

  it("leaves an address without private parameters exactly as it came", () => {
    for (const address of ["/admin/suppliers?status=pending&page=2", "/about", "/ar/products?q=%D8%AC"])
      expect(loggedAddress(address)).toBe(address);
  });
});
