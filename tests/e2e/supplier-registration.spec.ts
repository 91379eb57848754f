import { expect, test } from "./test";
import { fillRegistration } from "./registration-form";
import { ar } from "../../app/i18n/catalogues/ar";

test.describe("supplier registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("explains each problem, keeps the answers, then confirms", async ({ page }) => {
    await page.goto("/SupplierRegistration");
    await page.getByLabel("Company legal name").fill("Al Noor IT Distribution LLC");
    await page.getByLabel("Tax Registration Number (TRN)").fill("12345");
    await page.getByLabel("Networking").check();
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Register" }).click();
    expect((await response).status()).toBe(400);

    await expect(
      page.getByText("A UAE Tax Registration Number has 15 digits. Leave it empty if you have none."),
    ).toBeVisible();
    await expect(page.getByText("Please enter your trade licence number.")).toBeVisible();
    await expect(page.getByText("Please accept the terms of service to register.")).toBeVisible();
    await expect(page.getByLabel("Company legal name")).toHaveValue("Al Noor IT Distribution LLC");
    await expect(page.getByLabel("Networking")).toBeChecked();

    await fillRegistration(page);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/SupplierRegistration\?submitted=1$/);
    await expect(page.getByRole("heading", { name: "Thank you, your registration is with our team" })).toBeVisible();
  });
});

test.describe("supplier registration", () => {
  test("refuses a document whose content is not a PDF, JPEG or PNG", async ({ page }) => {
    await page.goto("/SupplierRegistration");
    await fillRegistration(page);
    await page
      .getByLabel("Trade licence (PDF, JPEG or PNG, up to 5 MB)")
      .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 not a pdf") });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(/The document must be a PDF, JPEG or PNG file/)).toBeVisible();
    await expect(page).not.toHaveURL(/submitted=1/);
  });

  test("answers the same for an email that is already registered", async ({ page }) => {
    await page.goto("/SupplierRegistration");
    const email = await fillRegistration(page);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/submitted=1$/);

    await page.goto("/SupplierRegistration");
    await fillRegistration(page, email.toUpperCase());
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/submitted=1$/);
    await expect(page.getByRole("heading", { name: "Thank you, your registration is with our team" })).toBeVisible();
  });

  test("lists the plan catalogue with prices and the registration fee", async ({ page }) => {
    await page.goto("/SupplierRegistration");
    await expect(page.getByLabel("Standard")).toBeChecked();
    await expect(page.getByText("1 year · ₹2,000")).toBeVisible();
    await expect(page.getByText("2 years · ₹3,600")).toBeVisible();
    await expect(page.getByText("3 years · ₹5,000")).toBeVisible();
    await expect(page.getByText("Paid after approval, with the one-time registration fee of ₹500.")).toBeVisible();
  });
});

test.describe("supplier registration in Arabic", () => {
  const { form, errors, sent, categories } = ar.supplierRegistration;
  const { countries } = ar.shell;

  for (const javaScriptEnabled of [false, true]) {
    test(`explains each problem in Arabic, then confirms in Arabic, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/ar/SupplierRegistration");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.getByLabel(form.companyName).fill("شركة النور لتوزيع تقنية المعلومات");
      await page.getByLabel(form.trn).fill("12345");
      await page.getByRole("button", { name: form.register, exact: true }).click();
      await expect(page.getByText(errors.trnInvalid)).toBeVisible();
      await expect(page.getByText(errors.tradeLicenceRequired)).toBeVisible();
      await expect(page.getByText(errors.termsRequired)).toBeVisible();

      await page.getByLabel(form.tradeLicenceNumber).fill("DED-845512");
      await page.getByLabel(form.trn).fill("100345678900003");
      await page.getByLabel(form.yearsInBusiness).fill("9");
      await page.getByLabel(form.country).selectOption({ label: countries.UAE });
      await page.getByLabel(form.city).fill("دبي");
      await page.getByLabel(form.address).fill("مستودع 14، منطقة القصيص الصناعية 2");
      await page.getByRole("textbox", { name: form.contactName }).fill("أمير حداد");
      await page.getByLabel(form.contactRole).fill("المدير العام");
      await page.getByRole("textbox", { name: form.email }).fill(`amir+${Date.now()}@alnoor-it.ae`);
      await page.getByRole("textbox", { name: form.phone }).fill("+971 4 263 1187");
      await page.getByLabel(categories.networking).check();
      await page.getByLabel(form.brands).fill("Cisco وUbiquiti وAPC");
      await page.getByRole("radio").first().check();
      await page.getByLabel(new RegExp(form.termsLink)).check();
      await page.getByRole("button", { name: form.register, exact: true }).click();

      await expect(page.getByRole("heading", { name: sent.title })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/ar/SupplierRegistration?submitted=1");
      await context.close();
    });
  }
});
