import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  emails,
  quoteInvitations,
  quoteRequestLines,
  quoteRequests,
  storedFiles,
  suppliers,
} from "~/db/schema";
import { DAY } from "~/lib/dates";
import { pdfText } from "~/testing/pdf";
import { createQuoteRequest, inviteSupplier } from "~/testing/quotes";
import { getCompanyFacts, saveCompanyFacts } from "~/settings/settings.server";
import { createPayingSupplier } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import { awardQuoteRequest, compareQuotations, reviewAward } from "./award.server";
import { closeQuoteRequests, sendQuoteReminders } from "./deadlines.server";
import { quoteReference } from "./quote-rules";
import { getOpportunity, saveQuotation } from "./opportunities.server";
import {
  getQuoteRequestFile,
  type QuoteRequestFile,
  inviteSuppliers,
  listQuoteRequests,
  quoteFigures,
  defaultDeadline,
  setLineQuantities,
  setQuoteRequestStatus,
  sourcingCategories,
} from "./sourcing.server";

const database = testDatabaseFixture();
const admin = { type: "admin", id: "admin-1", label: "ops@falconedge-it.ae" } as const;
const password = "Jumeirah-Lakes-Towers-42";

async function activeSupplier(language: "en" | "ar" = "en") {
  const supplier = await createPayingSupplier(database.deps, database.plans[0]!.id, password);
  await database.db.update(suppliers).set({ language }).where(eq(suppliers.id, supplier.id));
  return { ...supplier, language };
}

const revisionsOf = (file: QuoteRequestFile) =>
  Object.fromEntries(file.quotations.map((quotation) => [quotation.id, quotation.revision]));

async function emailsTo(to: string, template: string) {
  return database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, to), eq(emails.template, template)));
}

describe("inviting suppliers", () => {
  it("moves a new request to sourcing, emails each invitee in their language and records it", async () => {
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null });
    const [english, arabic] = [await activeSupplier("en"), await activeSupplier("ar")];
    const deadline = new Date(Date.now() + 2 * DAY);
    const { invited } = await inviteSuppliers(database.deps, admin, request.id, {
      categories: ["computers"],
      supplierIds: [english.id, arabic.id],
      deadline,
    });
    expect(invited).toBe(2);
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(row).toMatchObject({ status: "sourcing", categories: ["computers"], deadline });
    const [toEnglish] = await emailsTo(english.email, "quote-invitation");
    const [toArabic] = await emailsTo(arabic.email, "quote-invitation");
    expect(toEnglish!.text).toContain(`/supplier-dashboard/opportunities/${request.id}`);
    expect(toArabic!.text).toContain(`/ar/supplier-dashboard/opportunities/${request.id}`);
    expect(toArabic!.subject).toMatch(/[\u0600-\u06ff]/);
    // The buyer is never named to suppliers.
    expect(toEnglish!.text).not.toContain(request.company);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(entry).toMatchObject({ action: "inviteSuppliers", fromState: "new", toState: "sourcing" });

    // Inviting again with one more supplier emails only the new one.
    const third = await activeSupplier();
    const again = await inviteSuppliers(database.deps, admin, request.id, {
      categories: ["computers"],
      supplierIds: [english.id, third.id],
      deadline,
    });
    expect(again.invited).toBe(1);
    expect(await emailsTo(english.email, "quote-invitation")).toHaveLength(1);
  });

  it("refuses a supplier who is not active, a deadline too close or too far, and a finished request", async () => {
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null });
    const supplier = await activeSupplier();
    const lapsed = await activeSupplier();
    await database.db.update(suppliers).set({ status: "expired" }).where(eq(suppliers.id, lapsed.id));
    const invite = (supplierIds: string[], deadline: Date) =>
      inviteSuppliers(database.deps, admin, request.id, { categories: [], supplierIds, deadline });
    await expect(invite([lapsed.id], new Date(Date.now() + DAY))).rejects.toMatchObject({
      status: 400,
      field: "supplierIds",
    });
    await expect(invite([supplier.id], new Date(Date.now() + 10 * 60_000))).rejects.toMatchObject({
      field: "deadline",
    });
    await expect(invite([supplier.id], new Date(Date.now() + 90 * DAY))).rejects.toMatchObject({ field: "deadline" });
    await expect(invite([], new Date(Date.now() + DAY))).rejects.toMatchObject({ field: "supplierIds" });
    await setQuoteRequestStatus(database.db, admin, request.id, "cancelled");
    await expect(invite([supplier.id], new Date(Date.now() + DAY))).rejects.toMatchObject({ status: 409 });
    expect(await database.db.select().from(quoteInvitations)).toHaveLength(0);
  });
});

