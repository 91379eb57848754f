import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/admin/dashboard";
import { getCompanyFacts, saveCompanyFacts } from "~/settings/settings.server";
import { callRoute, signedInAdmin, testLoadContext } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";

// The dashboard tells the admin when suppliers' tax invoices go out without the company's TRN.

const database = testDatabaseFixture();
let context: AppLoadContext;
beforeAll(() => {
  context = testLoadContext(database);
});

describe("the admin dashboard", () => {
  it("warns that invoices lack the company's TRN until it is entered", async () => {
    const { cookie } = await signedInAdmin(database, context, {
      email: "finance@falconedge-it.ae",
      password: "Al-Fahidi-Windtower-2040",
    });
    const dashboard = () =>
      callRoute(loader, new Request("https://www.falconedge-it.ae/admin", { headers: { cookie } }), context);

    // A new installation charges VAT (5 %) and has no TRN yet.
    const before = await dashboard();
    expect(before.status).toBe(200);
    expect(before.body.invoicesLackTrn).toBe(true);

    await saveCompanyFacts(database.db, { ...(await getCompanyFacts(database.db)), trn: "100123456700003" });
    expect((await dashboard()).body.invoicesLackTrn).toBe(false);
  });
});
