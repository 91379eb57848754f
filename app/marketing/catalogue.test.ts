import { describe, expect, it } from "vitest";
import { catalogue, categories, searchCatalogue } from "./catalogue";

describe("searchCatalogue", () => {
  it("returns everything without a query or category", () => {
    expect(searchCatalogue({})).toHaveLength(catalogue.length);
  });

  it("matches every word, in any field, ignoring case", () => {
    const names = searchCatalogue({ query: "BACKUP ransomware" }).map((item) => item.name);
    expect(names).toEqual(["Veeam Backup & Replication"]);
    expect(searchCatalogue({ query: "vat" }).map((item) => item.slug)).toEqual(["zoho-books"]);
  });

  it("filters by category, alone or with a query", () => {
    expect(searchCatalogue({ category: "networking" }).every((item) => item.category === "networking")).toBe(true);
    expect(searchCatalogue({ category: "security", query: "email" }).map((item) => item.slug)).toEqual([
      "mimecast-email-security",
    ]);
  });

  it("finds nothing for a word no item has", () => {
    expect(searchCatalogue({ query: "typewriter" })).toEqual([]);
  });

  it("has items in every category and unique slugs", () => {
    for (const category of categories) expect(searchCatalogue({ category: category.id }).length).toBeGreaterThan(2);
    expect(new Set(catalogue.map((item) => item.slug)).size).toBe(catalogue.length);
  });
});
