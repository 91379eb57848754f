import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { choosePasswordWithLink, createAdmin } from "~/auth/accounts.server";
import { failures as authMessages } from "~/i18n/catalogues/en/failures";
import { catalogueFor } from "~/i18n/catalogues.server";
import { emails, suppliers, users } from "~/db/schema";
import { approveSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import { latestEmail, tokenIn, workQueuedPasswordResets } from "~/testing/emails";
import { buildRegistration } from "~/testing/factories";
import { createPayingSupplier } from "~/testing/suppliers";
import { markSecondFactorSet, testLoadContext, callRoute } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";
import { asServed } from "~/http/route-errors.server";
import * as supplierRoute from "../admin/supplier";
import { action as loginAction } from "./login";
import { limits } from "~/security/rate-limit.server";
import { action as resetAction } from "./reset-password";
import { action as setPasswordAction, loader as setPasswordLoader } from "./set-password";
import { action as supplierLoginAction } from "./supplier-login";

/** The supplier page as the server runs it: a refusal it throws is answered with its status and words. */
const { action: supplierAction, loader: supplierLoader } = asServed(supplierRoute);

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const password = "Sheikh-Zayed-Road-404";

function post(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return new Request(`https://www.falconedge-it.ae${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
  callRoute(handler, request, testLoadContext(database), params);

async function signedInAdmin(): Promise<HeadersInit> {
  const { setPasswordUrl } = await createAdmin(database.deps, "ops@falconedge-it.ae", {
    type: "system",
    label: "Test",
  });
  await choosePasswordWithLink(database.deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
  const result = await call(loginAction, post("/login", { email: "ops@falconedge-it.ae", password }));
  expect(result.status).toBe(302);
  await markSecondFactorSet(database.db, "ops@falconedge-it.ae");
  return {
    cookie: result.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; "),
  };
}

async function pendingSupplierId(): Promise<string> {
  const registration = buildRegistration(planId);
  await registerSupplier(database.deps, registration, undefined);
  const [row] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
  return row!.id;
}

describe("the session cookie", () => {
  it("is HttpOnly, Secure on an https site, SameSite=Lax and scoped to the whole site", async () => {
    await signedInAdmin();
    const result = await call(loginAction, post("/login", { email: "ops@falconedge-it.ae", password }));
    const [cookie] = result.headers.getSetCookie().filter((value) => value.includes("session_token"));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
  });
});

describe("POST /reset-password", () => {
  it("answers the same for an unknown address and a real account, emailing only the account", async () => {
    await signedInAdmin();
    const unknown = await call(resetAction, post("/reset-password", { email: "nobody@unknown.ae" }));
    const known = await call(resetAction, post("/reset-password", { email: "OPS@falconedge-it.ae" }));
    expect(unknown).toEqual({ ...known, headers: expect.anything() });
    expect(known.headers.get("Location")).toBe("/reset-password?sent=1");
    expect(await workQueuedPasswordResets(database.deps)).toBe(2);
    const sent = await database.db.select().from(emails).where(eq(emails.template, "password-reset"));
    expect(sent.map((email) => email.toAddress)).toEqual(["ops@falconedge-it.ae"]);
  });

  it("answers in the same time whether or not the address has an account, and does the work later", async () => {
    const tries = 50;
    // Addresses alike but for whether they have an account: the even ones do.
    const person = (index: number) => `person-${index}@gulf-supplies.ae`;
    const known = Array.from({ length: tries + 1 }, (_, index) => person(2 * index));
    const unknown = Array.from({ length: tries + 1 }, (_, index) => person(2 * index + 1));
    await database.db
      .insert(users)
      .values(known.map((email) => ({ id: randomUUID(), email, name: email, role: "supplier" })));
    // Each request from an address of its own, for an address of its own: every one is answered.
    const shared = testLoadContext(database);
    const timed = async (email: string, address: string) => {
      const context = { ...shared, clientIp: address };
      const request = post("/reset-password", { email });
      const started = performance.now();
      const answer = await callRoute(resetAction, request, context);
      const elapsed = performance.now() - started;
      expect(answer.headers.get("Location")).toBe("/reset-password?sent=1");
      return elapsed;
    };
    // Both ways once first, untimed, so that neither is timed while its code is still cold.
    await timed(unknown.pop()!, "192.0.2.1");
    await timed(known.pop()!, "192.0.2.2");
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let index = 0; index < tries; index++) {
      // In turns, each going first every other time, so neither gains from a warmer start.
      const knownFirst = index % 2 === 0;
      for (const isKnown of knownFirst ? [true, false] : [false, true]) {
        if (isKnown) knownTimes.push(await timed(known[index]!, `198.51.100.${index + 1}`));
        else unknownTimes.push(await timed(unknown[index]!, `203.0.113.${index + 1}`));
      }
    }
    const median = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
    };
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(5);

    // Nothing was sent while the visitor waited; the queued work emails the accounts only.
    expect(await database.db.select().from(emails).where(eq(emails.template, "password-reset"))).toEqual([]);
    expect(await workQueuedPasswordResets(database.deps)).toBe(tries * 2 + 2);
    const sent = await database.db.select().from(emails).where(eq(emails.template, "password-reset"));
    expect(sent.map((email) => email.toAddress).sort()).toEqual([...known, person(2 * tries)].sort());
  });

  it("limits requests for one account, whether or not it exists", async () => {
    for (let attempt = 0; attempt < limits.resetPerAccount.limit; attempt += 1) {
      expect((await call(resetAction, post("/reset-password", { email: "target@unknown.ae" }))).status).toBe(302);
    }
    const refused = await call(resetAction, post("/reset-password", { email: "target@unknown.ae" }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.body.error[""][0]).toMatch(/^Too many attempts/);
  });
});

describe("POST /set-password", () => {
  it("refuses one of the commonest passwords, and a link that is not valid", async () => {
    const { setPasswordUrl } = await createAdmin(database.deps, "ops@falconedge-it.ae", {
      type: "system",
      label: "Test",
    });
    const token = new URL(setPasswordUrl).searchParams.get("token")!;
    const common = await call(
      setPasswordAction,
      post("/set-password", { token, password: "iloveyou1", confirmPassword: "iloveyou1" }),
    );
    expect(common.status).toBe(400);
    expect(common.body.error.password[0]).toContain("most commonly used passwords");
    expect(common.body.initialValue.password).toBeUndefined();

    const unknown = await call(
      setPasswordAction,
      post("/set-password", { token: "made-up", password, confirmPassword: password }),
    );
    expect(unknown.status).toBe(410);
    expect(unknown.body.error[""]).toEqual([authMessages.linkExpiredOrInvalid]);
  });
});

describe("/admin/supplier/{id}", () => {
  it("sends an anonymous visitor to the admin login", async () => {
    const id = await pendingSupplierId();
    const result = await call(supplierAction, post(`/admin/supplier/${id}`, { intent: "approve", confirm: "yes" }), {
      id,
    });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/admin/supplier/${id}`)}`);
    const [row] = await database.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row!.status).toBe("pending_review");
  });

  it("approves once and answers a second approval with 409 and the reason", async () => {
    const cookie = await signedInAdmin();
    const id = await pendingSupplierId();
    const first = await call(
      supplierAction,
      post(`/admin/supplier/${id}`, { intent: "approve", confirm: "yes" }, cookie),
      { id },
    );
    expect(first.status).toBe(200);
    const second = await call(
      supplierAction,
      post(`/admin/supplier/${id}`, { intent: "approve", confirm: "yes" }, cookie),
      { id },
    );
    expect(second.status).toBe(409);
    expect(second.body.error[""]).toEqual(["A supplier that is approved cannot be approved."]);
  });

  it("asks for a reason before rejecting", async () => {
    const cookie = await signedInAdmin();
    const id = await pendingSupplierId();
    const result = await call(
      supplierAction,
      post(`/admin/supplier/${id}`, { intent: "reject", reason: "", confirm: "yes" }, cookie),
      {
        id,
      },
    );
    expect(result.status).toBe(400);
    expect(result.body.error.reason).toEqual(["Please give the reason; the supplier reads it in the email."]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const cookie = await signedInAdmin();
    for (const id of ["not-a-uuid", "6d0f6a40-7c42-4c0e-9d7e-0f7b9d4d9a11"]) {
      const request = new Request(`https://www.falconedge-it.ae/admin/supplier/${id}`, { headers: cookie });
      expect((await call(supplierLoader, request, { id })).status).toBe(404);
    }
  });

  it("refuses a supplier with 403", async () => {
    const id = await pendingSupplierId();
    await approveSupplier(database.deps, id, { type: "system", label: "Test" });
    const [row] = await database.db.select().from(suppliers).where(eq(suppliers.id, id));
    const email = await latestEmail(database.db, "supplier-approved", row!.email);
    await choosePasswordWithLink(database.deps, { token: tokenIn(email.text, "/set-password"), password });
    const signIn = await call(supplierLoginAction, post("/supplier-login", { email: row!.email, password }));
    const cookie = {
      cookie: signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    };
    const request = new Request(`https://www.falconedge-it.ae/admin/supplier/${id}`, { headers: cookie });
    expect((await call(supplierLoader, request, { id })).status).toBe(403);
  });
});

