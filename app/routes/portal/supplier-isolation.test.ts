import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emails, sessions, suppliers } from "~/db/schema";
import { asServed } from "~/http/route-errors.server";
import { sessionCookie, testLoadContext, callRoute } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { loader as adminReceiptLoader } from "../admin/payment-receipt";
import * as adminSupplierRoute from "../admin/supplier";
import { loader as adminDocumentLoader } from "../admin/supplier-document";
import * as authenticateRoute from "./payment-authenticate";
import { loader as paymentPageLoader } from "./payment-required";
import { loader as dashboardLoader } from "./supplier-dashboard";
import { loader as documentLoader } from "./supplier-document";
import { action as profileAction, loader as profileLoader } from "./supplier-profile";
import * as receiptRoute from "./supplier-receipt";
import { action as securityAction, loader as securityLoader } from "./supplier-security";

// One supplier, signed in, tries every way of reaching another supplier's records by changing an id
// in a URL or a form. Each attempt either finds nothing or acts on their own account only.

const database = testDatabaseFixture();
let context: AppLoadContext;
const appUrl = "https://www.falconedge-it.ae";
const password = "Jumeirah-Lakes-Towers-41";

beforeAll(async () => {
  context = testLoadContext(database);
});

type Handler = (args: never) => unknown;
/** As the server runs it: a failure it throws is answered with its status, in the reader's language. */
const receiptLoader = asServed(receiptRoute).loader;
const adminSupplierLoader = asServed(adminSupplierRoute).loader;
const authenticateLoader = asServed(authenticateRoute).loader;
const call = (handler: Handler, request: Request, params: Record<string, string> = {}) =>
  callRoute(handler, request, context, params);

/** A paying supplier with a receipt and a trade licence, signed in. */
async function payingSupplier(licence: string) {
  const planId = database.plans[0]!.id;
  const supplier = await createPayingSupplier(database.deps, planId, password, licence);
  return { ...supplier, cookie: await sessionCookie(context, supplier.email, password) };
}

const get = (path: string, cookie: string) => new Request(`${appUrl}${path}`, { headers: { cookie } });
const post = (path: string, cookie: string, body: FormData | URLSearchParams) =>
  new Request(`${appUrl}${path}`, { method: "POST", headers: { cookie, origin: appUrl }, body });

