import fc from "fast-check";
import { Secret, TOTP } from "otpauth";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { choosePasswordWithLink, createAdmin } from "~/auth/accounts.server";
import { asServed } from "~/http/route-errors.server";
import { honeypotField } from "~/security/honeypot";
import { testLoadContext, routeArgs } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { storedFiles, users } from "~/db/schema";
import { createQuoteRequest, inviteSupplier } from "~/testing/quotes";
import { eq } from "drizzle-orm";
import { testDatabaseFixture } from "~/testing/test-database";

// Every route's loader and action, fed random and malformed input by an anonymous visitor, a signed-in
// supplier, a signed-in admin who has not set up a second factor yet (who reaches only /admin/security)
// and one who has (who reaches every admin page): whatever arrives, the answer is never a server error.

const routeModules = import.meta.glob<{ loader?: Handler; action?: Handler }>(["./**/*.{ts,tsx}", "!./**/*.test.ts"], {
  eager: true,
});
type Handler = (args: never) => unknown;

const appUrl = "https://www.falconedge-it.ae";
const password = "Deira-Clocktower-Roundabout-9";
const database = testDatabaseFixture();
let context: AppLoadContext;
const accounts: Record<string, string> = {};
const knownIds: string[] = [];
/** The authenticator secret of the admin with a second factor. */
let adminSecret = "";
const codeNow = () => new TOTP({ secret: Secret.fromBase32(adminSecret) }).generate();

// Each test has the same accounts, made afresh after the database is reset.
beforeEach(async () => {
  context = testLoadContext(database);
  const { deps } = database;
  const supplier = await createPayingSupplier(deps, database.plans[0]!.id, password);
  accounts.supplier = supplier.email;
  const { setPasswordUrl } = await createAdmin(deps, "ops@falconedge-it.ae", { type: "system", label: "Test" });
  await choosePasswordWithLink(deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
  accounts.admin = "ops@falconedge-it.ae";
  const enrolled = await createAdmin(deps, "it-lead@falconedge-it.ae", { type: "system", label: "Test" });
  await choosePasswordWithLink(deps, { token: new URL(enrolled.setPasswordUrl).searchParams.get("token")!, password });
  accounts.enrolledAdmin = "it-lead@falconedge-it.ae";
  const { auth } = context.services;
  const { headers } = await auth.api.signInEmail({
    body: { email: accounts.enrolledAdmin, password },
    returnHeaders: true,
  });
  const session = new Headers({ cookie: cookiesOf(headers) });
  const { totpURI } = (await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers: session })) as {
    totpURI: string;
  };
  adminSecret = new URL(totpURI).searchParams.get("secret")!;
  await auth.api.verifyTOTP({ body: { code: codeNow() }, headers: session });
  const [enrolledId] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, accounts.enrolledAdmin));
  // A quote request the supplier is invited to, with a line and a bill of materials: its ids, the line's and the file's.
  const [bill] = await deps.db
    .insert(storedFiles)
    .values({ fileName: "bom.csv", contentType: "text/csv", sizeBytes: 4, data: Buffer.from("a,b\n") })
    .returning();
  const request = await createQuoteRequest(deps.db, { attachmentId: bill!.id });
  await inviteSupplier(deps.db, request.id, supplier.id);
  knownIds.splice(
    0,
    knownIds.length,
    supplier.id,
    supplier.payment.id,
    supplier.userId,
    enrolledId!.id,
    request.id,
    request.lines[0]!.id,
    bill!.id,
  );
}, 60_000);

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

