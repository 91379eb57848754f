import { expect, test as base, type BrowserContext, type Page } from "./test";
import { adminRoutePaths } from "./admin-routes";
import { linkIn, startJourneyServer, type JourneyServer } from "./journey-server";
import { freePort } from "../../app/testing/server-process";
import { expectReadableHeader } from "./readable-header";
import { fillRegistration, pdf } from "./registration-form";
import { enterAuthenticatorCode, setUpAuthenticator } from "./second-factor";
import {
  newVisitor,
  onboardSupplier,
  signInAdmin,
  signInFirstAdmin,
  type OnboardedSupplier,
} from "./supplier-onboarding";
import { axe } from "./axe";

// The supplier lifecycle end to end, on a server of its own that emails a local SMTP server. Each
// test signs in its own admin page and makes the supplier it changes, so any one runs alone.
base.describe.configure({ mode: "serial" });

const adminEmail = "ops@falconedge-it.ae";
const adminPassword = "Creek-Harbour-Dhow-58";
const supplierPassword = "Deira-Spice-Souk-2031";

let server: JourneyServer;
/** Whether the first admin has chosen a password yet: the first test does, or else the first admin page. */
let adminPasswordSet = false;

base.beforeAll(async () => {
  // Each visitor comes from an address of its own (X-Forwarded-For), as on the internet.
  server = await startJourneyServer(await freePort(), adminEmail, { TRUST_PROXY: "1" });
});
base.afterAll(() => server?.stop());

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

const test = base.extend<{ admin: Page; supplier: OnboardedSupplier }, { adminSession: StorageState }>({
  // The admin signs in once per worker (sign-ins per account are limited); each test gets a page of its own.
  adminSession: [
    async ({ browser }, use) => {
      let page: Page;
      if (adminPasswordSet) {
        page = await newVisitor(browser, server);
        await signInAdmin(page, adminEmail, adminPassword);
        await expect(page).toHaveURL(/\/admin$/);
      } else {
        page = await signInFirstAdmin(browser, server, adminEmail, adminPassword);
        adminPasswordSet = true;
      }
      const session = await page.context().storageState();
      await page.context().close();
      await use(session);
    },
    { scope: "worker" },
  ],
  admin: async ({ browser, adminSession }, use) => {
    const page = await (await browser.newContext({ baseURL: server.baseURL, storageState: adminSession })).newPage();
    await use(page);
    await page.context().close();
  },
  /** A supplier of the test's own: registered, approved, with a password, on the payment page. */
  supplier: async ({ browser, admin }, use, testInfo) => {
    const supplier = await onboardSupplier(
      { browser, server, admin, password: supplierPassword },
      `Supplier ${testInfo.testId.slice(0, 8)} Trading LLC`,
    );
    await use(supplier);
    await supplier.page.context().close();
  },
});

