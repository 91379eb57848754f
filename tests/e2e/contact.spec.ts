import { expect, test, type Page } from "./test";
import { ar } from "../../app/i18n/catalogues/ar";
import { axe } from "./axe";

async function fillValidRequest(page: Page) {
  await page.getByLabel("Full name").fill("Rashid Al Mansoori");
  await page.getByRole("textbox", { name: "Company" }).fill("Mansoori Logistics FZE");
  await page.getByRole("textbox", { name: "Email" }).fill("rashid@mansoori-logistics.ae");
  await page.getByRole("textbox", { name: "Phone" }).fill("+971 50 765 4321");
  await page.getByLabel("Country").selectOption("UAE");
  await page.getByLabel("Service of interest").selectOption("annual-maintenance");
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page
    .getByLabel("How can we help?")
    .fill(
      "We run two warehouses in Jebel Ali with 60 PCs and need an annual maintenance contract with on-site support.",
    );
}

test.describe("the free-consultation request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("explains each problem, keeps what was typed, then confirms", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full name").fill("Rashid Al Mansoori");
    await page.getByRole("textbox", { name: "Email" }).fill("rashid@");
    await page.getByLabel("Country").selectOption("Qatar");
    await page.getByRole("radio", { name: "WhatsApp" }).check();
    await page.getByLabel("How can we help?").fill("Need laptops");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Request free consultation" }).click();
    expect((await response).status()).toBe(400);

    await expect(page.getByText("Please enter a valid email address, such as name@company.ae.")).toBeVisible();
    await expect(page.getByText("Please choose the service you are interested in.")).toBeVisible();
    await expect(page.getByText("Please enter a phone number so we can call or message you.")).toBeVisible();
    await expect(page.getByText("Please tell us a little more (at least 20 characters).")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");

    await expect(page.getByLabel("Full name")).toHaveValue("Rashid Al Mansoori");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("rashid@");
    await expect(page.getByLabel("Country")).toHaveValue("Qatar");
    await expect(page.getByRole("radio", { name: "WhatsApp" })).toBeChecked();
    await expect(page.getByLabel("How can we help?")).toHaveValue("Need laptops");

    await fillValidRequest(page);
    await page.getByRole("button", { name: "Request free consultation" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Thank you, we have your request" })).toBeVisible();
  });
});

test("a request sent before the page's scripts ran comes back with the focus on the first field to correct", async ({
  page,
  baseURL,
}) => {
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  // Not page.goto, which waits for the page to hydrate: its scripts never come here.
  await page.evaluate((url) => void (location.href = url), `${baseURL}/contact`);
  await page.getByLabel("Full name").fill("Rashid Al Mansoori");
  await page.getByRole("textbox", { name: "Email" }).fill("rashid@");
  await page.unroute(scripts);
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Request free consultation" }).click();
  expect((await response).status()).toBe(400);
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
});

test.describe("the free-consultation request", () => {
  test("validates as the visitor types and confirms without a page reload", async ({ page }) => {
    await page.goto("/contact");
    // The validation rules load when the form is first focused.
    const rules = page.waitForResponse(/\/assets\/contact-form-[\w-]+\.js$/);
    await page.getByRole("textbox", { name: "Email" }).focus();
    await rules;
    await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Email" }).blur();
    await expect(page.getByText("Please enter a valid email address, such as name@company.ae.")).toBeVisible();

    await fillValidRequest(page);
    await expect(page.getByText("Please enter a valid email address, such as name@company.ae.")).toHaveCount(0);
    await page.getByRole("button", { name: "Request free consultation" }).click();
    await expect(page.getByRole("heading", { name: "Thank you, we have your request" })).toBeVisible();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
  });

  test("checks a field left before the validation rules arrived, as they arrive", async ({ page }) => {
    await page.goto("/contact");
    // The page has hydrated: from here on, only the chunks loaded on first focus are held back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("textbox", { name: "Email" }).fill("rashid@");
    await page.getByRole("textbox", { name: "Email" }).press("Tab");
    await expect(page.getByRole("textbox", { name: "Email" })).not.toBeFocused();
    release();
    await expect(page.getByText("Please enter a valid email address, such as name@company.ae.")).toBeVisible();
    // A field not yet left is not judged.
    await expect(page.getByRole("textbox", { name: "Full name" })).not.toHaveAttribute("aria-invalid", "true");
  });

  test("offers WhatsApp and a phone call built from the company phone", async ({ page }) => {
    await page.goto("/contact");
    const aside = page.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(aside.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/97145550142\?text=/,
    );
    await expect(aside.getByRole("link", { name: "+971 4 555 0142" })).toHaveAttribute("href", "tel:+97145550142");
  });
});

