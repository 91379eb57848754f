import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { suppliers } from "~/db/schema";
import { catalogueFor } from "~/i18n/catalogues.server";
import { sessionCookie, testLoadContext, callRoute } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { loader as dashboardLoader } from "./supplier-dashboard";
import { action as profileAction, loader as profileLoader } from "./supplier-profile";

// The portal speaks the language of its address (/ar for Arabic); the profile chooses the language
// the supplier is written to in, and the portal follows it.

const database = testDatabaseFixture();
let context: AppLoadContext;
const appUrl = "https://www.falconedge-it.ae";
const password = "Al-Wasl-Road-2026";

beforeAll(() => {
  context = testLoadContext(database);
});

const call = (handler: (args: never) => unknown, request: Request) => callRoute(handler, request, context);
const get = (path: string, cookie = "") => new Request(`${appUrl}${path}`, { headers: { cookie } });

async function signedInSupplier() {
  const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password, "licence");
  return { ...supplier, cookie: await sessionCookie(context, supplier.email, password) };
}

function profileForm(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) [value].flat().forEach((item) => form.append(name, item));
  return form;
}

describe("the supplier portal in Arabic", () => {
  it("sends a visitor without a session to the Arabic sign-in page", async () => {
    const result = await call(dashboardLoader, get("/ar/supplier-dashboard"));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/ar/supplier-login");
  });

  it("titles the Arabic dashboard in Arabic", async () => {
    const { cookie } = await signedInSupplier();
    const result = await call(dashboardLoader, get("/ar/supplier-dashboard", cookie));
    expect(result.body.title).toBe(catalogueFor("ar").portal.dashboard.title);
  });

  it("names the plan in Arabic on the Arabic dashboard, in its summary and its payments", async () => {
    const { cookie } = await signedInSupplier();
    const arabic = await call(dashboardLoader, get("/ar/supplier-dashboard", cookie));
    expect(arabic.body.plan.label).toBe("الخطة القياسية");
    expect(arabic.body.payments[0].plan).toContain("الخطة القياسية");
    const english = await call(dashboardLoader, get("/supplier-dashboard", cookie));
    expect(english.body.plan.label).toBe("Standard");
    expect(english.body.payments[0].plan).toContain("Standard");
  });

  it("stores the language chosen in the profile and moves the portal into it", async () => {
    const supplier = await signedInSupplier();
    const profile = await call(profileLoader, get("/supplier-dashboard/profile", supplier.cookie));
    const { email: _email, ...values } = profile.body.values;
    expect(values.language).toBe("en");

    const saved = await call(
      profileAction,
      new Request(`${appUrl}/supplier-dashboard/profile`, {
        method: "POST",
        headers: { cookie: supplier.cookie, origin: appUrl },
        body: profileForm({ ...values, language: "ar" }),
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/ar/supplier-dashboard/profile?saved=language");
    const [row] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(row!.language).toBe("ar");

    const arabic = await call(
      profileLoader,
      get("/ar/supplier-dashboard/profile?saved=language,made-up", supplier.cookie),
    );
    expect(arabic.body.saved).toBe(catalogueFor("ar").portal.profile.fields.language);
  });

  it("keeps the page's language when the profile saves other changes", async () => {
    const supplier = await signedInSupplier();
    const profile = await call(profileLoader, get("/ar/supplier-dashboard/profile", supplier.cookie));
    const { email: _email, ...values } = profile.body.values;
    expect(values.language).toBe("en");
    const saved = await call(
      profileAction,
      new Request(`${appUrl}/ar/supplier-dashboard/profile`, {
        method: "POST",
        headers: { cookie: supplier.cookie, origin: appUrl },
        body: profileForm({ ...values, phone: "+971 4 330 1122" }),
      }),
    );
    expect(saved.status).toBe(200);
    const { portal } = catalogueFor("ar");
    expect(saved.body.saved).toBe(`تم الحفظ: ${portal.profile.fields.phone}.`);
  });
});
