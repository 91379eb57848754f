import { describe, expect, it } from "vitest";
import { catalogueIn, categoryIds, searchCatalogue } from "./catalogue.server";

describe("searchCatalogue", () => {
  it("returns everything without a query or category", () => {
    expect(searchCatalogue({ language: "en" })).toHaveLength(catalogueIn("en").length);
  });

  it("matches every word, in any field, ignoring case", () => {
    const names = searchCatalogue({ language: "en", query: "BACKUP ransomware" }).map((item) => item.name);
    expect(names).toEqual(["Veeam Backup & Replication"]);
    expect(searchCatalogue({ language: "en", query: "vat" }).map((item) => item.slug)).toEqual(["zoho-books"]);
  });

  it("filters by category, alone or with a query", () => {
    expect(
      searchCatalogue({ language: "en", category: "networking" }).every((item) => item.category === "networking"),
    ).toBe(true);
    expect(searchCatalogue({ language: "en", category: "security", query: "email" }).map((item) => item.slug)).toEqual([
      "mimecast-email-security",
    ]);
  });

  it("searches the descriptions in the page's language, and names and tags in any", () => {
    expect(searchCatalogue({ language: "ar", query: "الفدية" }).map((item) => item.slug)).toContain("veeam-backup");
    expect(searchCatalogue({ language: "ar", query: "Veeam" })).toHaveLength(2);
    expect(searchCatalogue({ language: "ar", query: "firewall" }).map((item) => item.slug)).toEqual(["fortigate"]);
    const [item] = searchCatalogue({ language: "ar", query: "fortigate" });
    expect(item).toMatchObject({ categoryLabel: "الأمن", licensing: "الجهاز مع اشتراك أمني سنوي" });
  });

  it("finds nothing for a word no item has", () => {
    expect(searchCatalogue({ language: "en", query: "typewriter" })).toEqual([]);
  });

  it("has items in every category and unique slugs", () => {
    for (const category of categoryIds) expect(searchCatalogue({ language: "en", category }).length).toBeGreaterThan(2);
    const slugs = catalogueIn("en").map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("names each item by its product's own name, every word capitalised as a brand's are, which an Arabic page shows as it is", () => {
    // A descriptive word ("firewall", "monitoring") in a name would stay English on /ar/products.
    const descriptive = catalogueIn("ar").filter(({ name }) =>
      name.split(" ").some((word) => !/^[A-Z0-9&]/.test(word) && word !== "for"),
    );
    expect(descriptive.map((item) => item.name)).toEqual([]);
  });
});