describe("what sourcing starts from", () => {
  it("finds suppliers by the categories asked for, else the request's, else the items'", async () => {
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null, categories: [] });
    const file = (await getQuoteRequestFile(database.db, request.id))!;
    expect(sourcingCategories(file, ["networking", "no-such-category"])).toEqual(["networking"]);
    expect(sourcingCategories(file, undefined)).toEqual(["computers", "security", "audio-visual"]);
    const chosen = { ...file, request: { ...file.request, categories: ["printing"] } };
    expect(sourcingCategories(chosen, undefined)).toEqual(["printing"]);
  });

  it("sets the deadline three days on at 17:00 in Dubai, also late in a Dubai day", () => {
    expect(defaultDeadline(new Date("2026-11-29T10:00:00Z")).toISOString()).toBe("2026-12-02T13:00:00.000Z");
    // 22:30 UTC is already 02:30 on the 30th in Dubai.
    expect(defaultDeadline(new Date("2026-11-29T22:30:00Z")).toISOString()).toBe("2026-12-03T13:00:00.000Z");
  });
});

describe("correcting quantities", () => {
  it("changes a new request's quantities, records each change, and refuses once suppliers are invited", async () => {
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null });
    const [laptops, firewalls, displays] = request.lines;
    const changed = await setLineQuantities(database.db, admin, request.id, {
      [laptops!.id]: 40,
      [firewalls!.id]: 2,
      [displays!.id]: 12,
    });
    expect(changed).toBe(2);
    const lines = await database.db
      .select({ id: quoteRequestLines.id, quantity: quoteRequestLines.quantity })
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.requestId, request.id));
    expect(Object.fromEntries(lines.map((line) => [line.id, line.quantity]))).toEqual({
      [laptops!.id]: 40,
      [firewalls!.id]: 2,
      [displays!.id]: 12,
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, "changeQuantities")));
    expect(entry?.note).toMatch(/: 25 → 40; .*: 10 → 12$/);

    const other = await createQuoteRequest(database.db, { status: "new", deadline: null });
    await expect(setLineQuantities(database.db, admin, request.id, { [other.lines[0]!.id]: 3 })).rejects.toMatchObject({
      status: 400,
    });

    const supplier = await activeSupplier();
    await inviteSuppliers(database.deps, admin, request.id, {
      categories: [],
      supplierIds: [supplier.id],
      deadline: new Date(Date.now() + DAY),
    });
    await expect(setLineQuantities(database.db, admin, request.id, { [laptops!.id]: 1 })).rejects.toMatchObject({
      status: 409,
    });
    const [laptopsNow] = await database.db
      .select({ quantity: quoteRequestLines.quantity })
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.id, laptops!.id));
    expect(laptopsNow!.quantity).toBe(40);
  });
});

describe("the inbox", () => {
  it("finds a request by its reference, company or email, in its folder", async () => {
    const first = await createQuoteRequest(database.db, { company: "Gulf Logistics FZE", email: "it@gulflog.ae" });
    await createQuoteRequest(database.db, { company: "Marina Clinics", status: "won" });
    const find = (q: string, folder: "open" | "all" = "open") =>
      listQuoteRequests(database.db, { q, folder, page: 1 }).then((list) => list.rows.map((row) => row.company));
    expect(await find("gulf log")).toEqual(["Gulf Logistics FZE"]);
    expect(await find("IT@GULFLOG")).toEqual(["Gulf Logistics FZE"]);
    expect(await find(`q-${first.number}`)).toEqual(["Gulf Logistics FZE"]);
    expect(await find(quoteReference(first))).toEqual(["Gulf Logistics FZE"]);
    expect(await find("marina")).toEqual([]);
    expect(await find("marina", "all")).toEqual(["Marina Clinics"]);
    const [row] = (await listQuoteRequests(database.db, { folder: "open", page: 1 })).rows;
    expect(row).toMatchObject({ lines: 3, invited: 0, quoted: 0 });
    expect(row!.reference).toMatch(/^Q-\d{4}-\d{5}$/);
  });
});

