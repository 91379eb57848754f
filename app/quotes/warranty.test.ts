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
    expect(terms(0, "on_site")).toEqual({ en: "None", ar: "لا يوجد" });
  });

  it("has words for every period on offer, in both languages", () => {
    for (const months of warrantyPeriods) {
      for (const t of [english, arabic]) {
        const text = describeWarranty(t, { warrantyMonths: months, warrantyService: "on_site" });
        expect(text).not.toMatch(/warranty\.|undefined/);
      }
    }
  });
});

describe("quotations sent while the warranty was free text", () => {
  it("get the period and service their words say, keep the words in their notes, and a period on offer", async () => {
    const db = new PGlite();
    await db.exec(`create table quotations (id serial, warranty text not null, notes text)`);
    const typed = [
      ["3 years on-site", null],
      ["1 year return to base", "Stock in Jebel Ali"],
      ["18 months RTB", null],
      ["No warranty", null],
      ["Standard cover from the vendor", null],
      ["10 yrs onsite", null],
    ];
    for (const [warranty, notes] of typed) {
      await db.query("insert into quotations (warranty, notes) values ($1, $2)", [warranty, notes]);
    }
    const migration = readFileSync("app/db/migrations/0018_structured_warranty.sql", "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.exec(statement);

    const { rows } = await db.query<{ warranty_months: number; warranty_service: string; notes: string }>(
      "select warranty_months, warranty_service, notes from quotations order by id",
    );
    expect(rows.map((row) => [row.warranty_months, row.warranty_service])).toEqual([
      [36, "on_site"],
      [12, "return_to_base"],
      [24, "return_to_base"],
      [0, "manufacturer"],
      [12, "manufacturer"],
      [60, "on_site"],
    ]);
    expect(rows[0]!.notes).toBe("Warranty as first quoted: 3 years on-site");
    expect(rows[1]!.notes).toBe("Warranty as first quoted: 1 year return to base\n\nStock in Jebel Ali");
    await db.close();
  });
});
