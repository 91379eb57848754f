import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { choosePasswordWithLink, createAdmin } from "~/auth/accounts.server";
import { quotations, suppliers } from "~/db/schema";
import { asServed } from "~/http/route-errors.server";
import { DAY } from "~/lib/dates";
import { createQuoteRequest, inviteSupplier, testBuyer } from "~/testing/quotes";
import { callRoute, sessionCookie, testLoadContext } from "~/testing/route-context";
import { createPayingSupplier, createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import * as attachmentRoute from "./quotation-attachment";
import * as detailRoute from "./opportunity";
import * as listRoute from "./opportunities";

// The supplier's opportunities as the server serves them: who reaches them, sending and revising a
// quotation, and one supplier trying to reach another's request, quotation or PDF by changing an
// id in the address or the form. The buyer's identity never reaches a supplier's page.

const database = testDatabaseFixture();
let context: AppLoadContext;
const appUrl = "https://www.falconedge-it.ae";
const password = "Al-Maktoum-Bridge-1963";

const list = asServed(listRoute);
const detail = asServed(detailRoute);
const attachment = asServed(attachmentRoute);

beforeAll(() => {
  context = testLoadContext(database);
});

type Handler = (args: never) => unknown;
const call = (handler: Handler | undefined, request: Request, params: Record<string, string> = {}) =>
  callRoute(handler!, request, context, params);
const get = (path: string, cookie = "") => new Request(`${appUrl}${path}`, { headers: { cookie } });
const post = (path: string, cookie: string, body: FormData) =>
  new Request(`${appUrl}${path}`, { method: "POST", headers: { cookie, origin: appUrl }, body });

async function signedInSupplier() {
  const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
  return { ...supplier, cookie: await sessionCookie(context, supplier.email, password) };
}

const inAMonth = () => new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

/** The form as the page posts it: a price per line (empty: cannot supply), and the quotation's terms. */
function quotationForm(lines: Array<{ id: string }>, prices: string[], extra: Record<string, string | File> = {}) {
  const form = new FormData();
  lines.forEach((line, index) => {
    form.set(`lines[${index}].lineId`, line.id);
    form.set(`lines[${index}].price`, prices[index] ?? "");
  });
  for (const [name, value] of Object.entries({
    currency: "AED",
    leadTimeDays: "21",
    validUntil: inAMonth(),
    warrantyMonths: "36",
    warrantyService: "on_site",
    notes: "",
    ...extra,
  })) {
    form.set(name, value);
  }
  return form;
}

const pdf = (text: string) => new File([`%PDF-1.4\n${text}`], "Our quotation.pdf", { type: "application/pdf" });

/** Every way a buyer's identity could be written on a supplier's page. */
const buyerSecrets = [
  testBuyer.company,
  testBuyer.contactName,
  testBuyer.email,
  testBuyer.phone,
  testBuyer.notes,
  String(testBuyer.budgetMinor),
  "735,199",
  "735199",
];

describe("who reaches the opportunities", () => {
  it("sends a visitor without a session to sign in, in the page's language, to come back to the page", async () => {
    const request = await createQuoteRequest(database.db);
    for (const [handler, path, params] of [
      [list.loader, "/supplier-dashboard/opportunities", {}],
      [detail.loader, `/ar/supplier-dashboard/opportunities/${request.id}`, { id: request.id }],
      [attachment.loader, `/supplier-dashboard/opportunities/${request.id}/quotation.pdf`, { id: request.id }],
    ] as const) {
      const result = await call(handler, get(path), params);
      expect(result.status).toBe(302);
      const signIn = path.startsWith("/ar") ? "/ar/supplier-login" : "/supplier-login";
      expect(result.headers.get("Location")).toBe(`${signIn}?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("refuses an admin (403), as every portal page does", async () => {
    const { setPasswordUrl } = await createAdmin(database.deps, "ops@falconedge-it.ae", {
      type: "system",
      label: "Test",
    });
    await choosePasswordWithLink(database.deps, {
      token: new URL(setPasswordUrl).searchParams.get("token")!,
      password,
    });
    const cookie = await sessionCookie(context, "ops@falconedge-it.ae", password, "admin");
    const result = await call(list.loader, get("/supplier-dashboard/opportunities", cookie));
    expect(result.status).toBe(403);
  });

  it("sends a supplier who has not paid yet to the payment page", async () => {
    const supplier = await createSupplierAwaitingPayment(database.deps, database.plans[0]!.id, password);
    const cookie = await sessionCookie(context, supplier.email, password);
    const request = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, request.id, supplier.id);
    for (const [handler, params] of [
      [list.loader, {}],
      [detail.loader, { id: request.id }],
    ] as const) {
      const result = await call(handler, get("/supplier-dashboard/opportunities", cookie), params);
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/payment-required\?email=/);
    }
  });

  it("shows an expired supplier their opportunities read-only, with the way to renew, and refuses a quotation", async () => {
    const supplier = await signedInSupplier();
    const request = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, request.id, supplier.id);
    await database.db.update(suppliers).set({ status: "expired" }).where(eq(suppliers.id, supplier.id));

    const page = await call(list.loader, get("/supplier-dashboard/opportunities", supplier.cookie));
    expect(page.status).toBe(200);
    expect(page.body.opportunities).toHaveLength(1);
    expect(page.body.renewUrl).toMatch(/^\/payment-required\?email=/);

    const opportunity = await call(
      detail.loader,
      get(`/supplier-dashboard/opportunities/${request.id}`, supplier.cookie),
      {
        id: request.id,
      },
    );
    expect(opportunity.body.opportunity).toMatchObject({ canEdit: false, locked: "inactive" });

    const sent = await call(
      detail.action,
      post(`/supplier-dashboard/opportunities/${request.id}`, supplier.cookie, quotationForm(request.lines, ["10"])),
      { id: request.id },
    );
    expect(sent.status).toBe(403);
    expect(sent.body.error[""]).toEqual(["Your subscription must be active to send or revise a quotation."]);
    expect(await database.db.select().from(quotations)).toEqual([]);
  });
});

describe("sending a quotation from the page", () => {
  it("sends one in minor units with its PDF, shows it as sent, then takes a revision", async () => {
    const supplier = await signedInSupplier();
    const request = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, request.id, supplier.id);
    const path = `/supplier-dashboard/opportunities/${request.id}`;

    const listed = await call(list.loader, get("/supplier-dashboard/opportunities", supplier.cookie));
    expect(listed.body.opportunities.map((row: { state: string }) => row.state)).toEqual(["open"]);

    const sent = await call(
      detail.action,
      post(path, supplier.cookie, quotationForm(request.lines, ["3,250.50", "", "٩٩٫٥"], { attachment: pdf("first") })),
      { id: request.id },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`${path}?sent=1`);

    const page = await call(detail.loader, get(`${path}?sent=1`, supplier.cookie), { id: request.id });
    expect(page.body.sent).toBe(true);
    expect(page.body.opportunity.state).toBe("quoted");
    expect(page.body.opportunity.quotation).toMatchObject({ revision: 1, leadTimeDays: 21, currency: "AED" });
    expect(page.body.opportunity.quotation.lines).toEqual(
      expect.arrayContaining([
        { lineId: request.lines[0]!.id, unitPriceMinor: 325_050 },
        { lineId: request.lines[2]!.id, unitPriceMinor: 9_950 },
      ]),
    );
    const file = await call(attachment.loader, get(`${path}/quotation.pdf`, supplier.cookie), { id: request.id });
    expect(file.status).toBe(200);
    expect(file.body).toBe("%PDF-1.4\nfirst");

    const revised = await call(
      detail.action,
      post(path, supplier.cookie, quotationForm(request.lines, ["3100", "12000"], { currency: "USD" })),
      { id: request.id },
    );
    expect(revised.status).toBe(302);
    const after = await call(detail.loader, get(path, supplier.cookie), { id: request.id });
    expect(after.body.opportunity.quotation).toMatchObject({ revision: 2, currency: "USD" });
    expect(after.body.opportunity.quotation.lines).toHaveLength(2);
  });

  it("sends the form back with its messages: no price at all, a price that is not one, a file that is not a PDF", async () => {
    const supplier = await signedInSupplier();
    const request = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, request.id, supplier.id);
    const path = `/supplier-dashboard/opportunities/${request.id}`;

    const none = await call(detail.action, post(path, supplier.cookie, quotationForm(request.lines, [])), {
      id: request.id,
    });
    expect(none.status).toBe(400);
    expect(none.body.error[""]).toEqual(["Enter a price for at least one item."]);

    const wrong = await call(detail.action, post(path, supplier.cookie, quotationForm(request.lines, ["12.345"])), {
      id: request.id,
    });
    expect(wrong.body.error["lines[0].price"]).toEqual(["Enter a price such as 1250.50, or leave it empty."]);

    const text = new File(["just text"], "quote.pdf", { type: "application/pdf" });
    const notPdf = await call(
      detail.action,
      post(path, supplier.cookie, quotationForm(request.lines, ["10"], { attachment: text })),
      { id: request.id },
    );
    expect(notPdf.body.error.attachment).toEqual(["Please attach a PDF file."]);
    expect(await database.db.select().from(quotations)).toEqual([]);
  });

  it("says in Arabic on the Arabic page that the deadline has passed", async () => {
    const supplier = await signedInSupplier();
    const request = await createQuoteRequest(database.db, { deadline: new Date(Date.now() - 60_000) });
    await inviteSupplier(database.db, request.id, supplier.id);
    const late = await call(
      detail.action,
      post(`/ar/supplier-dashboard/opportunities/${request.id}`, supplier.cookie, quotationForm(request.lines, ["10"])),
      { id: request.id },
    );
    expect(late.status).toBe(409);
    expect(late.body.error[""]).toEqual(["انقضى آخر موعد لتقديم العروض على هذا الطلب."]);
    const page = await call(detail.loader, get(`/ar/supplier-dashboard/opportunities/${request.id}`, supplier.cookie), {
      id: request.id,
    });
    expect(page.body.opportunity).toMatchObject({ state: "closed", canEdit: false, locked: "deadline" });
  });
});

describe("one supplier and another supplier's opportunities", () => {
  let mine: Awaited<ReturnType<typeof signedInSupplier>>;
  let theirs: Awaited<ReturnType<typeof signedInSupplier>>;
  let request: Awaited<ReturnType<typeof createQuoteRequest>>;
  const path = () => `/supplier-dashboard/opportunities/${request.id}`;

  beforeEach(async () => {
    mine = await signedInSupplier();
    theirs = await signedInSupplier();
    request = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, request.id, theirs.id);
    const sent = await call(
      detail.action,
      post(
        path(),
        theirs.cookie,
        quotationForm(request.lines, ["9,876.54", "4,321.09"], { attachment: pdf("theirs") }),
      ),
      { id: request.id },
    );
    expect(sent.status).toBe(302);
  });

  it("cannot open a request they were not invited to: the same 404 as one that does not exist", async () => {
    for (const id of [request.id, "0b7e3a52-1c1e-4c38-9d0e-2b1f4f3c9a10", "not-an-id"]) {
      const page = await call(detail.loader, get(`/supplier-dashboard/opportunities/${id}`, mine.cookie), { id });
      expect(page.status).toBe(404);
      expect(page.body).toEqual({ message: "We could not find this request among your invitations." });
    }
    const listed = await call(
      list.loader,
      get(`/supplier-dashboard/opportunities?supplierId=${theirs.id}`, mine.cookie),
    );
    expect(listed.body.opportunities).toEqual([]);
  });

  it("cannot download another supplier's quotation PDF by naming the request", async () => {
    const own = await call(attachment.loader, get(`${path()}/quotation.pdf`, theirs.cookie), { id: request.id });
    expect(own.status).toBe(200);
    for (const id of [request.id, "not-an-id"]) {
      const attempt = await call(
        attachment.loader,
        get(`/supplier-dashboard/opportunities/${id}/quotation.pdf`, mine.cookie),
        {
          id,
        },
      );
      expect(attempt.status).toBe(404);
      expect(attempt.body).not.toContain("theirs");
    }
    // Invited too, with a quotation of their own but no PDF: still not the other supplier's.
    await inviteSupplier(database.db, request.id, mine.id);
    await call(detail.action, post(path(), mine.cookie, quotationForm(request.lines, ["1"])), { id: request.id });
    const invited = await call(attachment.loader, get(`${path()}/quotation.pdf`, mine.cookie), { id: request.id });
    expect(invited.status).toBe(404);
  });

  it("cannot send a quotation to a request they were not invited to, whatever ids the form carries", async () => {
    const form = quotationForm(request.lines, ["1"], { supplierId: theirs.id, quotationId: request.id });
    const attempt = await call(detail.action, post(path(), mine.cookie, form), { id: request.id });
    expect(attempt.status).toBe(404);
    const rows = await database.db.select().from(quotations).where(eq(quotations.requestId, request.id));
    expect(rows.map((row) => [row.supplierId, row.revision])).toEqual([[theirs.id, 1]]);
  });

  it("cannot price a line of another request in their own quotation", async () => {
    const own = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, own.id, mine.id);
    const form = quotationForm([own.lines[0]!, request.lines[1]!], ["10", "20"]);
    const attempt = await call(detail.action, post(`/supplier-dashboard/opportunities/${own.id}`, mine.cookie, form), {
      id: own.id,
    });
    expect(attempt.status).toBe(400);
    expect(await database.db.select().from(quotations).where(eq(quotations.supplierId, mine.id))).toEqual([]);
  });

  it("sees only their own prices when both are invited to the same request", async () => {
    await inviteSupplier(database.db, request.id, mine.id);
    const before = await call(detail.loader, get(path(), mine.cookie), { id: request.id });
    expect(before.body.opportunity.quotation).toBeNull();
    await call(detail.action, post(path(), mine.cookie, quotationForm(request.lines, ["1,111.11"])), {
      id: request.id,
    });

    const page = await call(detail.loader, get(`${path()}?supplier=${theirs.id}`, mine.cookie), { id: request.id });
    expect(page.body.opportunity.quotation.lines).toEqual([{ lineId: request.lines[0]!.id, unitPriceMinor: 111_111 }]);
    const text = JSON.stringify(page.body);
    for (const price of ["987654", "9,876.54", "432109", "4,321.09", "theirs"]) expect(text).not.toContain(price);
    expect(text).not.toContain(theirs.email);
  });

  it("never puts the buyer's identity, contact details or budget in a supplier's page", async () => {
    await inviteSupplier(database.db, request.id, mine.id);
    for (const [handler, url] of [
      [list.loader, "/supplier-dashboard/opportunities"],
      [detail.loader, path()],
      [list.loader, "/ar/supplier-dashboard/opportunities"],
      [detail.loader, `/ar${path()}`],
    ] as const) {
      const page = await call(handler, get(url, mine.cookie), { id: request.id });
      expect(page.status).toBe(200);
      const text = JSON.stringify(page.body);
      for (const secret of buyerSecrets) expect(text, url).not.toContain(secret);
    }
  });
});
