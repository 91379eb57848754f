import { describe, expect, it } from "vitest";
import { getPaymentSettings, listAvailablePlans } from "./plans.server";
import { parseForm } from "~/forms/parse-form";
import { testDatabaseFixture } from "~/testing/test-database";
import { quotePayment } from "~/payments/pricing.server";
import { subscriptionSettingsSchema } from "./plan-forms";
import {
  addPlan,
  listPlanCatalogue,
  PlanCatalogueError,
  restorePlan,
  retirePlan,
  savePaymentSettings,
  updatePlan,
} from "./plan-catalogue.server";

const database = testDatabaseFixture();

const admin = { type: "admin" as const, id: "admin-1", label: "finance@falconedge-it.ae" };

describe("the subscription settings form", () => {
  it("reads amounts typed in major units into minor units", () => {
    const form = new URLSearchParams({ intent: "save-fee", registrationFee: "1,250.50", currency: "AED" });
    const submission = parseForm(form, subscriptionSettingsSchema);
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "save-fee",
      registrationFee: 125_050,
      currency: "AED",
    });
  });

  it("refuses a negative or malformed amount, a currency not offered and zero years", () => {
    const invalid: Array<Record<string, string>> = [
      { intent: "save-fee", registrationFee: "-5", currency: "INR" },
      { intent: "save-fee", registrationFee: "12.345", currency: "INR" },
      { intent: "save-fee", registrationFee: "500", currency: "KWD" },
      { intent: "add-plan", label: "Premium", years: "0", amount: "100" },
    ];
    for (const fields of invalid) {
      expect(parseForm(new URLSearchParams(fields), subscriptionSettingsSchema).status).toBe("error");
    }
  });
});

describe("the plan catalogue", () => {
  it("prices new payments with the saved fee and plan", async () => {
    await savePaymentSettings(database.db, admin, { registrationFeeMinor: 75_000, currency: "AED" });
    const [standard] = await listAvailablePlans(database.db);
    await updatePlan(database.db, admin, standard!.id, { label: "Standard", years: 1, amount: 180_000 });
    expect(await getPaymentSettings(database.db)).toEqual({ registrationFeeMinor: 75_000, currency: "AED" });
    expect(await quotePayment(database.db, { planId: standard!.id, paymentStatus: null })).toMatchObject({
      registrationFeeMinor: 75_000,
      planAmountMinor: 180_000,
      totalMinor: 255_000,
      currency: "AED",
    });
  });

  it("retires a plan from the registration form and offers it again", async () => {
    await addPlan(database.db, admin, { label: "Premium", years: 5, amount: 750_000 });
    const premium = (await listPlanCatalogue(database.db)).find((plan) => plan.label === "Premium")!;
    await retirePlan(database.db, admin, premium.id);
    expect((await listAvailablePlans(database.db)).map((plan) => plan.label)).not.toContain("Premium");
    await restorePlan(database.db, admin, premium.id);
    expect((await listAvailablePlans(database.db)).map((plan) => plan.label)).toContain("Premium");
  });

  it("keeps at least one plan on offer and refuses a second plan of the same name", async () => {
    const available = await listAvailablePlans(database.db);
    for (const plan of available.slice(0, -1)) await retirePlan(database.db, admin, plan.id);
    await expect(retirePlan(database.db, admin, available.at(-1)!.id)).rejects.toBeInstanceOf(PlanCatalogueError);
    await expect(addPlan(database.db, admin, { label: "standard", years: 1, amount: 1 })).rejects.toBeInstanceOf(
      PlanCatalogueError,
    );
  });
});
