import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/accounts.server";
import { emails, suppliers } from "~/db/schema";
import { latestEmail } from "~/testing/emails";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import { buildRegistration } from "~/testing/factories";
import { testLoadContext, withUnreachableDatabase, callRoute } from "~/testing/route-context";
import { silentLogger, testDatabaseFixture } from "~/testing/test-database";
import { honeypotField } from "~/security/honeypot";
import { limits } from "~/security/rate-limit.server";
import { asServed } from "~/http/route-errors.server";
import * as registrationRoute from "./supplier-registration";

const database = testDatabaseFixture();
/** The action as the server runs it: a refusal it throws is answered with its status and words. */
const { action } = asServed(registrationRoute);
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

function registrationForm(overrides: Record<string, unknown> = {}) {
  const form = new FormData();
  const values = { ...buildRegistration(planId), acceptTerms: "on", ...overrides };
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item) => form.append(key, String(item)));
    else if (value instanceof File) form.set(key, value);
    else if (value !== undefined) form.set(key, String(value));
  }
  return form;
}

function submit(form: FormData, clientIp = "203.0.113.20") {
  const request = new Request("http://localhost/SupplierRegistration", { method: "POST", body: form });
  return callRoute(action, request, testLoadContext(database, clientIp));
}

describe("POST /SupplierRegistration", () => {
  it("records a valid registration and redirects to the confirmation", async () => {
    const result = await submit(registrationForm());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/SupplierRegistration?submitted=1");
    expect(await database.db.select().from(suppliers)).toHaveLength(1);
  });

  it("answers the same for an email that already has a sign-in, and tells its owner by email", async () => {
    await createAdmin(
      { db: database.db, jobs: database.jobs, appUrl: "https://www.falconedge-it.ae", logger: silentLogger },
      "ops@falconedge-it.ae",
      { type: "system", label: "Test" },
    );
    const result = await submit(registrationForm({ email: "Ops@FalconEdge-IT.ae" }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/SupplierRegistration?submitted=1");
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
    await latestEmail(database.db, "supplier-registration-attempt", "Ops@FalconEdge-IT.ae".toLowerCase());
  });

  it("pretends to accept a bot's registration but keeps nothing and emails nobody", async () => {
    const result = await submit(registrationForm({ [honeypotField]: "+971 4 000 0000", companyName: "" }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/SupplierRegistration?submitted=1");
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
    expect(await database.db.select().from(emails)).toHaveLength(0);
  });

  it("refuses a correction whose link is not valid, and keeps the answers", async () => {
    const result = await submit(registrationForm({ resubmit: "made-up-token" }));
    expect(result.status).toBe(410);
    expect(result.body.initialValue.companyName).toMatch(/^Gulf Components/);
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
  });

  it("answers 503 with a clear message, keeping the answers, while the database is unreachable", async () => {
    const request = new Request("http://localhost/SupplierRegistration", { method: "POST", body: registrationForm() });
    const context = withUnreachableDatabase(testLoadContext(database));
    const result = await callRoute(action, request, context);
    expect(result.status).toBe(503);
    expect(result.body.error).toEqual({
      "": ["We could not save your registration just now. Please try again in a minute."],
    });
    expect(result.body.initialValue.companyName).toMatch(/^Gulf Components Trading LLC/);
  });

  it("refuses a plan that is not offered", async () => {
    const result = await submit(registrationForm({ planId: "00000000-0000-4000-8000-000000000000" }));
    expect(result.status).toBe(400);
    expect(result.body.error.planId).toEqual(["Please choose one of the plans shown."]);
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
  });

  it("refuses a body larger than the document limit with 413", async () => {
    const huge = new File([new Uint8Array(MAX_DOCUMENT_BYTES + 300 * 1024)], "licence.pdf");
    const result = await submit(registrationForm({ document: huge }));
    expect(result.status).toBe(413);
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
  });

  it("limits registrations from one address", async () => {
    for (let attempt = 1; attempt <= limits.registration.limit; attempt++) {
      expect((await submit(registrationForm(), "198.51.100.30")).status).toBe(302);
    }
    const refused = await submit(registrationForm(), "198.51.100.30");
    expect(refused.status).toBe(429);
    expect(refused.body.error[""]).toEqual([expect.stringMatching(/Too many registrations/)]);
    expect(await database.db.select().from(suppliers)).toHaveLength(limits.registration.limit);
  });
});

describe("GET /SupplierRegistration", () => {
  it("writes the fee and the plans' prices as the page's language writes money", async () => {
    const page = (path: string) =>
      callRoute(registrationRoute.loader, new Request(`http://localhost${path}`), testLoadContext(database));
    const english = (await page("/SupplierRegistration")).body;
    const arabic = (await page("/ar/SupplierRegistration")).body;
    // Arabic writes the currency after the amount: "‏2,000 ₹", as the payment page and dashboard do.
    expect(english.registrationFee).toMatch(/^₹/);
    expect(arabic.registrationFee).toMatch(/\d\s₹$/);
    expect(arabic.plans.every((plan: { price: string }) => /\d\s₹$/.test(plan.price))).toBe(true);
  });
});
