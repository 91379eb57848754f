import { readFile } from "node:fs/promises";
import type { APIResponse } from "@playwright/test";
import { expect, test, type Page } from "./test";
import { pdfText } from "../../app/testing/pdf";
import { linkIn, startJourneyServer, type JourneyServer } from "./journey-server";
import { freePort } from "../../app/testing/server-process";
import { adminRoutePaths } from "./admin-routes";
import { newSupplierOnPaymentPage, onboardSupplier, payWithTestCard, signInFirstAdmin } from "./supplier-onboarding";
import { axe } from "./axe";

// An admin's working day, on a server of its own: one paid supplier and one consultation request.
test.describe.configure({ mode: "serial" });

const adminEmail = "operations@falconedge-it.ae";
const password = "Al-Fahidi-Wind-Tower-7";
const shots = process.env.ADMIN_SCREENSHOTS;
let server: JourneyServer;
let admin: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  // A server of its own, a supplier taken through payment and a contact request: more than the default 30 s.
  testInfo.setTimeout(120_000);
  server = await startJourneyServer(await freePort(), adminEmail);
  admin = await signInFirstAdmin(browser, server, adminEmail, password);

  const supplier = await newSupplierOnPaymentPage({ browser, server, admin, password }, "Jumeirah Office Technologies");
  await payWithTestCard(supplier);
  await supplier.context().close();

  const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  // From the Arabic site, with a Saudi number typed without its code, asking for WhatsApp.
  await visitor.goto("/ar/contact");
  await visitor.getByLabel("الاسم الكامل").fill("خالد المنصوري");
  await visitor.getByRole("textbox", { name: "الشركة" }).fill('Mansoori Logistics, "Jebel Ali" FZE');
  await visitor.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("khalid@mansoori-logistics.ae");
  await visitor.getByRole("textbox", { name: "الهاتف" }).fill("055 218 7730");
  await visitor.getByLabel("الدولة").selectOption("Saudi Arabia");
  await visitor.getByLabel("الخدمة المطلوبة").selectOption("annual-maintenance");
  await visitor.getByRole("radio", { name: "واتساب" }).check();
  await visitor
    .getByLabel("كيف يمكننا مساعدتك؟")
    .fill("لدينا مستودعان في جبل علي فيهما 60 حاسوبًا، ونحتاج إلى عقد صيانة سنوي يشملها جميعًا.");
  await visitor.getByRole("button", { name: "اطلب الاستشارة المجانية" }).click();
  await expect(visitor).toHaveURL(/sent=1/);
  await visitor.context().close();
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

