import { describe, expect, it } from "vitest";
import { defaultPaymentSettings, getPaymentSettings, listAvailablePlans, planLabelIn } from "./plans.server";
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
  it("reads amounts typed in major units into minor units, and a VAT percentage into basis points", () => {
    const form = new URLSearchParams({
      intent: "save-fee",
      registrationFee: "1,250.50",
      currency: "AED",
      vatRate: "12.5",
      vatPricing: "added",
    });
    const submission = parseForm(form, subscriptionSettingsSchema);
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "save-fee",
      registrationFee: 125_050,
      currency: "AED",
      vatRate: 1_250,
      vatPricing: "added",
    });
  });

  it("refuses a negative or malformed amount, a currency not offered, a VAT rate out of range and zero years", () => {
    const fee = { intent: "save-fee", vatRate: "5", vatPricing: "included" };
    const invalid: Array<Record<string, string>> = [
      { ...fee, registrationFee: "-5", currency: "INR" },
      { ...fee, registrationFee: "12.345", currency: "INR" },
      { ...fee, registrationFee: "500", currency: "KWD" },
      { ...fee, registrationFee: "500", currency: "INR", vatRate: "-5" },
      { ...fee, registrationFee: "500", currency: "INR", vatRate: "100" },
      { ...fee, registrationFee: "500", currency: "INR", vatPricing: "sometimes" },
      { intent: "add-plan", label: "Premium", years: "0", amount: "100" },
    ];
    for (const fields of invalid) {
      expect(parseForm(new URLSearchParams(fields), subscriptionSettingsSchema).status).toBe("error");
    }
  });
});

describe("the plan catalogue", () => {
  it("prices new payments with the saved fee and plan", async () => {
    const settings = { registrationFeeMinor: 75_000, currency: "AED", vatRateBasisPoints: 500, pricesIncludeVat: true };
    await savePaymentSettings(database.db, admin, settings);
    const [standard] = await listAvailablePlans(database.db);
    await updatePlan(database.db, admin, standard!.id, { label: "Standard", years: 1, amount: 180_000 });
    expect(await getPaymentSettings(database.db)).toEqual(settings);
    // Prices include VAT: the fee plus the plan is the total, 5/105 of it VAT.
    expect(await quotePayment(database.db, { planId: standard!.id, paymentStatus: null })).toMatchObject({
      registrationFeeMinor: 75_000,
      planAmountMinor: 180_000,
      vatRateBasisPoints: 500,
      vatMinor: 12_143,
      totalMinor: 255_000,
      currency: "AED",
    });
  });

  it("adds VAT on top when prices exclude it, and charges none at a rate of 0", async () => {
    const [standard] = await listAvailablePlans(database.db);
    const supplier = { planId: standard!.id, paymentStatus: null };
    // The default fee of ₹500, with VAT added on top instead of included.
    await savePaymentSettings(database.db, admin, { ...defaultPaymentSettings, pricesIncludeVat: false });
    expect(await quotePayment(database.db, supplier)).toMatchObject({
      vatMinor: ((50_000 + standard!.amountMinor) * 5) / 100,
      totalMinor: ((50_000 + standard!.amountMinor) * 105) / 100,
    });
    await savePaymentSettings(database.db, admin, {
      ...defaultPaymentSettings,
      vatRateBasisPoints: 0,
      pricesIncludeVat: false,
    });
    expect(await quotePayment(database.db, supplier)).toMatchObject({
      vatMinor: 0,
      totalMinor: 50_000 + standard!.amountMinor,
    });
  });

  it("keeps a plan's Arabic name, which Arabic pages show and English pages do not", async () => {
    const form = new URLSearchParams({
      intent: "add-plan",
      label: "Premium",
      labelAr: " المميزة ",
      years: "5",
      amount: "7,500",
    });
    const submission = parseForm(form, subscriptionSettingsSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({ labelAr: "المميزة" });
    if (submission.status !== "success" || submission.value.intent !== "add-plan") throw new Error("not parsed");
    await addPlan(database.db, admin, submission.value);
    const premium = (await listAvailablePlans(database.db)).find((plan) => plan.label === "Premium")!;
    expect([planLabelIn(premium, "ar"), planLabelIn(premium, "en")]).toEqual(["المميزة", "Premium"]);

    // Without an Arabic name, Arabic pages fall back to the English one.
    await updatePlan(database.db, admin, premium.id, { label: "Premium Plus", years: 5, amount: 750_000 });
    const renamed = (await listAvailablePlans(database.db)).find((plan) => plan.id === premium.id)!;
    expect(planLabelIn(renamed, "ar")).toBe("Premium Plus");
    const standard = (await listAvailablePlans(database.db)).find((plan) => plan.label === "Standard")!;
    expect(planLabelIn(standard, "ar")).toBe("الخطة القياسية");
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
