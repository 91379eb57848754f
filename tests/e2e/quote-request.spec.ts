import { expect, test, type Page } from "./test";
import { ar } from "../../app/i18n/catalogues/ar";
import { freePort } from "../../app/testing/server-process";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { limits } from "../../app/security/rate-limit.server";

// A buyer's quote request in Arabic without JavaScript, on a server of its own whose emails arrive
// at a local SMTP server: two items from the cached catalogue pages, a CSV bill of materials, the
// reference on the confirmation page and in the acknowledgement.
const { basket, form, sent } = ar.quoteRequest;
let server: JourneyServer;

test.beforeAll(async () => {
  server = await startJourneyServer(await freePort(), "ops@falconedge-it.ae");
});
test.afterAll(async () => {
  await server?.stop();
});

/** The buyer's details of an English quote request, all valid. */
async function fillBuyerDetails(page: Page) {
  await page.getByRole("textbox", { name: "Company" }).fill("Creek Harbour Facilities LLC");
  await page.getByRole("textbox", { name: "Contact person" }).fill("Mariam Al Suwaidi");
  await page.getByRole("textbox", { name: "Email" }).fill("mariam@creekharbour.ae");
  await page.getByRole("textbox", { name: "Phone" }).fill("+971 4 220 8800");
  await page.getByLabel("Needed by").fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("textbox", { name: "Delivery city" }).fill("Dubai");
}

test("a buyer sends a quote request in Arabic without JavaScript and gets a reference", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const add = ar.products.item.addToQuote;

  await page.goto("/ar/products?q=fortigate");
  await page.getByRole("button", { name: `${add}: FortiGate` }).click();
  await expect(page).toHaveURL(/\/ar\/quote-request\?added=product%3Afortigate$/);
  await page.goto("/ar/hardware");
  await page.getByRole("button", { name: `${add}: ${ar.hardware.ranges.laptops.title}` }).click();
  await expect(page.getByRole("status").first()).toContainText(ar.hardware.ranges.laptops.title);

  const forLaptops = basket.forItem.replace("{{name}}", ar.hardware.ranges.laptops.title);
  await page.getByRole("textbox", { name: `${basket.quantity} ${forLaptops}` }).fill("25");
  await page.getByRole("textbox", { name: `${basket.note} ${forLaptops}` }).fill("لوحة مفاتيح عربية");
  await page.getByRole("textbox", { name: form.company }).fill("شركة النور للخدمات اللوجستية");
  await page.getByRole("textbox", { name: form.contactName }).fill("هدى المزروعي");
  await page.getByRole("textbox", { name: form.email }).fill("huda@alnoor-logistics.ae");
  await page.getByRole("textbox", { name: form.phone }).fill("+971 4 339 1200");
  await page.getByRole("textbox", { name: form.deliveryCity }).fill("دبي");
  await page.getByLabel(form.neededBy).fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel(form.attachment).setInputFiles({
    name: "قائمة المواد.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Item,Quantity\nDell Latitude 5450,25\nFortiGate 60F,1\n"),
  });
  await page.getByRole("button", { name: form.submit }).click();

  await expect(page.getByRole("heading", { name: sent.title })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/quote-request\/sent\?ref=Q-\d{4}-\d{5}$/);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  const acknowledgement = await server.emailTo("huda@alnoor-logistics.ae", new RegExp(reference));
  expect(acknowledgement.subject).toBe(ar.quoteRequest.email.subject.replace("{{reference}}", reference));
  expect(acknowledgement.text).toContain(`\u206625\u2069 × \u2068${ar.hardware.ranges.laptops.title}\u2069`);
  await context.close();
});

