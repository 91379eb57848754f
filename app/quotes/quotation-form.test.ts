import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/parse-form";
import { en } from "~/i18n/catalogues/en";
import { DAY } from "~/lib/dates";
import { decimalAmount } from "~/lib/money";
import { parseAmount } from "./quotation-amounts";
import { quotationSchema } from "./quotation-form";

const schema = quotationSchema(en.opportunities.errors);
const lineIds = ["0b7e3a52-1c1e-4c38-9d0e-2b1f4f3c9a10", "1c8f4b63-2d2f-4d49-8e1f-3c2a5a4dab21"];

function form(prices: string[], values: Record<string, string> = {}) {
  const data = new FormData();
  lineIds.forEach((id, index) => {
    data.set(`lines[${index}].lineId`, id);
    data.set(`lines[${index}].price`, prices[index] ?? "");
  });
  const validUntil = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
  for (const [name, value] of Object.entries({
    currency: "AED",
    leadTimeDays: "10",
    validUntil,
    warrantyMonths: "12",
    warrantyService: "return_to_base",
    ...values,
  }))
    data.set(name, value);
  return data;
}

describe("a quotation's prices", () => {
  it("are read in hundredths of the unit, never through floating point", () => {
    expect(parseAmount("1250.5")).toBe(125_050);
    expect(parseAmount("1,250.50")).toBe(125_050);
    expect(parseAmount(" 0.29 ")).toBe(29);
    expect(parseAmount("١٬٢٥٠٫٥٠")).toBe(125_050);
    expect(parseAmount("7")).toBe(700);
    for (const wrong of ["", "1.234", "-5", "1e3", "12,50.0.1", "abc", "123456789"])
      expect(parseAmount(wrong)).toBeUndefined();
    expect(decimalAmount(125_050)).toBe("1250.50");
    expect(decimalAmount(7)).toBe("0.07");
  });

  it("gives the domain a price per line, null for a line left empty", () => {
    const result = parseForm(form(["3,250.50", ""]), schema);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({
      lines: [
        { lineId: lineIds[0], unitPriceMinor: 325_050 },
        { lineId: lineIds[1], unitPriceMinor: null },
      ],
      currency: "AED",
      leadTimeDays: 10,
      warrantyMonths: 12,
      warrantyService: "return_to_base",
    });
  });

  it("explains what is wrong: no price at all, a bad price, lead time, validity, currency, warranty period and service", () => {
    expect(parseForm(form([]), schema).reply().error).toEqual({ "": ["Enter a price for at least one item."] });
    const result = parseForm(
      form(["12.345", "20000000"], {
        leadTimeDays: "400",
        validUntil: "2020-01-01",
        currency: "KWD",
        warrantyMonths: "18",
        warrantyService: "lifetime",
      }),
      schema,
    );
    expect(result.reply().error).toEqual({
      "lines[0].price": ["Enter a price such as 1250.50, or leave it empty."],
      "lines[1].price": ["This price is too high."],
      leadTimeDays: ["Enter the lead time in whole days, from 0 to 365."],
      validUntil: ["Enter the date until which your prices are valid, today or later."],
      currency: ["Please choose one of the currencies shown."],
      warrantyMonths: ["Please choose the warranty period."],
      warrantyService: ["Please choose who services the items under warranty."],
    });
    // Without a period nobody services anything; with one, someone must.
    const none = parseForm(form(["10"], { warrantyMonths: "0", warrantyService: "on_site" }), schema);
    expect(none.status === "success" && none.value).toMatchObject({ warrantyMonths: 0, warrantyService: null });
    expect(parseForm(form(["10"], { warrantyMonths: "12", warrantyService: "" }), schema).reply().error).toEqual({
      warrantyService: ["Please choose who services the items under warranty."],
    });
    // No period at all, or one written as words, is no period on the list either.
    for (const warrantyMonths of ["", "one year", "-12"])
      expect(parseForm(form(["10"], { warrantyMonths }), schema).reply().error).toEqual({
        warrantyMonths: ["Please choose the warranty period."],
      });
    // A lead time of spaces, or with a decimal point, is no number of days.
    for (const leadTimeDays of ["  ", "7.5", "1e2"])
      expect(parseForm(form(["10"], { leadTimeDays }), schema).reply().error).toEqual({
        leadTimeDays: ["Enter the lead time in whole days, from 0 to 365."],
      });
  });
});