describe("comparing and awarding", () => {
  async function quotedRequest() {
    const request = await createQuoteRequest(database.db, { language: "ar" });
    const [laptops, firewalls, displays] = request.lines;
    const cheap = await activeSupplier("en");
    const fast = await activeSupplier("ar");
    const silent = await activeSupplier("en");
    for (const supplier of [cheap, fast, silent]) await inviteSupplier(database.db, request.id, supplier.id);
    const terms = {
      validUntil: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
      warrantyMonths: 36,
      warrantyService: "on_site" as const,
    };
    await saveQuotation(database.deps, cheap, request.id, {
      currency: "AED",
      leadTimeDays: 14,
      ...terms,
      lines: [
        { lineId: laptops!.id, unitPriceMinor: 420_000 },
        { lineId: firewalls!.id, unitPriceMinor: 950_000 },
        { lineId: displays!.id, unitPriceMinor: null },
      ],
    });
    // 1,000 US dollars is 3,672.50 dirhams: cheaper laptops, dearer firewalls, and the only displays.
    await saveQuotation(database.deps, fast, request.id, {
      currency: "USD",
      leadTimeDays: 5,
      ...terms,
      lines: [
        { lineId: laptops!.id, unitPriceMinor: 100_000 },
        { lineId: firewalls!.id, unitPriceMinor: 300_000 },
        { lineId: displays!.id, unitPriceMinor: 25_000 },
      ],
    });
    return { request, laptops: laptops!, firewalls: firewalls!, displays: displays!, cheap, fast, silent };
  }

  it("puts the quotations side by side in dirhams, marking the lowest price and the shortest lead time", async () => {
    const { request, laptops, firewalls, displays, cheap, fast } = await quotedRequest();
    const comparison = compareQuotations((await getQuoteRequestFile(database.db, request.id))!);
    const lowest = (lineId: string) =>
      comparison.lines.find((line) => line.id === lineId)!.prices.find((price) => price.lowest);
    const byFast = comparison.quotations.find((quotation) => quotation.supplierId === fast.id)!;
    const byCheap = comparison.quotations.find((quotation) => quotation.supplierId === cheap.id)!;
    expect(lowest(laptops.id)).toMatchObject({ quotationId: byFast.id, unitAed: 367_250 });
    expect(lowest(firewalls.id)).toMatchObject({ quotationId: byCheap.id, unitAed: 950_000 });
    expect(lowest(displays.id)).toMatchObject({ quotationId: byFast.id, unitAed: 91_813 });
    expect(byFast).toMatchObject({
      shortest: true,
      linesPriced: 3,
      totalAed: 25 * 367_250 + 2 * 1_101_750 + 10 * 91_813,
    });
    expect(byCheap).toMatchObject({ shortest: false, linesPriced: 2, totalAed: 25 * 420_000 + 2 * 950_000 });
  });

  it("awards split by line: the buyer's PDF in their language with margin, VAT and TRN, and every supplier told", async () => {
    const { request, laptops, firewalls, displays, cheap, fast, silent } = await quotedRequest();
    await saveCompanyFacts(database.db, { ...(await getCompanyFacts(database.db)), trn: "100234567800003" });
    const file = (await getQuoteRequestFile(database.db, request.id))!;
    const quotationOf = (supplierId: string) =>
      file.quotations.find((quotation) => quotation.supplierId === supplierId)!.id;
    await awardQuoteRequest(database.deps, admin, request.id, {
      marginBasisPoints: 1000,
      revisions: revisionsOf(file),
      awards: [
        { lineId: laptops.id, quotationId: quotationOf(fast.id) },
        { lineId: firewalls.id, quotationId: quotationOf(cheap.id) },
        { lineId: displays.id, quotationId: quotationOf(fast.id) },
      ],
    });
    const lines = await database.db.select().from(quoteRequestLines).where(eq(quoteRequestLines.requestId, request.id));
    const unit = (lineId: string) => lines.find((line) => line.id === lineId)!.customerUnitPriceMinor;
    // Cost in dirhams plus 10 %, to the fils.
    expect(unit(laptops.id)).toBe(403_975);
    expect(unit(firewalls.id)).toBe(1_045_000);
    expect(unit(displays.id)).toBe(100_994);
    const [quoted] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(quoted).toMatchObject({ status: "quoted", marginBasisPoints: 1000, vatRateBasisPoints: 500 });

    const [toBuyer] = await emailsTo(request.email, "customer-quotation");
    expect(toBuyer!.attachmentIds).toEqual([quoted!.customerQuotationId]);
    expect(toBuyer!.subject).toMatch(/[\u0600-\u06ff]/);
    const [pdf] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, quoted!.customerQuotationId!));
    const { text } = await pdfText(pdf!.data);
    const subtotal = 25 * 403_975 + 2 * 1_045_000 + 10 * 100_994;
    const vat = Math.round(subtotal * 0.05);
    expect(text).toContain("عرض سعر");
    expect(text).toContain(request.company);
    expect(text).toContain("100234567800003");
    // The suppliers' warranty, chosen from lists, in the buyer's words.
    expect(text).toContain("خدمة في موقع العميل");
    expect(text).not.toContain("on-site");
    const total = ((subtotal + vat) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    expect(text.replace(/\s/g, "")).toContain(total);

    const outcome = async (supplierId: string) =>
      (
        await database.db
          .select({ outcome: quoteInvitations.outcome })
          .from(quoteInvitations)
          .where(and(eq(quoteInvitations.requestId, request.id), eq(quoteInvitations.supplierId, supplierId)))
      )[0]!.outcome;
    expect(await outcome(fast.id)).toBe("awarded");
    expect(await outcome(cheap.id)).toBe("awarded");
    expect(await outcome(silent.id)).toBeNull();
    expect(await emailsTo(fast.email, "quote-outcome")).toHaveLength(1);
    // Invited and silent while the request was open: told it has closed.
    expect((await emailsTo(silent.email, "quote-outcome")).map((email) => email.subject)).toEqual([
      `Request ${file.reference} has closed`,
    ]);
    // Each supplier sees which of their lines went to the customer, and nothing of the others' quotations.
    const selectedFor = async (supplierId: string) =>
      Object.fromEntries(
        (await getOpportunity(database.db, supplierId, request.id, "en")).lines.map((line) => [line.id, line.selected]),
      );
    expect(await selectedFor(fast.id)).toEqual({ [laptops.id]: true, [firewalls.id]: false, [displays.id]: true });
    // A line they did not price is neither.
    expect(await selectedFor(cheap.id)).toEqual({ [laptops.id]: false, [firewalls.id]: true, [displays.id]: null });
    // Awarded requests take no more quotations or awards.
    await expect(
      awardQuoteRequest(database.deps, admin, request.id, {
        marginBasisPoints: 0,
        revisions: revisionsOf(file),
        awards: [{ lineId: laptops.id, quotationId: quotationOf(cheap.id) }],
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("shows the buyer's quotation before it is sent, with the award's figures, and writes and sends nothing", async () => {
    const { request, laptops, firewalls, displays, cheap, fast } = await quotedRequest();
    const file = (await getQuoteRequestFile(database.db, request.id))!;
    const quotationOf = (supplierId: string) =>
      file.quotations.find((quotation) => quotation.supplierId === supplierId)!.id;
    const choices = {
      marginBasisPoints: 1000,
      revisions: revisionsOf(file),
      // The displays are left out: quoted to nobody.
      awards: [
        { lineId: laptops.id, quotationId: quotationOf(fast.id) },
        { lineId: firewalls.id, quotationId: quotationOf(cheap.id) },
      ],
    };
    const review = await reviewAward(database.db, request.id, choices);
    const line = (lineId: string) => review.lines.find((candidate) => candidate.id === lineId)!;
    expect(line(laptops.id)).toMatchObject({ supplier: fast.companyName, unitMinor: 403_975, quantity: 25 });
    expect(line(firewalls.id)).toMatchObject({ supplier: cheap.companyName, unitMinor: 1_045_000 });
    expect(line(displays.id)).toMatchObject({ supplier: null, unitMinor: null });
    const subtotal = 25 * 403_975 + 2 * 1_045_000;
    expect(review).toMatchObject({
      buyer: { email: request.email, language: "ar" },
      subtotalMinor: subtotal,
      vatRateBasisPoints: 500,
      vatMinor: Math.round(subtotal * 0.05),
      totalMinor: subtotal + Math.round(subtotal * 0.05),
      leadTimeDays: 14,
      notSelected: [],
      choices: { ...choices, reviewedTotalMinor: subtotal + Math.round(subtotal * 0.05) },
    });
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(row).toMatchObject({ status: "sourcing", customerQuotationId: null });
    const untouched = await database.db
      .select()
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.requestId, request.id));
    expect(untouched.map((line) => [line.awardedQuotationId, line.customerUnitPriceMinor])).toEqual(
      untouched.map(() => [null, null]),
    );
    const invitations = await database.db
      .select()
      .from(quoteInvitations)
      .where(eq(quoteInvitations.requestId, request.id));
    expect(invitations.map((invitation) => invitation.outcome)).toEqual(invitations.map(() => null));
    expect(await emailsTo(request.email, "customer-quotation")).toHaveLength(0);

    // Everything to one supplier: the other who quoted is named as not selected.
    const toFast = await reviewAward(database.db, request.id, {
      ...choices,
      awards: [{ lineId: laptops.id, quotationId: quotationOf(fast.id) }],
    });
    expect(toFast.notSelected).toEqual([cheap.companyName]);
    // Refused as the award is: nothing chosen, or a quotation the admin has not seen.
    await expect(reviewAward(database.db, request.id, { ...choices, awards: [] })).rejects.toMatchObject({
      status: 400,
    });
    const { [quotationOf(cheap.id)]: _unseen, ...seen } = choices.revisions;
    await expect(reviewAward(database.db, request.id, { ...choices, revisions: seen })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/sent a quotation while you were comparing/),
    });
    // Sending refuses a total other than the one reviewed (the VAT rate changed in between).
    await expect(
      awardQuoteRequest(database.deps, admin, request.id, { ...choices, reviewedTotalMinor: review.totalMinor + 1 }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/VAT rate changed/) });

    await awardQuoteRequest(database.deps, admin, request.id, review.choices);
    const lines = await database.db.select().from(quoteRequestLines).where(eq(quoteRequestLines.requestId, request.id));
    for (const reviewed of review.lines)
      expect(lines.find((candidate) => candidate.id === reviewed.id)!.customerUnitPriceMinor).toBe(reviewed.unitMinor);
    await expect(reviewAward(database.db, request.id, choices)).rejects.toMatchObject({ status: 409 });
  });

  it("warns before it closes a request early, and tells the invitees who have not quoted, in their language", async () => {
    const { request, laptops, fast, silent } = await quotedRequest();
    const quiet = await activeSupplier("ar");
    await inviteSupplier(database.db, request.id, quiet.id);
    // Invited, then expired: they may no longer quote, so nothing is closed to them.
    const expired = await activeSupplier("en");
    await inviteSupplier(database.db, request.id, expired.id);
    await database.db.update(suppliers).set({ status: "expired" }).where(eq(suppliers.id, expired.id));
    const deadline = new Date(Date.now() + 2 * DAY);
    await database.db.update(quoteRequests).set({ deadline }).where(eq(quoteRequests.id, request.id));
    const file = (await getQuoteRequestFile(database.db, request.id))!;
    const fastQuotation = file.quotations.find((quotation) => quotation.supplierId === fast.id)!.id;
    const choices = {
      marginBasisPoints: 1000,
      revisions: revisionsOf(file),
      awards: [{ lineId: laptops.id, quotationId: fastQuotation }],
    };

    const review = await reviewAward(database.db, request.id, choices);
    expect(review.deadline).toEqual(deadline);
    expect([...review.closedEarlyFor].sort()).toEqual([quiet.companyName, silent.companyName].sort());
    // Once the deadline has passed, closing it takes nothing from anyone.
    const afterDeadline = new Date(deadline.getTime() + 1);
    expect((await reviewAward(database.db, request.id, choices, afterDeadline)).closedEarlyFor).toEqual([]);

    await awardQuoteRequest(database.deps, admin, request.id, review.choices);
    const [toSilent] = await emailsTo(silent.email, "quote-outcome");
    expect(toSilent!.subject).toBe(`Request ${file.reference} has closed`);
    expect(toSilent!.text).toContain("closed before its deadline");
    const [toQuiet] = await emailsTo(quiet.email, "quote-outcome");
    expect(toQuiet!.subject).toBe(`أُغلق الطلب \u2066${file.reference}\u2069`);
    // Those who quoted hear the outcome of their quotation, as ever.
    expect(await emailsTo(expired.email, "quote-outcome")).toHaveLength(0);
    expect((await emailsTo(fast.email, "quote-outcome")).map((email) => email.subject)).toEqual([
      `وقع الاختيار على عرضك للطلب \u2066${file.reference}\u2069 في عرضنا إلى العميل`,
    ]);
  });

  it("refuses to award prices a supplier revised after the admin compared them", async () => {
    const { request, laptops, cheap } = await quotedRequest();
    const compared = (await getQuoteRequestFile(database.db, request.id))!;
    await saveQuotation(database.deps, cheap, request.id, {
      currency: "AED",
      leadTimeDays: 14,
      validUntil: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
      warrantyMonths: 36,
      warrantyService: "on_site" as const,
      lines: [{ lineId: laptops.id, unitPriceMinor: 520_000 }],
    });
    const quotationId = compared.quotations.find((quotation) => quotation.supplierId === cheap.id)!.id;
    await expect(
      awardQuoteRequest(database.deps, admin, request.id, {
        marginBasisPoints: 1000,
        revisions: revisionsOf(compared),
        awards: [{ lineId: laptops.id, quotationId }],
      }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/revised their quotation/) });
  });

  it("refuses to award a line to a quotation that did not price it, or to another request's quotation", async () => {
    const { request, displays, cheap, fast } = await quotedRequest();
    const file = (await getQuoteRequestFile(database.db, request.id))!;
    const cheapQuotation = file.quotations.find((quotation) => quotation.supplierId === cheap.id)!.id;
    const award = (awards: Array<{ lineId: string; quotationId: string }>) =>
      awardQuoteRequest(database.deps, admin, request.id, {
        marginBasisPoints: 1000,
        awards,
        revisions: revisionsOf(file),
      });
    await expect(award([{ lineId: displays.id, quotationId: cheapQuotation }])).rejects.toMatchObject({ status: 400 });
    const other = await createQuoteRequest(database.db);
    await inviteSupplier(database.db, other.id, fast.id);
    await expect(award([{ lineId: other.lines[0]!.id, quotationId: cheapQuotation }])).rejects.toMatchObject({
      status: 400,
    });
    await expect(award([])).rejects.toMatchObject({ status: 400 });
    const [row] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(row!.status).toBe("sourcing");
  });
});