async function check(page: Page, name: string) {
  expect((await axe(page).analyze()).violations, name).toEqual([]);
  if (!shots) return;
  for (const [width, label] of [
    [1366, "desktop"],
    [820, "tablet"],
    [390, "phone"],
  ] as const) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("the dashboard shows revenue, unread messages, counts and recent activity", async () => {
  await admin.goto("/admin");
  await expect(admin.getByRole("link", { name: /Contacts\s*1 unread/ })).toBeVisible();
  await expect(admin.getByText("Revenue this month").locator("..")).toContainText("₹4,100");
  await expect(admin.getByText("Unread contact messages").locator("..")).toContainText("1");
  await expect(admin.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Jumeirah Office Technologies" }).first()).toBeVisible();
  // VAT is charged and no TRN has been entered yet: the admin is told where to enter it.
  const missingTrn = admin.getByRole("note").filter({ hasText: "without the company's TRN" });
  await expect(missingTrn.getByRole("link", { name: "Settings, company details" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  await check(admin, "dashboard");
});

test("suppliers are found by name, email or licence, filtered, and extended by hand with a note", async () => {
  await admin.goto("/admin/suppliers");
  await admin.getByLabel("Search").fill("jumeirah");
  await admin.getByLabel("Status").selectOption("active");
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin).toHaveURL(/q=jumeirah.*status=active/);
  await expect(admin.getByText("Showing 1–1 of 1 suppliers")).toBeVisible();
  await check(admin, "suppliers");
  await admin.getByLabel("Status").selectOption("rejected");
  await admin.getByRole("button", { name: "Apply" }).click();
  await expect(admin.getByText("No supplier matches these filters.")).toBeVisible();

  await admin.goto("/admin/suppliers?q=jumeirah");
  await admin.getByRole("link", { name: "Jumeirah Office Technologies" }).click();
  await expect(admin.getByRole("heading", { name: "Payments" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "₹4,100.00", exact: true })).toBeVisible();
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: /^Tax invoice INV-\d{6}, registration payment of ₹4,100\.00$/ }).click();
  const { text } = await pdfText(await readFile(await (await download).path()));
  expect(text).toContain("TAX INVOICE");
  expect(text).toContain("Jumeirah Office Technologies");
  expect(text).toContain("VAT at 5%\n₹195.24");
  expect(text).toContain("Total paid\n₹4,100.00");
  await admin.getByLabel("Extend by").selectOption("3");
  await admin.getByLabel("Why").fill("Goodwill after the November outage");
  await admin.getByRole("button", { name: "Extend subscription" }).click();
  await expect(admin.getByText("Please tick the box to confirm; this cannot be undone.")).toBeVisible();
  await expect(admin.getByLabel("Why")).toHaveValue("Goodwill after the November outage");
  await admin.getByLabel("Extend the subscription without a payment.").check();
  await admin.getByRole("button", { name: "Extend subscription" }).click();
  await expect(admin.getByText("The subscription has been extended.")).toBeVisible();
  await expect(admin.getByLabel("Why")).toHaveValue("");
  await expect(
    admin.getByText(/Extended by 3 months to \d{4}-\d\d-\d\d: Goodwill after the November outage/),
  ).toBeVisible();
  await check(admin, "supplier");
});

test("a contact message is read, answered in the visitor's language, archived and exported", async () => {
  await admin.goto("/admin/contacts");
  await check(admin, "contacts");
  await admin.getByRole("link", { name: "خالد المنصوري" }).click();
  await expect(admin.getByText(/60 حاسوبًا/)).toBeVisible();
  // Opening the message read it: the menu's badge says so at once, not one page later.
  await expect(admin.getByRole("link", { name: /^Contacts/ })).toHaveAccessibleName("Contacts");
  await expect(admin.getByText("Arabic", { exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: "+966 55 218 7730" })).toHaveAttribute("href", "tel:+966552187730");
  await expect(admin.getByRole("link", { name: "Reply on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/966552187730?text=${encodeURIComponent(
      "مرحبًا \u2068خالد المنصوري\u2069، نتواصل معكم من \u2068Falcon Edge IT\u2069 بخصوص طلبكم استشارةً مجانية في عقد الصيانة السنوية.",
    )}`,
  );
  await expect(admin.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:khalid%40mansoori-logistics.ae?subject=${encodeURIComponent(
      "رد: عقد الصيانة السنوية – استفساركم لدى \u2068Falcon Edge IT\u2069",
    )}`,
  );
  // Navy with white text: readable, not white on white.
  await expect(admin.getByRole("link", { name: "Reply on WhatsApp" })).toHaveCSS("background-color", "rgb(11, 31, 58)");
  await expect(admin.getByRole("link", { name: "Reply on WhatsApp" })).toHaveCSS("color", "rgb(255, 255, 255)");
  await check(admin, "contact");
  await admin.getByRole("button", { name: "Archive" }).click();
  await expect(admin.getByRole("button", { name: "Move to inbox" })).toBeVisible();
  await admin.goto("/admin/contacts");
  await expect(admin.getByText(/No consultation requests yet/)).toBeVisible();

  const csv = await admin.request.get("/admin/contacts.csv?folder=all");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = (await csv.body()).toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('"Mansoori Logistics, ""Jebel Ali"" FZE"');
  expect(text).toContain("خالد المنصوري");
  expect(text).toContain("Preferred contact,Language,Status");
  expect(text).toContain("WhatsApp,Arabic,archived");
});

test("payments show the chart, the totals and the CSV export", async () => {
  await admin.goto("/admin/payments");
  await expect(admin.getByText("Revenue by month (INR), last 12 months")).toBeVisible();
  await expect(admin.getByText("1 payment in INR")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Jumeirah Office Technologies", exact: true })).toBeVisible();
  await expect(
    admin.getByRole("link", { name: /^Tax invoice INV-\d{6}, Jumeirah Office Technologies, ₹4,100\.00$/ }),
  ).toHaveAttribute("href", /^\/admin\/payments\/[0-9a-f-]{36}\/receipt$/);
  await check(admin, "payments");
  // Private downloads carry one Cache-Control header, the server's, not the route's beside it.
  const cacheControl = (response: APIResponse) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "cache-control")
      .map((header) => header.value);
  const receiptPath = await admin.getByRole("link", { name: /^Tax invoice INV-\d{6}, / }).getAttribute("href");
  const receipt = await admin.request.get(receiptPath!);
  expect(receipt.headers()["content-type"]).toBe("application/pdf");
  expect(cacheControl(receipt)).toEqual(["no-store"]);
  const csvResponse = await admin.request.get("/admin/payments.csv");
  expect(cacheControl(csvResponse)).toEqual(["no-store"]);
  const csv = (await csvResponse.body()).toString("utf8");
  expect(csv.split("\n")[1]).toMatch(
    /,Jumeirah Office Technologies,.*,registration,Professional,2,INV-\d{6},4100\.00,3904\.76,5%,195\.24,INR,sandbox,sandbox_pi_\w+,succeeded,$/,
  );
});

test("the email log, the audit trail and the settings", async ({ browser }) => {
  await admin.goto("/admin/emails");
  await expect(admin.getByRole("cell", { name: /Tax invoice INV-\d{6}/ }).first()).toBeVisible();
  await check(admin, "emails");

  await admin.goto("/admin/audit?entity=supplier");
  await expect(admin.getByText("Pay", { exact: true }).first()).toBeVisible();
  await check(admin, "audit");

  await admin.goto("/admin/settings");
  await admin.getByLabel("Phone").fill("12");
  await admin.getByLabel("Contact email").fill("info at falconedge");
  await admin.getByRole("button", { name: "Save company details" }).click();
  // The server's own words next to each field, not the browser's bubble that stops at the first.
  await expect(admin.getByText(/Please enter the phone number with its country code/)).toBeVisible();
  await expect(
    admin.getByText("Please enter the contact address as an email address, such as info@example.ae."),
  ).toBeVisible();
  await expect(admin.getByLabel("Contact email")).toHaveValue("info at falconedge");
  await admin.getByLabel("Contact email").fill("info@falconedge-it.ae");
  await admin.getByLabel("Phone").fill("+971 4 800 7788");
  await admin.getByLabel("Tagline in Arabic").fill("شريككم في تقنية المعلومات في دبي ودول الخليج");
  await admin.getByRole("button", { name: "Save company details" }).click();
  await expect(admin.getByText(/Company details saved/)).toBeVisible();
  const home = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await home.goto("/contact");
  await expect(home.getByRole("contentinfo")).toContainText("+971 4 800 7788");
  // The Arabic pages say the company's Arabic wording.
  await home.goto("/ar/contact");
  await expect(home.getByRole("contentinfo")).toContainText("شريككم في تقنية المعلومات في دبي ودول الخليج");
  await expect(home.getByRole("contentinfo")).toContainText("المكتب الرئيسي في الخليج التجاري");
  await home.context().close();

  await admin.getByLabel("Invite an admin by email").fill("finance@falconedge-it.ae");
  await admin.getByRole("button", { name: "Send invitation" }).click();
  await expect(admin.getByText(/Invitation sent/)).toBeVisible();
  const invited = admin.getByRole("listitem").filter({ hasText: "finance@falconedge-it.ae" });
  await expect(invited).toContainText("Invitation not yet accepted");
  const invitation = await server.emailTo("finance@falconedge-it.ae", /admin account/);
  const invitee = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await invitee.goto(linkIn(invitation.text, `${server.baseURL}/set-password?token=`));
  await expect(invitee.getByText("Choose the password for your admin account. This link works once.")).toBeVisible();
  await expect(invitee.getByText("Administration", { exact: true })).toBeVisible();
  await invitee.context().close();
  await check(admin, "settings");
  await admin.getByText("Remove finance@falconedge-it.ae", { exact: true }).click();
  await admin.getByRole("button", { name: "Yes, remove" }).click();
  await expect(admin.getByText(/Admin removed/)).toBeVisible();
  await expect(invited).toHaveCount(0);
  await expect(admin.getByText(/^Remove /)).toHaveCount(0);
});

test("a paid supplier edits the company details, and the admin sees what changed", async ({ browser }) => {
  // Registrations are limited to 5 an hour per address: this spec makes two.
  const page = await newSupplierOnPaymentPage({ browser, server, admin, password }, "Barsha Heights Cabling");
  await payWithTestCard(page);
  await page.goto("/supplier-dashboard");
  await page.getByRole("link", { name: "Company details and trade licence" }).click();
  await expect(page.getByRole("heading", { name: "Company profile" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
  // Read-only looks read-only: not the white of the fields that can be changed.
  const background = (label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((input) => getComputedStyle(input).backgroundColor);
  expect(await background("Email")).not.toBe(await background("Phone"));
  // A list the supplier can change looks like the other fields that can be changed.
  expect(await background("Country")).toBe(await background("Phone"));
  await expect(page.getByLabel("Company legal name")).toHaveValue("Barsha Heights Cabling");
  const licence = await page.request.get((await page.getByRole("link", { name: "licence.pdf" }).getAttribute("href"))!);
  expect(licence.headers()["content-type"]).toBe("application/pdf");
  // Set once for every response by the server, not repeated by the download.
  expect(licence.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await licence.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter a valid phone number, such as +971 4 123 4567.")).toBeVisible();
  await page.getByLabel("Phone").fill("+971 4 399 2020");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved: phone.")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  if (process.env.ADMIN_SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${process.env.ADMIN_SCREENSHOTS}/profile-phone.png`, fullPage: true });
  }

  await admin.goto("/admin/suppliers?q=barsha");
  await admin.getByRole("link", { name: "Barsha Heights Cabling" }).click();
  await expect(admin.getByText("+971 4 399 2020")).toBeVisible();
  await expect(admin.getByText("Changed phone")).toBeVisible();
  // Both suppliers registered with the same trade licence number and TRN: the admin is shown the other.
  const sharing = admin.getByRole("region", { name: "Other registrations with the same papers" });
  await expect(sharing.getByRole("listitem")).toHaveText(
    "Jumeirah Office Technologies (Active): trade licence number and TRN",
  );
  await sharing.getByRole("link", { name: "Jumeirah Office Technologies" }).click();
  await expect(admin.getByRole("heading", { name: "Jumeirah Office Technologies" })).toBeVisible();
  await check(admin, "supplier-sharing-papers");
  await page.context().close();
});

test("every admin and portal page fits a 390 px phone, with a compact admin menu", async ({ browser }) => {
  // Each page is loaded twice (admin, supplier): more than the default budget beside other specs.
  test.setTimeout(120_000);
  const supplier = await onboardSupplier({ browser, server, admin, password }, "Nad Al Sheba Networks");
  const { id } = supplier;
  await admin.goto("/admin/suppliers?q=jumeirah");
  await admin.getByRole("link", { name: "Jumeirah Office Technologies" }).click();
  await admin.waitForURL(/\/admin\/supplier\/[\w-]{36}$/);
  const paidId = admin.url().split("/").at(-1)!;
  const phone = { width: 390, height: 844 };
  const pages: Array<[Page, string[]]> = [
    [
      admin,
      [
        ...adminRoutePaths(id).filter((path) => !/\.(csv)$|\/(document|receipt)$/.test(path)),
        `/admin/supplier/${paidId}`,
      ],
    ],
    [supplier.page, ["/supplier-dashboard", "/supplier-dashboard/profile", "/supplier-dashboard/security"]],
  ];
  for (const [page, paths] of pages) {
    await page.setViewportSize(phone);
    for (const path of paths) {
      await page.goto(path.replace(":id", id));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${path} at 390 px`).toBeLessThanOrEqual(390);
      if (shots) await page.screenshot({ path: `${shots}/phone${path.replace(/\W+/g, "-")}.png`, fullPage: true });
    }
  }
  await supplier.page.goto(`/payment-required?email=${encodeURIComponent(supplier.email)}`);
  expect(await supplier.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // On a phone the admin menu is one line until it is opened.
  await admin.goto("/admin");
  const menuHeight = await admin
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().height);
  expect(menuHeight).toBeLessThan(120);
  await admin.locator("summary", { hasText: "Menu" }).click();
  await admin.getByRole("link", { name: "Payments" }).click();
  await expect(admin).toHaveURL(/\/admin\/payments$/);
  await expect(admin.getByRole("link", { name: "Email log" })).toBeHidden();
  await admin.setViewportSize({ width: 1366, height: 900 });
  await supplier.page.context().close();
});

test("a table wider than a phone shows a shadow on the side with more to see, and axe still checks its text", async () => {
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto("/admin/suppliers");
  const box = admin.locator(".scroll-shadows", { has: admin.getByRole("table", { name: "Suppliers" }) });
  const scroller = box.locator("> div");
  const shadows = () =>
    scroller.evaluate((element) => ["::before", "::after"].map((side) => getComputedStyle(element, side).opacity));
  await expect.poll(shadows).toEqual(["0", "1"]);
  const contrast = await axe(admin).withRules(["color-contrast"]).analyze();
  expect(contrast.violations).toEqual([]);
  // Every text is checked, the cells cut off at the edge too: none is left "incomplete".
  expect(contrast.incomplete).toEqual([]);
  const checked = contrast.passes.flatMap((rule) => rule.nodes.map((node) => node.html));
  expect(checked.filter((html) => html.includes("Jumeirah Office Technologies"))).not.toEqual([]);

  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(shadows).toEqual(["1", "0"]);

  // Nothing to scroll on a desktop, so no shadow.
  await admin.setViewportSize({ width: 1366, height: 900 });
  await expect.poll(shadows).toEqual(["0", "0"]);
});
