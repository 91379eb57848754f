import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { describeWarranty, warrantyPeriods, type Warranty } from "./warranty";

const english = translatorFor("en", "opportunities");
const arabic = translatorFor("ar", "opportunities");

describe("a warranty as readers see it", () => {
  it("counts whole years as years and the rest as months, and names who services it", () => {
    const terms = (warrantyMonths: number, warrantyService: Warranty["warrantyService"]) => ({
      en: describeWarranty(english, { warrantyMonths, warrantyService }),
      ar: describeWarranty(arabic, { warrantyMonths, warrantyService }),
    });
    expect(terms(36, "on_site")).toEqual({ en: "3 years, on-site service", ar: "3 سنوات، خدمة في موقع العميل" });
    expect(terms(12, "return_to_base")).toEqual({
      en: "1 year, return to base",
      ar: "سنة واحدة، إصلاح في مركز الخدمة",
    });
    expect(terms(24, "manufacturer")).toEqual({
      en: "2 years, manufacturer's warranty",
      ar: "سنتان، ضمان الشركة المصنّعة",
    });
    expect(terms(6, "on_site").ar).toBe("6 أشهر، خدمة في موقع العميل");
    expect(terms(3, "manufacturer").en).toBe("3 months, manufacturer's warranty");
    expect(terms(0, null)).toEqual({ en: "None", ar: "لا يوجد" });
  });

  it("has words for every period on offer, in both languages", () => {
    for (const months of warrantyPeriods) {
      for (const t of [english, arabic]) {
        const text = describeWarranty(t, { warrantyMonths: months, warrantyService: "on_site" });
        expect(text).not.toMatch(/warranty\.|undefined/);
      }
    }
  });

  it("is the supplier's own words for a quotation sent before warranties were chosen", () => {
    const typed = { warrantyMonths: null, warrantyService: null, warranty: "18 months, advance replacement" };
    expect(describeWarranty(arabic, typed)).toBe("18 months, advance replacement");
  });
});

describe("quotations sent while the warranty was typed (migration 0018)", () => {
  it("get the period and service their words say plainly, in English or Arabic, and keep their words otherwise", async () => {
    const db = new PGlite();
    await db.exec(`create table quotations (id serial primary key, warranty text not null)`);
    const typed: Array<[string, number | null, string | null]> = [
      ["3 years on-site", 36, "on_site"],
      ["1 year return to base", 12, "return_to_base"],
      ["3Y onsite NBD", 36, "on_site"],
      ["No warranty", 0, null],
      ["Warranty: N/A", 0, null],
      ["3 سنوات في موقع العميل", 36, "on_site"],
      ["سنة واحدة لدى مركز الخدمة", 12, "return_to_base"],
      ["٦ أشهر ضمان الشركة المصنعة", 6, "manufacturer"],
      // A period off the list, a fraction, days, no service named, a number too long: the words stay.
      ["18 months RTB", null, null],
      ["1.5 years on-site", null, null],
      ["90 days return to base", null, null],
      ["2 years", null, null],
      ["Standard cover", null, null],
      ["200000000000 years on-site", null, null],
    ];
    for (const [warranty] of typed) await db.query("insert into quotations (warranty) values ($1)", [warranty]);
    const migration = readFileSync("app/db/migrations/0018_chosen_warranty.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.exec(statement);

    const { rows } = await db.query<{
      warranty: string;
      warranty_months: number | null;
      warranty_service: string | null;
    }>("select warranty, warranty_months, warranty_service from quotations order by id");
    expect(rows.map((row) => [row.warranty, row.warranty_months, row.warranty_service])).toEqual(typed);
    await db.close();
  });
});