describe("one supplier and another supplier's records", () => {
  let mine: Awaited<ReturnType<typeof payingSupplier>>;
  let theirs: Awaited<ReturnType<typeof payingSupplier>>;
  beforeEach(async () => {
    mine = await payingSupplier("my-licence");
    theirs = await payingSupplier("their-licence");
  });

  it("downloads their own receipt, and cannot download another supplier's by its id", async () => {
    const own = await call(receiptLoader, get(`/supplier-dashboard/receipts/${mine.payment.id}`, mine.cookie), {
      paymentId: mine.payment.id,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");

    for (const paymentId of [theirs.payment.id, "not-an-id"]) {
      const attempt = await call(receiptLoader, get(`/supplier-dashboard/receipts/${paymentId}`, mine.cookie), {
        paymentId,
      });
      expect(attempt.status).toBe(404);
      expect(attempt.body).toBe("Your account has no tax invoice for this payment.");
    }
  });

  it("cannot use the admin pages for another supplier's file, document or receipt", async () => {
    for (const [loader, params] of [
      [adminSupplierLoader, { id: theirs.id }],
      [adminDocumentLoader, { id: theirs.id }],
      [adminReceiptLoader, { id: theirs.payment.id }],
    ] as const) {
      const attempt = await call(loader, get(`/admin/supplier/${theirs.id}`, mine.cookie), params);
      expect(attempt.status).toBe(403);
      expect(String(attempt.body)).not.toContain(theirs.companyName);
    }
  });

  it("gets their own trade licence, whatever id the address names", async () => {
    for (const query of ["", `?id=${theirs.id}`, `?supplierId=${theirs.id}`]) {
      const document = await call(documentLoader, get(`/supplier-dashboard/document${query}`, mine.cookie), {
        id: theirs.id,
      });
      expect(document.status).toBe(200);
      expect(document.body).toBe("my-licence");
    }
  });

  it("sees only their own subscription, payments, notifications and profile", async () => {
    const pages = [
      await call(dashboardLoader, get(`/supplier-dashboard?supplier=${theirs.id}`, mine.cookie)),
      await call(profileLoader, get(`/supplier-dashboard/profile?id=${theirs.id}`, mine.cookie)),
      await call(securityLoader, get(`/supplier-dashboard/security?user=${theirs.userId}`, mine.cookie)),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain(theirs.email);
      expect(JSON.stringify(page.body)).not.toContain(theirs.companyName);
      expect(JSON.stringify(page.body)).not.toContain(theirs.payment.id);
    }
    expect(JSON.stringify(pages[0]!.body)).toContain(mine.payment.id);
  });

  it("sees the emails we sent them about their account, not what a stranger sent in a form with their address", async () => {
    const email = (template: string, subject: string) => ({
      template,
      toAddress: mine.email,
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
    });
    await database.db
      .insert(emails)
      .values([
        email("contact-acknowledgement", "We received your message: buy cheap licences now"),
        email("quote-request-acknowledgement", "Your quote request Q-2026-00077"),
        email("renewal-reminder", "Your subscription ends in 30 days"),
      ]);
    const page = JSON.stringify((await call(dashboardLoader, get("/supplier-dashboard", mine.cookie))).body);
    expect(page).toContain("Your subscription ends in 30 days");
    expect(page).not.toContain("buy cheap licences");
    expect(page).not.toContain("Q-2026-00077");
  });

  it("cannot open another supplier's payment page or payment result by naming their email or payment", async () => {
    const page = await call(
      paymentPageLoader,
      get(`/payment-required?email=${encodeURIComponent(theirs.email)}&payment=${theirs.payment.id}`, mine.cookie),
    );
    expect(JSON.stringify(page.body ?? "")).not.toContain(theirs.companyName);
    expect(JSON.stringify(page.body ?? "")).not.toContain(theirs.payment.providerPaymentId);

    const authentication = await call(
      authenticateLoader,
      get(`/payment-required/authenticate?payment=${theirs.payment.id}`, mine.cookie),
    );
    expect(authentication.status).toBe(404);
  });

  it("changes only their own profile, whatever ids and email the form carries", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      companyName: "Renamed By Another Supplier LLC",
      tradeLicenceNumber: "DED-999999",
      country: "UAE",
      city: "Sharjah",
      address: "Warehouse 3, Industrial Area 6",
      contactName: "Omar Khalid",
      contactRole: "Owner",
      phone: "+971 6 543 2100",
      productCategories: "computers",
      brands: "Lenovo",
      yearsInBusiness: "4",
      language: "en",
      id: theirs.id,
      supplierId: theirs.id,
      userId: theirs.userId,
      email: theirs.email,
    })) {
      form.set(name, value);
    }
    const result = await call(profileAction, post("/supplier-dashboard/profile", mine.cookie, form));
    expect(result.status).toBe(200);

    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, theirs.id));
    expect(after!.companyName).toBe(theirs.companyName);
    expect(after!.email).toBe(theirs.email);
    const [own] = await database.db.select().from(suppliers).where(eq(suppliers.id, mine.id));
    expect(own!.companyName).toBe("Renamed By Another Supplier LLC");
    expect(own!.email).toBe(mine.email);
  });

  it("cannot sign another supplier's device out by naming its session", async () => {
    const [theirSession] = await database.db.select().from(sessions).where(eq(sessions.userId, theirs.userId));
    await call(
      securityAction,
      post(
        "/supplier-dashboard/security",
        mine.cookie,
        new URLSearchParams({ intent: "end-session", sessionId: theirSession!.id }),
      ),
    );

    const stillSignedIn = await call(dashboardLoader, get("/supplier-dashboard", theirs.cookie));
    expect(stillSignedIn.status).toBe(200);
    expect(JSON.stringify(stillSignedIn.body)).toContain(theirs.email);
  });
});