const fieldNames = [
  ...["name", "company", "email", "phone", "country", "service", "preferredContact", "message", honeypotField],
  ...["companyName", "tradeLicenceNumber", "trn", "city", "address", "contactName", "contactRole", "brands"],
  ...["productCategories", "yearsInBusiness", "planId", "note", "acceptTerms", "document", "resubmit"],
  ...["password", "confirmPassword", "currentPassword", "token", "redirectTo", "intent", "sessionId", "userId"],
  ...["linkId", "paymentId", "paymentMethodId", "cardNumber", "cardholder", "expiry", "cvc", "answer", "emailId"],
  ...["confirm", "months", "reason", "label", "years", "amount", "registrationFee", "currency", "passwordMinLength"],
  ...["legalName", "tagline", "notificationEmail", "offices[0].name", "socialLinks.facebook", "claims.happyClients"],
  ...["code", "trustBrowser", "uri", "stepUpPassword", "stepUpCode", "next", "step", "response", "passkeyId"],
  ...["item", "lines[0].item", "lines[0].quantity", "lines[0].note", "deliveryCity", "neededBy", "budget", "notes"],
  ...["attachment", "categories", "supplierIds", "deadline", "margin", "status", "lines[0].lineId", "lines[0].price"],
  ...["leadTimeDays", "validUntil", "warrantyMonths", "warrantyService", "ref", "added"],
];
const intents = ["approve", "reject", "suspend", "reactivate", "extend", "resendLink", "remove", "invite", "company"];
const moreIntents = ["security", "add-plan", "update-plan", "retire-plan", "restore-plan", "save-fee", "end-session"];
const securityIntents = ["code", "authenticator-start", "authenticator-confirm", "authenticator-remove"];
const moreSecurityIntents = ["backup-codes-new", "end-all", "reset-second-factor", "resetSecondFactor"];
const passkeyIntents = ["passkey-options", "passkey", "passkey-add", "passkey-rename", "passkey-remove"];
const quoteIntents = [
  "add",
  "update",
  "remove",
  "send",
  "review-award",
  "award",
  "status",
  "margin",
  "suggest",
  "hardware:laptops",
];
/** Answers a browser's WebAuthn prompt might give, well-formed or not. */
const passkeyAnswers = [
  '{"id":"AAAA","rawId":"AAAA","type":"public-key","response":{},"clientExtensionResults":{}}',
  '{"id":"AAAA","response":{"clientDataJSON":"e30","attestationObject":"oA","authenticatorData":"AA","signature":"AA"}}',
  '{"id":1}',
  '{"id":"x","response":null}',
];
const tricky = [
  ...["", " ", "0", "-1", "1e309", "NaN", "null", "[]", "{}", "on", "yes", "' OR 1=1 --", "<script>alert(1)</script>"],
  ...["../../etc/passwd", "\u0000", "\uFFFF", "\uD800", "٣٤٥", "شركة النور", "4242424242424242", "12/99", "not-a-uuid"],
  ...["00000000-0000-0000-0000-000000000000", ...intents, ...moreIntents, ...securityIntents, ...moreSecurityIntents],
  ...passkeyIntents,
  ...quoteIntents,
  ...passkeyAnswers,
  ...["Deira-Clocktower-Roundabout-9", "123456", "abcde-fghij"],
];

/**
 * A new session for the identity: a route may sign its caller out (sign-out does), or reset a second
 * factor, so the next starts afresh. The admin with a second factor signs in with a code, and sets
 * the authenticator up again when a route removed it.
 */
async function cookieOf(identity: string): Promise<string> {
  if (!accounts[identity]) return "";
  const { auth } = context.services;
  const { headers, response } = await auth.api.signInEmail({
    body: { email: accounts[identity], password },
    returnHeaders: true,
  });
  if (!("twoFactorRedirect" in response)) {
    if (identity !== "enrolledAdmin") return cookiesOf(headers);
    // A route reset this admin's second factor: set up a new authenticator in this session.
    const session = new Headers({ cookie: cookiesOf(headers) });
    const { totpURI } = (await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers: session })) as {
      totpURI: string;
    };
    adminSecret = new URL(totpURI).searchParams.get("secret")!;
    await auth.api.verifyTOTP({ body: { code: codeNow() }, headers: session });
    return cookieOf(identity);
  }
  const verified = await auth.api.verifyTOTP({
    body: { code: codeNow() },
    headers: new Headers({ cookie: cookiesOf(headers) }),
    returnHeaders: true,
  });
  return cookiesOf(verified.headers);
}