test("the not-found page has no axe violations", async ({ page }) => {
  await page.goto("/no-such-page");
  const results = await axe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("asking for a quotation on a product opens the form with the product named and the service chosen", async ({
  page,
}) => {
  await page.goto("/products");
  await page.getByRole("link", { name: "Ask for a quotation for Microsoft 365 Business Premium" }).click();
  await expect(page).toHaveURL(/\/contact\?product=microsoft-365-business-premium$/);
  await expect(page.getByLabel("Service of interest")).toHaveValue("software-products");
  await expect(page.getByLabel("How can we help?")).toHaveValue(
    /^We would like a quotation for Microsoft 365 Business Premium \(Microsoft\)\./,
  );
  await expect(page.getByText(/Consultants: Monday to Friday, 9:00 to 18:00 \(GST\)/)).toBeVisible();
});

test("a message that appears when a field loses focus does not take the click that moved the focus", async ({
  page,
}) => {
  await page.goto("/contact");
  const email = page.getByRole("textbox", { name: "Email" });
  // The validation rules load when the form is first focused.
  const rules = page.waitForResponse(/\/assets\/contact-form-[\w-]+\.js$/);
  await email.focus();
  await rules;
  await email.fill("rashid@");

  const phoneCall = page.getByRole("radio", { name: "Phone call" });
  await phoneCall.scrollIntoViewIfNeeded();
  const box = (await phoneCall.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  expect(await phoneCall.boundingBox(), "the radio stays where it was pressed").toEqual(box);
  await page.mouse.up();
  await expect(phoneCall).toBeChecked();
  await expect(page.getByText("Please enter a valid email address, such as name@company.ae.")).toBeVisible();
});

test.describe("the free-consultation request in Arabic", () => {
  const { form, errors, sent, options } = ar.contact;

  async function fillInArabic(page: Page) {
    await page.getByLabel(form.name).fill("راشد المنصوري");
    await page.getByRole("textbox", { name: form.email }).fill("rashid@mansoori-logistics.ae");
    await page.getByRole("textbox", { name: form.phone }).fill("+971 50 765 4321");
    await page.getByLabel(form.country).selectOption("UAE");
    await page.getByLabel(form.service).selectOption("annual-maintenance");
    await page.getByRole("radio", { name: options.preferredContact.phone }).check();
    await page.getByLabel(form.message).fill("نحتاج إلى عقد صيانة سنوية لمستودعين في جبل علي فيهما 60 حاسوبًا.");
  }

  for (const javaScriptEnabled of [false, true]) {
    test(`explains each problem in Arabic and confirms, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/ar/contact");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByLabel(form.country).locator("option", { hasText: ar.shell.countries.Oman })).toHaveCount(
        1,
      );
      await page.getByRole("textbox", { name: form.email }).fill("rashid@");
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page.getByText(errors.emailInvalid)).toBeVisible();
      await expect(page.getByText(errors.nameRequired)).toBeVisible();
      await expect(page.getByText(errors.service)).toBeVisible();

      await fillInArabic(page);
      await page.getByRole("button", { name: form.submit }).click();
      await expect(page.getByRole("heading", { name: sent.title })).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/ar/contact?sent=1");
      // The honeypot sits off the page's start edge: nothing scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await context.close();
    });
  }

  test("starts a quotation request from an Arabic product page in Arabic", async ({ page }) => {
    await page.goto("/ar/products?q=fortigate");
    await page.getByRole("link", { name: new RegExp(ar.products.item.quotation) }).click();
    await expect(page).toHaveURL(/\/ar\/contact\?product=fortigate$/);
    await expect(page.getByLabel(form.message)).toHaveValue(/^نرغب في عرض سعر لـ FortiGate/);
  });
});
