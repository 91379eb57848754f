import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { choosePasswordWithLink, createAdmin } from "~/auth/accounts.server";
import { sessions, users } from "~/db/schema";
import { getPaymentSettings } from "~/plans/plans.server";
import { action as confirm } from "~/routes/admin/confirm";
import { loader as contactsExport } from "~/routes/admin/contacts-export";
import { action as subscriptionSettings } from "~/routes/admin/subscription-settings";
import { action as adminLogin } from "~/routes/auth/login";
import { markSecondFactorSet, settle, testLoadContext } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";

const database = testDatabaseFixture();
let context: AppLoadContext;
beforeAll(() => {
  context = testLoadContext(database);
});

const appUrl = "https://www.falconedge-it.ae";
const password = "Marina-Crescent-2041";
const newFee = { intent: "save-fee", registrationFee: "1,500", currency: "AED", vatRate: "5", vatPricing: "included" };

async function adminSignedInMinutesAgo(email: string, minutes: number) {
  const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", label: "Test" });
  await choosePasswordWithLink(database.deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
  const signedIn = await settle(
    Promise.resolve(
      adminLogin({
        request: new Request(`${appUrl}/login`, { method: "POST", body: new URLSearchParams({ email, password }) }),
        context,
        params: {},
      } as never),
    ),
  );
  await markSecondFactorSet(database.db, email);
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  const then = new Date(Date.now() - minutes * 60_000);
  // Active all along (not idle), but the last proof of identity was `minutes` ago.
  await database.db.update(sessions).set({ verifiedAt: then }).where(eq(sessions.userId, user!.id));
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const post = (action: (args: never) => unknown, path: string, cookie: string, fields: Record<string, string>) =>
  settle(
    Promise.resolve(
      action({
        request: new Request(`${appUrl}${path}`, {
          method: "POST",
          headers: { cookie },
          body: new URLSearchParams(fields),
        }),
        context,
        params: {},
      } as never),
    ),
  );

describe("a sensitive change", () => {
  it("after 11 minutes asks for the password again, keeps what was entered, and then saves", async () => {
    const cookie = await adminSignedInMinutesAgo("finance@falconedge-it.ae", 11);
    const before = await getPaymentSettings(database.db);

    const asked = await post(subscriptionSettings, "/admin/subscription-settings", cookie, newFee);
    expect(asked.status).toBe(401);
    expect(asked.body.stepUp.fields).toEqual(Object.entries(newFee));
    expect(await getPaymentSettings(database.db)).toEqual(before);

    const kept = Object.fromEntries(asked.body.stepUp.fields as Array<[string, string]>);
    const wrong = await post(subscriptionSettings, "/admin/subscription-settings", cookie, {
      ...kept,
      stepUpPassword: "not-the-password-1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.stepUp.error).toBe("This is not your current password.");

    const saved = await post(subscriptionSettings, "/admin/subscription-settings", cookie, {
      ...kept,
      stepUpPassword: password,
    });
    expect(saved.status).toBe(200);
    expect((await getPaymentSettings(database.db)).registrationFeeMinor).toBe(150_000);
    // Proven now: the next change within 10 minutes goes straight through.
    const next = await post(subscriptionSettings, "/admin/subscription-settings", cookie, {
      ...newFee,
      registrationFee: "1,600",
    });
    expect(next.status).toBe(200);
  });

  it("within 10 minutes of signing in needs nothing more", async () => {
    const cookie = await adminSignedInMinutesAgo("ops@falconedge-it.ae", 9);
    expect((await post(subscriptionSettings, "/admin/subscription-settings", cookie, newFee)).status).toBe(200);
  });

  it("for an export, goes by the confirmation page, which then offers the download", async () => {
    const cookie = await adminSignedInMinutesAgo("audit@falconedge-it.ae", 30);
    const exportUrl = "/admin/contacts.csv?q=gulf";
    const download = await settle(
      Promise.resolve(
        contactsExport({
          request: new Request(`${appUrl}${exportUrl}`, { headers: { cookie } }),
          context,
          params: {},
        } as never),
      ),
    );
    expect(download.status).toBe(302);
    const confirmPage = download.headers.get("location")!;
    expect(confirmPage).toBe(`/admin/confirm?next=${encodeURIComponent(exportUrl)}`);
    const confirmed = await post(confirm, confirmPage, cookie, { stepUpPassword: password });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ download: exportUrl });
  });

  it("goes on to a page that is not a download", async () => {
    const cookie = await adminSignedInMinutesAgo("audit@falconedge-it.ae", 30);
    const confirmPage = `/admin/confirm?next=${encodeURIComponent("/admin/suppliers?q=gulf")}`;
    const confirmed = await post(confirm, confirmPage, cookie, { stepUpPassword: password });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/admin/suppliers?q=gulf");
  });
});