/** Random input, built once the ids of the test's own records are known. */
function inputs() {
  const value = () =>
    fc.oneof(
      fc.constantFrom(...tricky),
      fc.constantFrom(...knownIds),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.integer().map(String),
      fc.string({ minLength: 2_000, maxLength: 20_000 }),
    );

  const formBody = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), value()), {
      maxLength: 14,
    })
    .map((entries) => {
      const form = new FormData();
      for (const [name, text] of entries) form.append(name, text);
      return form as BodyInit;
    });
  const oddBody = fc.oneof(
    fc.string({ maxLength: 300 }).map((text) => ({ body: text, type: "application/x-www-form-urlencoded" })),
    fc.json().map((json) => ({ body: json, type: "application/json" })),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ body: bytes, type: "multipart/form-data; boundary=x" })),
    fc.string({ maxLength: 300 }).map((text) => ({ body: text, type: "text/plain" })),
  );
  const body = fc.oneof(
    { weight: 3, arbitrary: formBody.map((form) => ({ body: form, type: undefined })) },
    { weight: 1, arbitrary: oddBody },
  );
  const params = fc.record({ id: value(), paymentId: value(), fileId: value() });
  const query = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames, "page", "q", "status", "sort"), fc.string()), value()), {
      maxLength: 6,
    })
    .map((entries) => new URLSearchParams(entries).toString());
  return { query, params, body };
}

/** The status a handler's outcome comes to; anything thrown that is not a response is a server error. */
async function statusOf(outcome: () => unknown): Promise<number> {
  try {
    return statusOfValue(await outcome());
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) return statusOfValue(thrown);
    throw thrown;
  }
}
function statusOfValue(value: unknown): number {
  if (value instanceof Response) return value.status;
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    return (value as { init?: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

// As the server runs them: an expected failure a handler throws is answered with its status.
const routes = Object.entries(routeModules)
  .filter(([, module]) => module.loader || module.action)
  .map(([file, module]) => [file, asServed(module)] as const);

describe("random and malformed input", () => {
  it("finds the route modules", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it("signs the admin with a second factor in past the enrolment gate, and the other admin not", async () => {
    const dashboard = routeModules["./admin/dashboard.tsx"]!.loader!;
    const open = async (identity: string) => {
      const request = new Request(`${appUrl}/admin`, { headers: { cookie: await cookieOf(identity) } });
      return statusOf(() => dashboard(routeArgs(request, context)));
    };
    expect(await open("enrolledAdmin")).toBe(200);
    expect(await open("admin")).toBe(302);
  });

  for (const identity of ["visitor", "supplier", "admin", "enrolledAdmin"]) {
    it(`never makes a route answer with a server error, for a ${identity}`, async () => {
      const { query, params, body } = inputs();
      for (const [file, module] of routes) {
        const path = `/${file.replace(/^\.\//, "").replace(/\.tsx?$/, "")}`;
        const cookie = await cookieOf(identity);
        await fc.assert(
          fc.asyncProperty(query, params, body, async (search, routeParams, payload) => {
            const headers: Record<string, string> = { cookie, origin: appUrl };
            if (payload.type) headers["content-type"] = payload.type;
            if (module.loader) {
              const request = new Request(`${appUrl}${path}?${search}`, { headers: { cookie } });
              const status = await statusOf(() => module.loader!(routeArgs(request, context, routeParams)));
              expect(status, `GET ${path}?${search}`).toBeLessThan(500);
            }
            if (module.action) {
              const request = new Request(`${appUrl}${path}?${search}`, {
                method: "POST",
                headers,
                body: payload.body,
              });
              const status = await statusOf(() => module.action!(routeArgs(request, context, routeParams)));
              expect(status, `POST ${path}`).toBeLessThan(500);
            }
          }),
          { numRuns: 40 },
        );
      }
    }, 240_000);
  }
});