describe("a supplier signing in from a link to a portal page", () => {
  it("lands on that page once signed in, and on the dashboard when the link leads anywhere else", async () => {
    const supplier = await createPayingSupplier(database.deps, planId, password);
    const opportunity = "/ar/supplier-dashboard/opportunities/7f3c?tab=lines";
    const back = await call(
      supplierLoginAction,
      post("/ar/supplier-login", { email: supplier.email, password, redirectTo: opportunity }),
    );
    expect(back.headers.get("Location")).toBe(opportunity);

    for (const elsewhere of ["/admin/suppliers", "//evil.example/supplier-dashboard"]) {
      const home = await call(
        supplierLoginAction,
        post("/supplier-login", { email: supplier.email, password, redirectTo: elsewhere }),
      );
      expect(home.headers.get("Location"), elsewhere).toBe("/supplier-dashboard");
    }
  });

  it("keeps the page to come back to through the second factor's step", async () => {
    const supplier = await createPayingSupplier(database.deps, planId, password);
    await markSecondFactorSet(database.db, supplier.email);
    const opportunity = "/ar/supplier-dashboard/opportunities/7f3c";
    const codeStep = await call(
      supplierLoginAction,
      post("/ar/supplier-login", { email: supplier.email, password, redirectTo: opportunity }),
    );
    expect(codeStep.headers.get("Location")).toBe(
      `/ar/supplier-login?step=code&redirectTo=${encodeURIComponent(opportunity)}`,
    );
  });
});

