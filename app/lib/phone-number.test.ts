import { describe, expect, it } from "vitest";
import { callHref, internationalNumber } from "./phone-number";

describe("internationalNumber", () => {
  it("reads a number without a country code as one of the country chosen", () => {
    expect(internationalNumber("050 123 4567", "UAE")).toEqual({
      e164: "+971501234567",
      display: "+971 50 123 4567",
      callHref: "tel:+971501234567",
    });
    expect(internationalNumber("055 123 4567", "Saudi Arabia")?.e164).toBe("+966551234567");
    expect(internationalNumber("6612 3456", "Qatar")?.e164).toBe("+97466123456");
  });

  it("keeps a country code typed with + or 00, whatever the country chosen", () => {
    expect(internationalNumber("+44 20 7946 0958", "UAE")?.e164).toBe("+442079460958");
    expect(internationalNumber("00971 4 555 0142", "Oman")?.e164).toBe("+97145550142");
    expect(internationalNumber("0044 20 7946 0958", "Other")?.e164).toBe("+442079460958");
  });

  it("gives nothing for a number too short, with digits no such number has, or local to an unknown country", () => {
    expect(internationalNumber("050 123", "UAE")).toBeUndefined();
    expect(internationalNumber("+971 99 123 4567", "UAE")).toBeUndefined();
    expect(internationalNumber("020 7946 0958", "Other")).toBeUndefined();
  });
});

describe("callHref", () => {
  it("calls the number with its country code, or gives no link for a number that cannot be read", () => {
    expect(callHref("055 123 4567", "Saudi Arabia")).toBe("tel:+966551234567");
    expect(callHref("12", "UAE")).toBeNull();
  });
});
