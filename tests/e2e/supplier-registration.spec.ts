import { expect, test } from "@playwright/test";
import { fillRegistration } from "./registration-form";

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
