import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { quotations, quoteInvitations, quoteRequests, storedFiles, suppliers } from "~/db/schema";
import { asServed } from "~/http/route-errors.server";
import * as quoteRoute from "~/routes/admin/quote";
import * as quoteFileRoute from "~/routes/admin/quote-file";
import { loader as quotationsExport } from "~/routes/admin/quotations-export";
import { loader as quotesLoader } from "~/routes/admin/quotes";
import { saveQuotation } from "~/quotes/opportunities.server";
import { DAY, dubaiDate } from "~/lib/dates";
import { createQuoteRequest, inviteSupplier } from "~/testing/quotes";
import { callRoute, sessionCookie, settle, signedInAdmin, testLoadContext } from "~/testing/route-context";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";

// The quote inbox and a request's page answer admins only, take a request's files only through
// that request, and answer bad input with the form's message, never a server error.

// As the server runs them: a refusal they throw is answered with its status and words.
const { action: quoteAction, loader: quoteLoader } = asServed(quoteRoute);
const { loader: quoteFile } = asServed(quoteFileRoute);

const database = testDatabaseFixture();
const appUrl = "https://www.falconedge-it.ae";
const password = "Al-Fahidi-Windtower-2040";
let context: AppLoadContext;
let admin: string;
beforeAll(() => {
  context = testLoadContext(database);
});
beforeEach(async () => {
  admin = (await signedInAdmin(database, context, { email: "sourcing@falconedge-it.ae", password })).cookie;
});

const get = (loader: (args: never) => unknown, path: string, cookie: string, params: Record<string, string> = {}) =>
  callRoute(loader, new Request(`${appUrl}${path}`, { headers: { cookie } }), context, params);
const post = (id: string, cookie: string, fields: Array<[string, string]>) =>
  settle(
    Promise.resolve(
      quoteAction({
        request: new Request(`${appUrl}/admin/quotes/${id}`, {
          method: "POST",
          headers: { cookie },
          body: new URLSearchParams(fields),
        }),
        context,
        params: { id },
      } as never),
    ),
  );

async function withBillOfMaterials() {
  const [file] = await database.db
    .insert(storedFiles)
    .values({
      fileName: "bom.csv",
      contentType: "text/csv; charset=utf-8",
      sizeBytes: 12,
      data: Buffer.from("item,qty\nA,1\n"),
    })
    .returning();
  return createQuoteRequest(database.db, { status: "new", deadline: null, attachmentId: file!.id });
}

describe("the admin's quote pages", () => {
  it("are closed to a signed-in supplier and to visitors", async () => {
    const request = await withBillOfMaterials();
    const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
    const asSupplier = await sessionCookie(context, supplier.email, password);
    for (const cookie of [asSupplier, ""]) {
      for (const answer of [
        await get(quotesLoader, "/admin/quotes", cookie),
        await get(quoteLoader, `/admin/quotes/${request.id}`, cookie, { id: request.id }),
        await get(quoteFile, `/admin/quotes/${request.id}/files/${request.attachmentId}`, cookie, {
          id: request.id,
          fileId: request.attachmentId!,
        }),
        await post(request.id, cookie, [
          ["intent", "status"],
          ["status", "cancelled"],
        ]),
        await post(request.id, cookie, [
          ["intent", "review-award"],
          ["margin", "12"],
        ]),
      ]) {
        expect([302, 303, 403]).toContain(answer.status);
        expect(JSON.stringify(answer.body ?? "")).not.toContain(request.email);
      }
    }
    const [unchanged] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(unchanged!.status).toBe("new");
  });

  it("gives a request's file through that request only", async () => {
    const request = await withBillOfMaterials();
    const other = await createQuoteRequest(database.db);
    const own = await get(quoteFile, "", admin, { id: request.id, fileId: request.attachmentId! });
    expect(own.status).toBe(200);
    expect(own.body).toBe("item,qty\nA,1\n");
    const elsewhere = await get(quoteFile, "", admin, { id: other.id, fileId: request.attachmentId! });
    expect(elsewhere.status).toBe(404);
  });

  it("shows the buyer and suggests suppliers by the items' categories", async () => {
    const request = await withBillOfMaterials();
    const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
    const page = await get(quoteLoader, `/admin/quotes/${request.id}`, admin, { id: request.id });
    expect(page.status).toBe(200);
    expect(page.body.request.email).toBe(request.email);
    expect(page.body.invite.categories).toEqual(["computers", "networking", "audio-visual"]);
    expect(page.body.invite.candidates.map((candidate: { id: string }) => candidate.id)).toContain(supplier.id);
  });

  it("answers a bad deadline, an unknown supplier and a foreign award with the form's message", async () => {
    const request = await withBillOfMaterials();
    const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
    const noDeadline = await post(request.id, admin, [
      ["intent", "invite"],
      ["supplierIds", supplier.id],
      ["deadline", "tomorrow"],
    ]);
    expect(noDeadline.status).toBe(400);
    expect(noDeadline.body.error.deadline).toEqual(["Set the deadline as a date and time."]);
    const past = await post(request.id, admin, [
      ["intent", "invite"],
      ["supplierIds", supplier.id],
      ["deadline", "2020-01-01T10:00"],
    ]);
    expect(past.status).toBe(400);
    expect(past.body.error.deadline[0]).toMatch(/at least an hour/);
    const stranger = await post(request.id, admin, [
      ["intent", "invite"],
      ["supplierIds", "00000000-0000-4000-8000-000000000000"],
      ["deadline", "2099-01-01T10:00"],
    ]);
    expect(stranger.status).toBe(400);
    const award = await post(request.id, admin, [
      ["intent", "award"],
      ["margin", "12"],
      [`award.${request.lines[0]!.id}`, "00000000-0000-4000-8000-000000000000"],
    ]);
    expect(award.status).toBe(409);
    const review = await post(request.id, admin, [
      ["intent", "review-award"],
      ["margin", "12"],
      [`award.${request.lines[0]!.id}`, "00000000-0000-4000-8000-000000000000"],
    ]);
    expect(review.status).toBe(409);
    expect(await database.db.select().from(quoteInvitations)).toHaveLength(0);
    const missing = await get(quoteLoader, "/admin/quotes/nope", admin, { id: "nope" });
    expect(missing.status).toBe(404);
  });

  it("records the buyer's answer only with the box ticked, as it cannot be changed back", async () => {
    const request = await createQuoteRequest(database.db, { status: "quoted" });
    const unticked = await post(request.id, admin, [
      ["intent", "status"],
      ["status", "won"],
    ]);
    expect(unticked.status).toBe(400);
    expect(unticked.body.error.confirm).toEqual(["Please tick the box to confirm; this cannot be undone."]);
    const statusOf = async () =>
      (await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id)))[0]!.status;
    expect(await statusOf()).toBe("quoted");
    const ticked = await post(request.id, admin, [
      ["intent", "status"],
      ["status", "won"],
      ["confirm", "yes"],
    ]);
    expect(ticked.body.done).toBe("Marked won.");
    expect(await statusOf()).toBe("won");
  });

  it("corrects a new request's quantities, and explains a quantity it cannot take", async () => {
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null });
    const [laptops, firewalls] = request.lines;
    for (const bad of ["0", "2.5", "100001", "many"]) {
      const refused = await post(request.id, admin, [
        ["intent", "quantities"],
        [`quantity.${laptops!.id}`, bad],
      ]);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error[`quantity.${laptops!.id}`]).toEqual([
        "Enter each quantity as a whole number from 1 to 100,000.",
      ]);
    }
    const saved = await post(request.id, admin, [
      ["intent", "quantities"],
      // Typed with Arabic-Indic digits, as the buyer's quantities may be.
      [`quantity.${laptops!.id}`, "٤٠"],
      [`quantity.${firewalls!.id}`, "2"],
    ]);
    expect(saved.body.done).toBe("1 quantity changed.");
    const page = await get(quoteLoader, `/admin/quotes/${request.id}`, admin, { id: request.id });
    expect(page.body.lines.map((line: { quantity: number }) => line.quantity)).toEqual([40, 2, 10]);
  });
});

