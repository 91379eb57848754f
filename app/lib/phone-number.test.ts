import { describe, expect, it } from "vitest";
import { internationalNumber } from "./visitor-phone";

describe("internationalNumber", () => {
  it("reads a number without a country code as one of the visitor's country", () => {
    expect(internationalNumber("050 123 4567", "UAE")).toEqual({ e164: "+971501234567", display: "+971 50 123 4567" });
    expect(internationalNumber("055 123 4567", "Saudi Arabia")?.e164).toBe("+966551234567");
    expect(internationalNumber("6612 3456", "Qatar")?.e164).toBe("+97466123456");
  });

  it("keeps a country code the visitor typed, with + or 00", () => {
    expect(internationalNumber("+44 20 7946 0958", "UAE")?.e164).toBe("+442079460958");
    expect(internationalNumber("00971 4 555 0142", "Oman")?.e164).toBe("+97145550142");
  });

  it("gives nothing for a number that is not valid there, or a local number from elsewhere", () => {
    expect(internationalNumber("050 123", "UAE")).toBeUndefined();
    expect(internationalNumber("020 7946 0958", "Other")).toBeUndefined();
  });
});