describe("deadlines", () => {
  it("reminds invitees who have not quoted once, 24 hours before, and closes the request at the deadline", async () => {
    const now = new Date();
    const request = await createQuoteRequest(database.db, { deadline: new Date(now.getTime() + 20 * 3600_000) });
    const [answered, waiting] = [await activeSupplier(), await activeSupplier("ar")];
    for (const supplier of [answered, waiting]) await inviteSupplier(database.db, request.id, supplier.id);
    await saveQuotation(database.deps, answered, request.id, {
      currency: "AED",
      leadTimeDays: 3,
      validUntil: new Date(now.getTime() + 10 * DAY).toISOString().slice(0, 10),
      warrantyMonths: 12,
      warrantyService: "manufacturer" as const,
      lines: request.lines.map((line) => ({ lineId: line.id, unitPriceMinor: 10_000 })),
    });
    expect(await sendQuoteReminders(database.deps, now)).toBe(1);
    expect(await sendQuoteReminders(database.deps, now)).toBe(0);
    const [reminder] = await emailsTo(waiting.email, "quote-reminder");
    expect(reminder!.text).toContain(`/ar/supplier-dashboard/opportunities/${request.id}`);
    expect(await emailsTo(answered.email, "quote-reminder")).toHaveLength(0);

    expect(await closeQuoteRequests(database.deps, now)).toBe(0);
    const after = new Date(now.getTime() + 21 * 3600_000);
    expect(await closeQuoteRequests(database.deps, after)).toBe(1);
    expect(await closeQuoteRequests(database.deps, after)).toBe(0);
    const closedEmails = await database.db.select().from(emails).where(eq(emails.template, "quotations-closed"));
    expect(closedEmails).toHaveLength(1);
    expect(closedEmails[0]!.subject).toContain("1 of 2 answered");
    // The deadline itself holds wherever a quotation is saved.
    await expect(
      saveQuotation(
        database.deps,
        waiting,
        request.id,
        {
          currency: "AED",
          leadTimeDays: 3,
          validUntil: new Date(now.getTime() + 10 * DAY).toISOString().slice(0, 10),
          warrantyMonths: 12,
          warrantyService: "manufacturer" as const,
          lines: [{ lineId: request.lines[0]!.id, unitPriceMinor: 9_000 }],
        },
        undefined,
        after,
      ),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("reminds again before a deadline the team moved, and counts a late invitation as the reminder", async () => {
    const now = new Date();
    const request = await createQuoteRequest(database.db, { status: "new", deadline: null });
    const supplier = await activeSupplier();
    const invite = (supplierIds: string[], hoursAhead: number) =>
      inviteSuppliers(
        database.deps,
        admin,
        request.id,
        { categories: [], supplierIds, deadline: new Date(now.getTime() + hoursAhead * 3600_000) },
        now,
      );
    await invite([supplier.id], 48);
    const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000);
    expect(await sendQuoteReminders(database.deps, inHours(20))).toBe(0);
    expect(await sendQuoteReminders(database.deps, inHours(30))).toBe(1);
    // A later deadline: reminded again a day before it, not at once.
    await invite([], 72);
    expect(await sendQuoteReminders(database.deps, inHours(30))).toBe(0);
    expect(await sendQuoteReminders(database.deps, inHours(50))).toBe(1);
    // Invited twelve hours before the deadline: the invitation is the reminder.
    const late = await activeSupplier();
    await invite([late.id], 12);
    expect(await sendQuoteReminders(database.deps, inHours(1))).toBe(1);
    expect(await emailsTo(late.email, "quote-reminder")).toHaveLength(0);
  });
});

describe("figures", () => {
  it("counts open requests, the win rate, response rates and the median time to answer", async () => {
    const invitedAt = new Date(Date.now() - 10 * 3600_000);
    const request = await createQuoteRequest(database.db);
    await createQuoteRequest(database.db, { status: "won" });
    await createQuoteRequest(database.db, { status: "lost" });
    await createQuoteRequest(database.db, { status: "won" });
    const [quick, absent] = [await activeSupplier(), await activeSupplier()];
    await inviteSupplier(database.db, request.id, quick.id, invitedAt);
    await inviteSupplier(database.db, request.id, absent.id, invitedAt);
    await saveQuotation(database.deps, quick, request.id, {
      currency: "AED",
      leadTimeDays: 3,
      validUntil: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10),
      warrantyMonths: 12,
      warrantyService: "manufacturer" as const,
      lines: [{ lineId: request.lines[0]!.id, unitPriceMinor: 10_000 }],
    });
    const figures = await quoteFigures(database.db);
    expect(figures).toMatchObject({ open: 1, decided: 3 });
    expect(figures.winRate).toBeCloseTo(2 / 3);
    expect(figures.medianHoursToAnswer).toBeGreaterThan(9.9);
    expect(figures.medianHoursToAnswer).toBeLessThan(10.5);
    const rate = (id: string) => figures.suppliers.find((row) => row.supplierId === id)!.responseRate;
    expect(rate(quick.id)).toBe(1);
    expect(rate(absent.id)).toBe(0);
  });
});
