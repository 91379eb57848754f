import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  quotationLines,
  quotations,
  quoteInvitations,
  quoteRequests,
  storedFiles,
  suppliers,
} from "~/db/schema";
import { DAY, dubaiDate } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { buildSupplierRow } from "~/testing/factories";
import { createQuoteRequest, inviteSupplier, testBuyer } from "~/testing/quotes";
import { testDatabaseFixture } from "~/testing/test-database";
import {
  countOpenOpportunities,
  findQuotationAttachment,
  getOpportunity,
  listOpportunities,
  saveQuotation,
  type QuotationInput,
} from "./opportunities.server";

const database = testDatabaseFixture();
// The fixture's database exists once the file's first test starts.
const db = new Proxy({} as typeof database.db, { get: (_, key) => Reflect.get(database.db, key) });

async function supplierIn(status: SupplierStatus, language: "en" | "ar" = "en") {
  const [row] = await db
    .insert(suppliers)
    .values(buildSupplierRow(database.plans[0]!.id, { status, language }))
    .returning();
  return row!;
}

/** A quotation on a request's lines: a price for the first two, none for the third. */
function quotationFor(lines: Array<{ id: string }>, overrides: Partial<QuotationInput> = {}): QuotationInput {
  return {
    lines: [
      { lineId: lines[0]!.id, unitPriceMinor: 325_000 },
      { lineId: lines[1]!.id, unitPriceMinor: 1_249_950 },
      { lineId: lines[2]!.id, unitPriceMinor: null },
    ],
    currency: "AED",
    leadTimeDays: 14,
    validUntil: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    warrantyMonths: 36,
    warrantyService: "on_site",
    notes: "Stock in Jebel Ali.",
    ...overrides,
  };
}

