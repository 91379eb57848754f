import type { Page } from "@playwright/test";

export const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
let sequence = 0;

/** Fills in the whole supplier registration form, with a trade licence, as a supplier would. */
export async function fillRegistration(
  page: Page,
  email = `amir.haddad+${Date.now()}-${++sequence}@alnoor-it.ae`,
  companyName = "Al Noor IT Distribution LLC",
) {
  await page.getByLabel("Company legal name").fill(companyName);
  await page.getByLabel("Trade licence number").fill("DED-845512");
  await page.getByLabel("Tax Registration Number (TRN)").fill("100345678900003");
  await page.getByLabel("Years in business").fill("9");
  await page.getByLabel("Website").fill("https://www.alnoor-it.ae");
  await page.getByLabel("Country").selectOption("UAE");
  await page.getByLabel("City").fill("Dubai");
  await page.getByLabel("Business address").fill("Warehouse 14, Al Qusais Industrial Area 2");
  await page.getByRole("textbox", { name: "Full name" }).fill("Amir Haddad");
  await page.getByLabel("Role").fill("Managing director");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+971 4 263 1187");
  await page.getByLabel("Networking").check();
  await page.getByLabel("Power protection and UPS").check();
  await page.getByLabel("Brands you supply").fill("Cisco, Ubiquiti, APC");
  await page.getByLabel("Professional").check();
  await page
    .getByLabel("Trade licence (PDF, JPEG or PNG, up to 5 MB)")
    .setInputFiles({ name: "licence.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByLabel("I accept the terms of service and the privacy policy.").check();
  return email;
}