describe("the sign-in and password pages in Arabic", () => {
  const arabic = catalogueFor("ar");

  it("set the password, sign in and land on the Arabic payment page, answering in Arabic on the way", async () => {
    const id = await pendingSupplierId();
    await approveSupplier(database.deps, id, { type: "system", label: "Test" });
    const [row] = await database.db.select().from(suppliers).where(eq(suppliers.id, id));
    const token = tokenIn((await latestEmail(database.db, "supplier-approved", row!.email)).text, "/set-password");
    // The page names the account, for its reader and the password manager that will save the password.
    const page = await call(
      setPasswordLoader,
      new Request(`https://www.falconedge-it.ae/ar/set-password?token=${token}`),
    );
    expect(page.body).toMatchObject({ token, role: "supplier", email: row!.email });
    const stranger = await call(setPasswordLoader, new Request("https://www.falconedge-it.ae/ar/set-password?token=x"));
    expect(stranger.body).toMatchObject({ token: null, email: null });

    const mismatch = await call(
      setPasswordAction,
      post("/ar/set-password", { token, password, confirmPassword: "something-else-entirely" }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.confirmPassword).toEqual([arabic.auth.errors.mismatch]);

    const set = await call(setPasswordAction, post("/ar/set-password", { token, password, confirmPassword: password }));
    expect(set.headers.get("Location")).toBe("/ar/supplier-login?password=set");

    const wrong = await call(supplierLoginAction, post("/ar/supplier-login", { email: row!.email, password: "wrong" }));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error[""]).toEqual([arabic.failures.invalidCredentials]);

    const signedIn = await call(supplierLoginAction, post("/ar/supplier-login", { email: row!.email, password }));
    expect(signedIn.headers.get("Location")).toBe(`/ar/payment-required?email=${encodeURIComponent(row!.email)}`);
  });

  it("says in Arabic how long to wait once past the limit", async () => {
    for (let attempt = 0; attempt < limits.resetPerAccount.limit; attempt += 1) {
      const sent = await call(resetAction, post("/ar/reset-password", { email: "hadaf@unknown.ae" }));
      expect(sent.headers.get("Location")).toBe("/ar/reset-password?sent=1");
    }
    const refused = await call(resetAction, post("/ar/reset-password", { email: "hadaf@unknown.ae" }));
    expect(refused.status).toBe(429);
    expect(refused.body.error[""][0]).toMatch(/^محاولات كثيرة جدًا.*الانتظار (\d+ دقيقة|دقيقة واحدة|دقيقتين|\d+ دقائق)/);
  });
});
