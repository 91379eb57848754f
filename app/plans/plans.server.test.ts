import { describe, expect, it } from "vitest";
import { settings } from "~/db/schema";
import { testDatabaseFixture } from "~/testing/test-database";
import { defaultPaymentSettings, getPaymentSettings } from "./plans.server";

const database = testDatabaseFixture();

describe("payment settings", () => {
  it("default to a 500 rupee registration fee with 5 % VAT included when unset or unreadable", async () => {
    expect(await getPaymentSettings(database.db)).toEqual({
      registrationFeeMinor: 50_000,
      currency: "INR",
      vatRateBasisPoints: 500,
      pricesIncludeVat: true,
    });
    await database.db.insert(settings).values({ key: "payments", value: { registrationFeeMinor: "lots" } });
    expect(await getPaymentSettings(database.db)).toEqual(defaultPaymentSettings);
  });

  it("use what is stored, and the VAT defaults for settings saved before VAT was one", async () => {
    await database.db
      .insert(settings)
      .values({ key: "payments", value: { registrationFeeMinor: 75_000, currency: "AED" } });
    expect(await getPaymentSettings(database.db)).toEqual({
      registrationFeeMinor: 75_000,
      currency: "AED",
      vatRateBasisPoints: 500,
      pricesIncludeVat: true,
    });
  });
});