async function register(page: Page, email: string, companyName: string) {
  await page.goto("/SupplierRegistration");
  await fillRegistration(page, email, companyName);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your registration is with our team" })).toBeVisible();
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm the new password").fill(password);
  await page.getByRole("button", { name: /Set password|Save new password/ }).click();
}

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("the first admin sets a password from the link printed at start, with the password policy enforced", async ({
  browser,
}) => {
  const admin = await newVisitor(browser, server);
  const link = linkIn(server.output(), `${server.baseURL}/set-password?token=`);
  await admin.goto(link);
  await expect(admin.getByRole("heading", { name: "Set your password" })).toBeVisible();

  for (const [password, confirmation, message] of [
    ["short", "short", "Please use at least 8 characters."],
    ["password123", "password123", "one of the most commonly used passwords"],
    [adminPassword, "Creek-Harbour-Dhow-59", "The two passwords do not match."],
  ] as const) {
    await admin.getByLabel("New password", { exact: true }).fill(password);
    await admin.getByLabel("Confirm the new password").fill(confirmation);
    await admin.getByRole("button", { name: "Set password" }).click();
    await expect(admin.getByText(message)).toBeVisible();
  }
  await choosePassword(admin, adminPassword);
  await expect(admin).toHaveURL(/\/login\?password=set$/);
  adminPasswordSet = true;
  await expect(admin.getByText("Your password is set. Please sign in.")).toBeVisible();

  await admin.goto(link);
  await expect(admin.getByText("This link has expired or has already been used.")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Email me a new link" })).toBeVisible();

  await signIn(admin, "/login", adminEmail, "wrong-password-1");
  await expect(admin.getByRole("alert")).toHaveText("The email address or password is incorrect.");
  await signIn(admin, "/login", adminEmail, adminPassword);
  // An admin must set up a second factor before anything else: every admin page leads there.
  await expect(admin).toHaveURL(/\/admin\/security$/);
  await expect(admin.getByRole("alert")).toHaveText(/Admin accounts must use two-step verification/);
  await expect(admin.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  await admin.goto("/admin/suppliers");
  await expect(admin).toHaveURL(/\/admin\/security$/);
  await setUpAuthenticator(admin, adminEmail, adminPassword);
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await admin.getByRole("button", { name: "Sign out" }).click();
  await expect(admin).toHaveURL(/\/login\?signed-out=1$/);
  await admin.goto("/admin");
  await expect(admin).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await admin.context().close();
});

test("a registered supplier is approved, sets a password from the email and lands on the payment page", async ({
  browser,
  admin,
}) => {
  const email = `amir.haddad+${Date.now()}@alnoor-it.ae`;
  const supplier = await newVisitor(browser, server);
  await register(supplier, email, "Al Noor IT Distribution LLC");

  await admin.goto("/admin");
  await expect(admin.getByRole("link", { name: /Dashboard\s*1 awaiting review/ })).toBeVisible();
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: "Al Noor IT Distribution LLC", exact: true })
    .click();
  await admin.waitForURL(/\/admin\/supplier\/[\w-]{36}$/);
  const supplierId = admin.url().split("/").at(-1)!;
  await expect(admin.getByText("Pending review").first()).toBeVisible();
  const document = await admin.request.get(`/admin/supplier/${supplierId}/document`);
  expect(document.headers()["content-type"], await document.text()).toBe("application/pdf");
  expect(Buffer.from(await document.body()).equals(pdf)).toBe(true);

  await admin.getByLabel("I have checked the registration and the trade licence.").check();
  await admin.getByRole("button", { name: "Approve registration" }).click();
  await expect(admin.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole("button", { name: "Approve registration" })).toHaveCount(0);

  const approval = await server.emailTo(email, /is approved: set your password/);
  expect(approval.text).toContain("expires in 72 hours");
  await supplier.goto(linkIn(approval.text, `${server.baseURL}/set-password?token=`));
  // The account is named, read-only, where a password manager looks for the user name to save.
  const account = supplier.getByLabel("Email", { exact: true });
  await expect(account).toHaveValue(email);
  await expect(account).toHaveAttribute("autocomplete", "username");
  await expect(account).not.toBeEditable();
  await choosePassword(supplier, supplierPassword);
  await expect(supplier).toHaveURL(/\/supplier-login\?password=set$/);

  await signIn(supplier, "/supplier-login", email, supplierPassword);
  await expect(supplier).toHaveURL(`${server.baseURL}/payment-required?email=${encodeURIComponent(email)}`);
  const [cookie] = await supplier.context().cookies();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 60 * 60);

  await signIn(supplier, "/login", email, supplierPassword);
  await expect(supplier.getByRole("alert")).toHaveText(
    "This account does not have admin access. Suppliers sign in at the supplier login page.",
  );
  await supplier.context().close();
});

test("admin pages and their data refuse anonymous visitors and suppliers", async ({ browser, supplier: owner }) => {
  const supplier = owner.page;
  const anonymous = await newVisitor(browser, server);

  for (const path of adminRoutePaths(owner.id)) {
    for (const url of [path, `${path}.data`]) {
      const asAnonymous = await anonymous.request.get(url, { maxRedirects: 0 });
      expect([302, 202, 204], `anonymous GET ${url}`).toContain(asAnonymous.status());
      expect(await asAnonymous.text(), `anonymous GET ${url}`).not.toContain(owner.email);
      const asSupplier = await supplier.request.get(url, { maxRedirects: 0 });
      expect(asSupplier.status(), `supplier GET ${url}`).toBe(403);
      expect(await asSupplier.text(), `supplier GET ${url}`).not.toContain(owner.email);
    }
    const post = { form: { intent: "approve" }, maxRedirects: 0, headers: { origin: server.baseURL } };
    expect([302, 204, 405], `anonymous POST ${path}`).toContain((await anonymous.request.post(path, post)).status());
    const supplierPost = await supplier.request.post(path, post);
    expect([403, 405], `supplier POST ${path}`).toContain(supplierPost.status());
  }
  // The refusal shows the supplier the way to their own portal.
  await supplier.goto("/admin");
  await supplier.getByRole("link", { name: "Go to the supplier portal" }).click();
  await expect(supplier).toHaveURL(/\/(supplier-dashboard|payment-required)/);
  await anonymous.context().close();
});

