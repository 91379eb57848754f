import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./csv-export.server";

describe("a CSV cell", () => {
  it("that a spreadsheet could run as a formula is made text", () => {
    for (const cell of [
      '=HYPERLINK("http://evil.example")',
      "@SUM(A1:A2)",
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "+1+cmd|' /C calc'!A0",
      "-1-1",
      "\t=1+1",
      "\r=1+1",
    ]) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    }
  });

  it("keeps numbers, phone numbers and ordinary text as they are", () => {
    for (const cell of ["+971 4 555 0142", "+971 (4) 5550142", "-12.50", "42", "Al-Hashimi", "شركة الأفق"]) {
      expect(neutraliseFormula(cell)).toBe(cell);
    }
  });
});
