import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("shows whole amounts without decimals and others with two", () => {
    expect(formatMoney(50000, "INR")).toBe("₹500");
    expect(formatMoney(200050, "INR")).toBe("₹2,000.50");
    expect(formatMoney(10000000, "INR")).toBe("₹1,00,000");
    expect(formatMoney(1234500, "AED")).toBe("AED\u00a012,345");
  });
});