test("a rejected registration is corrected from the emailed link and goes back to review", async ({
  browser,
  admin,
}) => {
  const email = `layla.hassan+${Date.now()}@desert-rack.ae`;
  const supplier = await newVisitor(browser, server);
  await register(supplier, email, "Desert Rack Systems");

  await admin.goto("/admin");
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: "Desert Rack Systems", exact: true })
    .click();
  await admin.getByRole("button", { name: "Reject registration" }).click();
  await expect(admin.getByText("Please give the reason; the supplier reads it in the email.")).toBeVisible();
  await admin
    .getByLabel("Reason for rejection")
    .fill("The trade licence you uploaded expired in March; please upload the renewed licence.");
  await admin.getByLabel("Email this reason to the supplier.").check();
  await admin.getByRole("button", { name: "Reject registration" }).click();
  await expect(admin.getByText("Rejected:", { exact: false })).toBeVisible();

  const rejection = await server.emailTo(email, /needs changes/);
  expect(rejection.text).toContain("expired in March");
  const link = linkIn(rejection.text, `${server.baseURL}/SupplierRegistration?resubmit=`);
  await supplier.goto(link);
  await expect(supplier.getByRole("heading", { name: "Correct and resubmit your registration" })).toBeVisible();
  await expect(supplier.getByText("expired in March")).toBeVisible();
  await expect(supplier.getByLabel("Company legal name")).toHaveValue("Desert Rack Systems");
  await supplier.getByLabel("Company legal name").fill("Desert Rack Systems FZE");
  await supplier.getByLabel("I accept the terms of service and the privacy policy.").check();
  await supplier.getByRole("button", { name: "Resubmit registration" }).click();
  await expect(supplier.getByRole("heading", { name: "Thank you, your registration is with our team" })).toBeVisible();

  await supplier.goto(link);
  await expect(supplier.getByText("This link has expired or has already been used.")).toBeVisible();

  await admin.goto("/admin");
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: "Desert Rack Systems FZE", exact: true })
    .click();
  await expect(admin.getByText("Pending review").first()).toBeVisible();
  await expect(admin.getByText("Resubmitted")).toBeVisible();
  await supplier.context().close();
});

test("a decision refused because another tab decided first shows the registration as it now is", async ({
  browser,
  admin,
}) => {
  const supplier = await newVisitor(browser, server);
  await register(supplier, `noura.saleh+${Date.now()}@gulf-cabling.ae`, "Gulf Structured Cabling");
  await supplier.context().close();
  await admin.goto("/admin");
  await admin
    .getByRole("region", { name: /Registrations awaiting review/ })
    .getByRole("link", { name: "Gulf Structured Cabling", exact: true })
    .click();
  await expect(admin.getByRole("button", { name: "Reject registration" })).toBeVisible();
  const otherTab = await admin.context().newPage();
  await otherTab.goto(admin.url());

  await admin.getByLabel("I have checked the registration and the trade licence.").check();
  await admin.getByRole("button", { name: "Approve registration" }).click();
  await expect(admin.getByRole("button", { name: "Approve registration" })).toHaveCount(0);

  await otherTab.getByLabel("Reason for rejection").fill("The licence number does not match the uploaded licence.");
  await otherTab.getByLabel("Email this reason to the supplier.").check();
  await otherTab.getByRole("button", { name: "Reject registration" }).click();
  await expect(otherTab.getByText("A supplier that is approved cannot be rejected.")).toBeVisible();
  // The page reads the registration again: no decision forms for a state that has passed.
  await expect(otherTab.getByRole("button", { name: "Reject registration" })).toHaveCount(0);
  await otherTab.close();
});