describe("the quotations export", () => {
  it("lists every quotation, newest first, with its total and its warranty in English", async () => {
    const request = await createQuoteRequest(database.db);
    const [laptops, firewalls] = request.lines;
    const quote = async (licence: string, warrantyMonths: number, warrantyService: string | null) => {
      const created = await createPayingSupplier(database.deps, database.plans[0]!.id, password, licence);
      // Arabic-speaking, as many are: the export stays in the admin area's English all the same.
      const [supplier] = await database.db
        .update(suppliers)
        .set({ language: "ar" })
        .where(eq(suppliers.id, created.id))
        .returning();
      await inviteSupplier(database.db, request.id, supplier!.id);
      await saveQuotation(database.deps, supplier!, request.id, {
        lines: [
          { lineId: laptops!.id, unitPriceMinor: 325_000 },
          { lineId: firewalls!.id, unitPriceMinor: 1_249_950 },
        ],
        currency: "AED",
        leadTimeDays: 14,
        validUntil: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
        warrantyMonths,
        warrantyService,
      });
      return supplier!;
    };
    const chosen = await quote("chosen", 36, "on_site");
    const typed = await quote("typed", 0, null);
    // A quotation sent while the warranty was typed, whose words migration 0018 could not read.
    await database.db
      .update(quotations)
      .set({ warrantyMonths: null, warranty: "18 months, advance replacement" })
      .where(eq(quotations.supplierId, typed.id));

    const answer = await get(quotationsExport, "/admin/quotations.csv", admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quotations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = answer.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\n");
    expect(header).toBe(
      "Request,Request status,Supplier,Submitted,Revised,Revision,Currency,Total,Lines priced,Lead time (days),Valid until,Warranty,Warranty (months),Outcome",
    );
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const reference = `Q-${dubaiDate(request.createdAt).slice(0, 4)}-${String(request.number).padStart(5, "0")}`;
    // 25 laptops at 3,250.00 and 2 firewalls at 12,499.50.
    expect(rows).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${reference},sourcing,${escaped(typed.companyName)},[^,]+,[^,]+,1,AED,106249.00,2,14,[-\\d]+,"18 months, advance replacement",,$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${reference},sourcing,${escaped(chosen.companyName)},[^,]+,[^,]+,1,AED,106249.00,2,14,[-\\d]+,"3 years, on-site service",36,$`,
        ),
      ),
    ]);
  });

  it("is closed to a signed-in supplier and to visitors", async () => {
    const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
    const asSupplier = await sessionCookie(context, supplier.email, password);
    const refused = await get(quotationsExport, "/admin/quotations.csv", asSupplier);
    expect(refused.status).toBe(403);
    expect(String(refused.body)).not.toContain("Request status");
    const visitor = await get(quotationsExport, "/admin/quotations.csv", "");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\b/);
  });
});