/** What a promise rejected with: its DomainError's status and message. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { status: (error as DomainError).status, message: (error as DomainError).message };
}

const pdf = (text: string) => ({
  fileName: "quotation.pdf",
  contentType: "application/pdf",
  data: new TextEncoder().encode(`%PDF-1.4 ${text}`),
});

describe("a supplier's opportunities", () => {
  it("lists only their own invitations, newest first, with what each is to them", async () => {
    const supplier = await supplierIn("active");
    const other = await supplierIn("active");
    const now = new Date();
    const invited = async (overrides: Parameters<typeof createQuoteRequest>[1], minutesAgo: number) => {
      const request = await createQuoteRequest(db, overrides);
      await inviteSupplier(db, request.id, supplier.id, new Date(now.getTime() - minutesAgo * 60_000));
      return request;
    };
    const open = await invited({}, 1);
    const quoted = await invited({}, 2);
    const closed = await invited({ deadline: new Date(now.getTime() - DAY) }, 3);
    const awarded = await invited({ status: "quoted", deadline: new Date(now.getTime() - DAY) }, 4);
    const lost = await invited({ status: "quoted", deadline: new Date(now.getTime() - DAY) }, 5);
    const cancelled = await invited({ status: "cancelled" }, 6);
    const notInvited = await createQuoteRequest(db);
    await inviteSupplier(db, notInvited.id, other.id);
    await saveQuotation(database.deps, supplier, quoted.id, quotationFor(quoted.lines));
    await db.update(quoteInvitations).set({ outcome: "awarded" }).where(eq(quoteInvitations.requestId, awarded.id));
    await db.update(quoteInvitations).set({ outcome: "not_selected" }).where(eq(quoteInvitations.requestId, lost.id));

    const list = await listOpportunities(db, supplier.id, "en", now);
    expect(list.map((row) => [row.id, row.state])).toEqual([
      [open.id, "open"],
      [quoted.id, "quoted"],
      [closed.id, "closed"],
      [awarded.id, "awarded"],
      [lost.id, "not_selected"],
      [cancelled.id, "cancelled"],
    ]);
    expect(list[0]).toEqual({
      id: open.id,
      reference: `Q-${open.createdAt.getUTCFullYear()}-${String(open.number).padStart(5, "0")}`,
      lineCount: 3,
      country: "UAE",
      deliveryCity: "Dubai",
      neededBy: open.neededBy,
      acceptedUntil: open.deadline!.toISOString(),
      state: "open",
    });
    // Once quotations are no longer accepted (deadline passed, awarded, cancelled), no deadline is shown.
    expect(list.slice(2).map((row) => row.acceptedUntil)).toEqual([null, null, null, null]);
    expect(JSON.stringify(list)).not.toContain(testBuyer.email);
    expect(await countOpenOpportunities(db, supplier.id, now)).toBe(1);
    expect(await listOpportunities(db, other.id, "en", now)).toHaveLength(1);
  });

  it("shows the deadline only while quotations are accepted, not once the request is awarded before it", async () => {
    const supplier = await supplierIn("active");
    const open = await createQuoteRequest(db);
    const awardedEarly = await createQuoteRequest(db, { status: "quoted" });
    for (const request of [open, awardedEarly]) await inviteSupplier(db, request.id, supplier.id);
    await db
      .update(quoteInvitations)
      .set({ outcome: "awarded" })
      .where(eq(quoteInvitations.requestId, awardedEarly.id));

    expect((await getOpportunity(db, supplier.id, open.id, "en")).acceptedUntil).toBe(open.deadline!.toISOString());
    expect(awardedEarly.deadline!.getTime()).toBeGreaterThan(Date.now());
    expect((await getOpportunity(db, supplier.id, awardedEarly.id, "en")).acceptedUntil).toBeNull();
    const listed = await listOpportunities(db, supplier.id, "en");
    expect(listed.find((row) => row.id === awardedEarly.id)?.acceptedUntil).toBeNull();
  });

  it("names the items in the supplier's language and shows only what a supplier may see", async () => {
    const supplier = await supplierIn("active", "ar");
    const request = await createQuoteRequest(db, { country: "Saudi Arabia", deliveryCity: "Riyadh" });
    await inviteSupplier(db, request.id, supplier.id);

    const opportunity = await getOpportunity(db, supplier.id, request.id, "ar");
    expect(opportunity.country).toBe("السعودية");
    expect(opportunity.lines.map((line) => [line.name, line.quantity, line.notes])).toEqual([
      [expect.stringMatching(/[\u0600-\u06ff]/), 25, "14-inch, 16 GB memory"],
      [expect.stringContaining("FortiGate"), 2, null],
      [expect.stringMatching(/[\u0600-\u06ff]/), 10, "27-inch"],
    ]);
    expect(opportunity).toMatchObject({ state: "open", canEdit: true, locked: null, quotation: null });
    const text = JSON.stringify(opportunity);
    for (const secret of Object.values(testBuyer)) expect(text).not.toContain(String(secret));
    expect(text).not.toContain(request.ipAddress!);
  });

  it("answers 404 alike for a request that does not exist and one the supplier was not invited to", async () => {
    const supplier = await supplierIn("active");
    const request = await createQuoteRequest(db);
    for (const id of [request.id, "6f1c9a52-7c1e-4c38-9d0e-2b1f4f3c9a10", "not-an-id"]) {
      expect(await refusal(getOpportunity(db, supplier.id, id, "en"))).toEqual({
        status: 404,
        message: "We could not find this request among your invitations.",
      });
      expect((await refusal(saveQuotation(database.deps, supplier, id, quotationFor(request.lines)))).status).toBe(404);
    }
    expect(await db.select().from(quotations)).toEqual([]);
  });
});

describe("sending and revising a quotation", () => {
  it("keeps the prices in minor units, then replaces them on a revision, with an audit entry each time", async () => {
    const supplier = await supplierIn("active");
    const request = await createQuoteRequest(db);
    await inviteSupplier(db, request.id, supplier.id);
    const sent = new Date();

    const first = await saveQuotation(
      database.deps,
      supplier,
      request.id,
      quotationFor(request.lines),
      pdf("one"),
      sent,
    );
    expect(first.revision).toBe(1);
    const lines = () =>
      db
        .select({ lineId: quotationLines.lineId, unitPriceMinor: quotationLines.unitPriceMinor })
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, first.quotationId))
        .orderBy(quotationLines.unitPriceMinor);
    expect(await lines()).toEqual([
      { lineId: request.lines[0]!.id, unitPriceMinor: 325_000 },
      { lineId: request.lines[1]!.id, unitPriceMinor: 1_249_950 },
    ]);
    const firstFile = await findQuotationAttachment(db, supplier.id, request.id);

    const revised = new Date(sent.getTime() + 60_000);
    const revision = quotationFor(request.lines, {
      lines: [
        { lineId: request.lines[2]!.id, unitPriceMinor: 0 },
        { lineId: request.lines[0]!.id, unitPriceMinor: 310_050 },
      ],
      currency: "USD",
      notes: "",
    });
    const second = await saveQuotation(database.deps, supplier, request.id, revision, pdf("two"), revised);
    expect(second).toEqual({ quotationId: first.quotationId, revision: 2 });
    expect(await lines()).toEqual([
      { lineId: request.lines[2]!.id, unitPriceMinor: 0 },
      { lineId: request.lines[0]!.id, unitPriceMinor: 310_050 },
    ]);
    const [quotation] = await db.select().from(quotations).where(eq(quotations.id, first.quotationId));
    expect(quotation).toMatchObject({
      currency: "USD",
      notes: null,
      revision: 2,
      submittedAt: sent,
      revisedAt: revised,
    });
    const secondFile = await findQuotationAttachment(db, supplier.id, request.id);
    expect(secondFile).not.toBe(firstFile);
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, secondFile!));
    expect(Buffer.from(file!.data).toString()).toBe("%PDF-1.4 two");
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, firstFile!))).toEqual([]);

    const trail = await db
      .select({ action: auditLog.action, note: auditLog.note, actor: auditLog.actorType, label: auditLog.actorLabel })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "quote-request"), eq(auditLog.entityId, request.id)))
      .orderBy(auditLog.createdAt);
    expect(trail).toEqual([
      {
        action: "submitQuotation",
        note: `Revision 1 from ${supplier.companyName}`,
        actor: "supplier",
        label: supplier.email,
      },
      {
        action: "reviseQuotation",
        note: `Revision 2 from ${supplier.companyName}`,
        actor: "supplier",
        label: supplier.email,
      },
    ]);

    const opportunity = await getOpportunity(db, supplier.id, request.id, "en");
    expect(opportunity.state).toBe("quoted");
    expect(opportunity.quotation).toMatchObject({ currency: "USD", revision: 2, attachmentName: "quotation.pdf" });
    expect(opportunity.quotation!.lines).toHaveLength(2);
  });

  it("keeps the PDF sent before when a revision comes without one", async () => {
    const supplier = await supplierIn("active");
    const request = await createQuoteRequest(db);
    await inviteSupplier(db, request.id, supplier.id);
    await saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines), pdf("one"));
    const before = await findQuotationAttachment(db, supplier.id, request.id);
    await saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines));
    expect(await findQuotationAttachment(db, supplier.id, request.id)).toBe(before);
  });

  it("refuses once the deadline has passed (409), in the supplier's language", async () => {
    const supplier = await supplierIn("active");
    const arabic = await supplierIn("active", "ar");
    const request = await createQuoteRequest(db);
    await inviteSupplier(db, request.id, supplier.id);
    await inviteSupplier(db, request.id, arabic.id);
    const late = new Date(request.deadline!.getTime() + 1);

    expect(
      await refusal(saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines), undefined, late)),
    ).toEqual({
      status: 409,
      message: "The deadline for this request has passed.",
    });
    expect(
      await refusal(saveQuotation(database.deps, arabic, request.id, quotationFor(request.lines), undefined, late)),
    ).toEqual({ status: 409, message: "انقضى آخر موعد لتقديم العروض على هذا الطلب." });
    expect(await getOpportunity(db, supplier.id, request.id, "en", late)).toMatchObject({
      state: "closed",
      canEdit: false,
      locked: "deadline",
    });

    await db.update(quoteRequests).set({ status: "cancelled" }).where(eq(quoteRequests.id, request.id));
    expect(
      (await refusal(saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines)))).status,
    ).toBe(409);
    expect(await db.select().from(quotations)).toEqual([]);
  });

  for (const status of ["expired", "suspended"] as const) {
    it(`lets a supplier whose account is ${status} see their quotation, read-only, and refuses a new one (403)`, async () => {
      const supplier = await supplierIn("active");
      const request = await createQuoteRequest(db);
      await inviteSupplier(db, request.id, supplier.id);
      await saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines));
      await db.update(suppliers).set({ status }).where(eq(suppliers.id, supplier.id));

      expect(await refusal(saveQuotation(database.deps, supplier, request.id, quotationFor(request.lines)))).toEqual({
        status: 403,
        message: "Your subscription must be active to send or revise a quotation.",
      });
      const opportunity = await getOpportunity(db, supplier.id, request.id, "en");
      expect(opportunity).toMatchObject({ state: "quoted", canEdit: false, locked: "inactive" });
      expect(opportunity.quotation?.revision).toBe(1);
    });
  }

  it("refuses a line of another request (400), and a quotation with no price at all", async () => {
    const supplier = await supplierIn("active");
    const request = await createQuoteRequest(db);
    const another = await createQuoteRequest(db);
    await inviteSupplier(db, request.id, supplier.id);
    await inviteSupplier(db, another.id, supplier.id);
    const foreign = quotationFor(request.lines, {
      lines: [
        { lineId: request.lines[0]!.id, unitPriceMinor: 100 },
        { lineId: another.lines[0]!.id, unitPriceMinor: 100 },
      ],
    });
    expect((await refusal(saveQuotation(database.deps, supplier, request.id, foreign))).status).toBe(400);
    const twice = quotationFor(request.lines, {
      lines: [
        { lineId: request.lines[0]!.id, unitPriceMinor: 100 },
        { lineId: request.lines[0]!.id, unitPriceMinor: 1 },
      ],
    });
    expect((await refusal(saveQuotation(database.deps, supplier, request.id, twice))).status).toBe(400);
    const unpriced = quotationFor(request.lines, {
      lines: request.lines.map((line) => ({ lineId: line.id, unitPriceMinor: null })),
    });
    expect(await refusal(saveQuotation(database.deps, supplier, request.id, unpriced))).toEqual({
      status: 400,
      message: "Enter a price for at least one item.",
    });
    expect(await db.select().from(quotations)).toEqual([]);
  });

  it("checks prices, currency, lead time and validity itself, whatever the form let through", async () => {
    const supplier = await supplierIn("active");
    const request = await createQuoteRequest(db);
    await inviteSupplier(db, request.id, supplier.id);
    const price = (unitPriceMinor: number) =>
      quotationFor(request.lines, { lines: [{ lineId: request.lines[0]!.id, unitPriceMinor }] });
    for (const input of [
      price(12.5),
      price(-1),
      price(1_000_000_001),
      quotationFor(request.lines, { currency: "KWD" }),
      quotationFor(request.lines, { leadTimeDays: 366 }),
      quotationFor(request.lines, { leadTimeDays: 1.5 }),
      quotationFor(request.lines, { validUntil: "2020-01-01" }),
      quotationFor(request.lines, { validUntil: "2030-02-30" }),
      quotationFor(request.lines, { warrantyMonths: 18 }),
      quotationFor(request.lines, { warrantyMonths: -12 }),
      quotationFor(request.lines, { warrantyService: "lifetime" }),
      quotationFor(request.lines, { warrantyService: null }),
    ]) {
      expect((await refusal(saveQuotation(database.deps, supplier, request.id, input))).status).toBe(400);
    }
    expect(await db.select().from(quotations)).toEqual([]);
    // Today in Dubai is still a day a quotation may be valid until.
    const saved = await saveQuotation(
      database.deps,
      supplier,
      request.id,
      quotationFor(request.lines, { validUntil: dubaiDate() }),
    );
    expect(saved.revision).toBe(1);
    // Without a warranty nobody services the items, whatever the form said; the words of a quotation
    // sent before warranties were chosen give way to the choice.
    await db.update(quotations).set({ warrantyMonths: null, warrantyService: null, warranty: "18 months RTB" });
    await saveQuotation(
      database.deps,
      supplier,
      request.id,
      quotationFor(request.lines, { warrantyMonths: 0, warrantyService: "on_site" }),
    );
    const [revised] = await db.select().from(quotations);
    expect(revised).toMatchObject({ warrantyMonths: 0, warrantyService: null, warranty: null, revision: 2 });
  });
});