test("a supplier resets a forgotten password and every other session ends", async ({ browser, supplier: owner }) => {
  const elsewhere = await newVisitor(browser, server);
  await signIn(elsewhere, "/supplier-login", owner.email, supplierPassword);
  await expect(elsewhere).toHaveURL(/payment-required/);

  const supplier = await newVisitor(browser, server);
  for (const email of ["nobody@unknown-company.ae", owner.email]) {
    await supplier.goto("/reset-password");
    await supplier.getByLabel("Email").fill(email);
    await supplier.getByRole("button", { name: "Email me a link" }).click();
    await expect(supplier.getByText("If an account exists for that address, we have emailed it a link")).toBeVisible();
  }
  const reset = await server.emailTo(owner.email, /Reset your .* password/);
  const link = linkIn(reset.text, `${server.baseURL}/reset-password?token=`);
  await supplier.goto(link);
  const newPassword = "Al-Fahidi-Windtower-19";
  await choosePassword(supplier, newPassword);
  await expect(supplier).toHaveURL(/\/supplier-login\?password=set$/);

  await elsewhere.goto("/supplier-login");
  await expect(elsewhere.getByRole("heading", { name: "Supplier login" })).toBeVisible();
  await signIn(supplier, "/supplier-login", owner.email, supplierPassword);
  await expect(supplier.getByRole("alert")).toHaveText("The email address or password is incorrect.");
  await signIn(supplier, "/supplier-login", owner.email, newPassword);
  await expect(supplier).toHaveURL(/payment-required/);

  await supplier.goto(link);
  await expect(supplier.getByText("This link has expired or has already been used.")).toBeVisible();
  await server.emailTo(owner.email, /password was changed/);
  await supplier.context().close();
  await elsewhere.context().close();
});

test("a suspended supplier is signed out on the next request and told the account is disabled", async ({
  admin,
  supplier: owner,
}) => {
  const supplier = owner.page;

  await admin.goto(`/admin/supplier/${owner.id}`);
  await admin.getByLabel("Note for the suspension (optional)").fill("Trade licence under review by DED.");
  await admin.getByRole("button", { name: "Suspend supplier" }).click();
  await expect(admin.getByRole("button", { name: "Reactivate supplier" })).toBeVisible();

  await supplier.goto("/supplier-login");
  await expect(supplier.getByRole("heading", { name: "Supplier login" })).toBeVisible();
  await signIn(supplier, "/supplier-login", owner.email, supplierPassword);
  await expect(supplier.getByRole("alert")).toContainText(
    "This account has been disabled. If you think this is a mistake, please write to our supplier team at info@falconedge-it.ae.",
  );

  await admin.getByRole("button", { name: "Reactivate supplier" }).click();
  await expect(admin.getByRole("button", { name: "Suspend supplier" })).toBeVisible();
  await signIn(supplier, "/supplier-login", owner.email, supplierPassword);
  await expect(supplier).toHaveURL(/payment-required/);
});

test("the sign-in, password and admin pages have no axe violations, on a phone too", async ({ browser, supplier }) => {
  // Every admin page is scanned twice (two widths): about 30 s alone, more beside other specs.
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    const check = async (label: string) => {
      const results = await axe(page).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`),
        `${label} at ${viewport.width}px`,
      ).toEqual([]);
    };
    for (const path of ["/supplier-login", "/login", "/reset-password", "/set-password?token=expired"]) {
      await page.goto(path);
      await check(path);
      await expectReadableHeader(page, path);
    }
    await signIn(page, "/login", adminEmail, "not-the-password");
    await expect(page.getByRole("alert")).toBeVisible();
    await check("/login with an error");
    await signIn(page, "/login", adminEmail, adminPassword);
    await expect(page).toHaveURL(/\/login\?step=code(&|$)/);
    await check("/login, the code step");
    await enterAuthenticatorCode(page, adminEmail);
    await expect(page).toHaveURL(/\/admin$/);
    await check("/admin");
    await page.goto("/admin/security");
    await check("/admin/security");
    await page.goto(`/admin/supplier/${supplier.id}`);
    await check("/admin/supplier/{id}");
    await context.close();
  }
});