test("saving the basket's quantities checks the lines only, not the buyer's details still to be filled in", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto("/hardware");
  await page.getByRole("button", { name: "Add to quote request: Laptops and notebooks" }).click();
  await expect(page).toHaveURL(/\/quote-request\?added=/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  // Focusing the form loads its rules in the browser; the buyer's details are left untouched.
  const quantity = page.getByLabel("Quantity for Laptops and notebooks");
  await quantity.focus();
  await quantity.fill("0");
  // Leaving the field checks it, once the rules have arrived if they have not yet.
  await quantity.blur();
  await expect(page.getByText("Please enter a whole number from 1 to 100,000.")).toBeVisible();
  // The server's answer to the save, not the message already shown by leaving the field.
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save quantities and notes" }).click();
  expect((await saved).status()).toBe(400);
  await expect(page.getByText("Please enter a whole number from 1 to 100,000.")).toBeVisible();
  await quantity.fill("5");
  await expect(page.getByText("Please enter a whole number from 1 to 100,000.")).toBeHidden();
  await expect(page.getByText("Please enter your company's name.")).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Company" })).not.toHaveAttribute("aria-invalid", "true");

  // Enter in a field sends the request, as in any form, not the basket's "Save" that comes first.
  await fillBuyerDetails(page);
  await page.getByRole("textbox", { name: "Delivery city" }).press("Enter");
  await expect(page).toHaveURL(/\/quote-request\/sent\?ref=Q-\d{4}-\d{5}$/);
  await context.close();
});

test("an attachment only the server can judge is refused with its message beside the field", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto("/hardware");
  await page.getByRole("button", { name: "Add to quote request: Laptops and notebooks" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  await fillBuyerDetails(page);
  // A picture named as a spreadsheet: its type shows only in its content, which the server reads.
  const attachment = page.getByLabel(/^Bill of materials/);
  const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
  await attachment.setInputFiles({ name: "devices.csv", mimeType: "text/csv", buffer: Buffer.from(png, "base64") });
  const sent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send quote request" }).click();
  expect((await sent).status()).toBe(400);
  await expect(page.getByText("The attachment must be a PDF, an Excel workbook (.xlsx) or a CSV file.")).toBeVisible();
  await expect(attachment).toHaveAttribute("aria-invalid", "true");
  await expect(attachment).toBeFocused();
  // The browser cannot judge the file: the message stays while the visitor goes on elsewhere…
  await attachment.press("Tab");
  await page.getByRole("textbox", { name: "Delivery city" }).fill("Abu Dhabi");
  await page.getByRole("textbox", { name: "Delivery city" }).blur();
  await expect(page.getByText("The attachment must be a PDF, an Excel workbook (.xlsx) or a CSV file.")).toBeVisible();
  // …and goes once another file is chosen, for the server to judge when the request is sent.
  await attachment.setInputFiles({ name: "devices.csv", mimeType: "text/csv", buffer: Buffer.from("Item,Qty\n") });
  await expect(page.getByText("The attachment must be a PDF, an Excel workbook (.xlsx) or a CSV file.")).toBeHidden();
  await context.close();
});

test("on a phone, a refusal at the top of a long form is brought into view, and the focus stays on the button", async ({
  page,
}) => {
  const contact = `${server.baseURL}/contact`;
  const request = {
    name: "Rashid Al Mansoori",
    email: "rashid@mansoori-logistics.ae",
    phone: "+971 50 765 4321",
    country: "UAE",
    service: "annual-maintenance",
    preferredContact: "phone",
    message: "We run two warehouses in Jebel Ali with 60 PCs and need an annual maintenance contract.",
  };
  // Five requests an hour from one address (limits.contact): the sixth is refused above the form.
  for (let sent = 0; sent < limits.contact.limit; sent += 1) {
    const answer = await page.request.post(contact, { headers: { origin: server.baseURL }, form: request });
    expect(answer.ok()).toBe(true);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(contact);
  await page.getByLabel("Full name").fill(request.name);
  await page.getByRole("textbox", { name: "Email" }).fill(request.email);
  await page.getByRole("textbox", { name: "Phone" }).fill(request.phone);
  await page.getByLabel("Country").selectOption(request.country);
  await page.getByLabel("Service of interest").selectOption(request.service);
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page.getByLabel("How can we help?").fill(request.message);
  const send = page.getByRole("button", { name: "Request free consultation" });
  await send.click();
  await expect(page.getByRole("alert")).toContainText(/several requests/);
  await expect(page.getByRole("alert")).toBeInViewport();
  await expect(send).toBeFocused();
});
