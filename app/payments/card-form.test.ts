import { z } from "~/forms/zod";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { sandboxCardSchema } from "./card-form";
import { formatAsTyped } from "./card-typing";

const schema = sandboxCardSchema(translatorFor("en", "portal"));
const card = (expiry: string) => ({
  linkId: "5b1f5c1e-5c1e-4c1e-8c1e-5c1e5c1e5c1e",
  cardholder: "Gulf Racks Trading LLC",
  cardNumber: "4242 4242 4242 4242",
  expiry,
  cvc: "123",
});

describe("the test card form's expiry", () => {
  it("reads the ways people type a month and year", () => {
    expect(z.safeParse(schema, card("4/49")).data?.expiry).toBe("04/49");
    for (const typed of ["12/49", "12 / 49", "1249", "12-49", " 12/49 ", "١٢/٤٩", "12/2049"]) {
      const parsed = z.safeParse(schema, card(typed));
      expect(parsed.success, typed).toBe(true);
      expect(parsed.data?.expiry).toBe("12/49");
    }
  });

  it("refuses what is not a month and year, and a month that has passed", () => {
    for (const [typed, message] of [
      ["13/49", "Please enter the expiry date as MM/YY, for example 04/29."],
      ["149", "Please enter the expiry date as MM/YY, for example 04/29."],
      ["12/049", "Please enter the expiry date as MM/YY, for example 04/29."],
      ["01/20", "This card has expired."],
    ]) {
      const parsed = z.safeParse(schema, card(typed!));
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
    }
  });
});

describe("a card field as it is typed", () => {
  it("groups the number in fours and puts the expiry's slash in after the month", () => {
    expect(formatAsTyped("cardNumber", "4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatAsTyped("cardNumber", "4242 42")).toBe("4242 42");
    expect(formatAsTyped("expiry", "1")).toBe("1");
    expect(formatAsTyped("expiry", "12")).toBe("12/");
    expect(formatAsTyped("expiry", "122")).toBe("12/2");
    expect(formatAsTyped("expiry", "١٢٢٩")).toBe("12/29");
    // A month of one digit, as it becomes clear.
    expect(formatAsTyped("expiry", "4")).toBe("04/");
    expect(formatAsTyped("expiry", "1/")).toBe("01/");
    expect(formatAsTyped("expiry", "4/29")).toBe("04/29");
    // A four-digit year is left for the form to read, not cut to "12/20".
    expect(formatAsTyped("expiry", "12/2029")).toBe("12/2029");
  });
});
