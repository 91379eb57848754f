import { QUOTING_STATUS, mayQuote } from "~/suppliers/quoting";
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { containsPattern, listPage, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import { quoteFolders } from "~/admin/list-labels";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db, Executor } from "~/db/client.server";
import { quoteRequestStatuses } from "~/db/enums";
import {
  auditLog,
  quotationLines,
  quotations,
  quoteInvitations,
  quoteRequestLines,
  quoteRequests,
  storedFiles,
  suppliers,
} from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { queueEmails } from "~/email/outbox.server";
import { linkInLanguage } from "~/email/layout.server";
import { DomainError } from "~/lib/errors";
import { DAY, dubaiDate, formatDateTime, fromDubaiDateTimeInput } from "~/lib/dates";
import { categoryLabel, productCategories } from "~/suppliers/registration-options";
import { getCompanyFacts } from "~/settings/settings.server";
import { findQuoteItem, suggestedCategories } from "./quote-items.server";
import {
  canMoveQuoteRequest,
  invitesOpen,
  type manualStatuses,
  numberInReference,
  quantitiesEditable,
  quoteReference,
  type QuoteRequestStatus,
} from "./quote-rules";
import { quoteInvitationEmail } from "./supplier-emails.server";

// The team's side of a quote request: the inbox, inviting suppliers, and moving a request along.
// Comparing and awarding are in award.server.ts; the deadline's jobs in deadlines.server.ts.

export type QuoteRequest = typeof quoteRequests.$inferSelect;

type QuoteFolder = keyof typeof quoteFolders;

const openStatuses = ["new", "sourcing", "quoted"] as const satisfies readonly QuoteRequestStatus[];

export const quoteListQuery = {
  q: searchText,
  folder: z.enum(Object.keys(quoteFolders) as [QuoteFolder]).default("open"),
  page: pageNumber,
};
export type QuoteListQuery = z.output<z.ZodObject<typeof quoteListQuery>>;

function folderStatuses(folder: QuoteFolder): readonly QuoteRequestStatus[] {
  if (folder === "open") return openStatuses;
  if (folder === "all") return quoteRequestStatuses;
  return [folder];
}

/** The number a search names as a reference, within the range the column holds. */
function referenceNumber(text: string): number | undefined {
  const number = numberInReference(text);
  return number !== undefined && number <= 2_147_483_647 ? number : undefined;
}

function quoteFilter(query: Pick<QuoteListQuery, "q" | "folder">) {
  return and(
    query.folder === "all" ? undefined : inArray(quoteRequests.status, [...folderStatuses(query.folder)]),
    // The generated search column holds company, contact, email and "q-<number>" (trigram index); a
    // reference as printed ("Q-2026-00042") is found by its number.
    query.q
      ? or(
          ilike(quoteRequests.searchText, containsPattern(query.q.toLowerCase())),
          referenceNumber(query.q) === undefined ? undefined : eq(quoteRequests.number, referenceNumber(query.q)!),
        )
      : undefined,
  );
}

const listColumns = {
  id: quoteRequests.id,
  number: quoteRequests.number,
  status: quoteRequests.status,
  company: quoteRequests.company,
  contactName: quoteRequests.contactName,
  country: quoteRequests.country,
  deliveryCity: quoteRequests.deliveryCity,
  neededBy: quoteRequests.neededBy,
  deadline: quoteRequests.deadline,
  language: quoteRequests.language,
  createdAt: quoteRequests.createdAt,
};

/** Requests in a folder matching a search, newest first, with how many lines, invitations and quotations each has. */
export async function listQuoteRequests(db: Executor, query: QuoteListQuery) {
  const where = quoteFilter(query);
  const page = await listPage(
    query.page,
    db
      .select(listColumns)
      .from(quoteRequests)
      .where(where)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(quoteRequests).where(where),
  );
  const counts = await countsFor(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      reference: quoteReference(row),
      ...(counts.get(row.id) ?? { lines: 0, invited: 0, quoted: 0 }),
    })),
  };
}

/** Lines, invitations and quotations of each of a page's requests, in one query. */
async function countsFor(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, { lines: number; invited: number; quoted: number }>();
  const rows = await db
    .select({
      id: quoteRequests.id,
      // Drizzle leaves the columns of a one-table select unqualified: the outer id is named in full.
      lines: sql<number>`(select count(*)::int from quote_request_lines l where l.request_id = quote_requests.id)`,
      invited: sql<number>`(select count(*)::int from quote_invitations i where i.request_id = quote_requests.id)`,
      quoted: sql<number>`(select count(*)::int from quotations q where q.request_id = quote_requests.id)`,
    })
    .from(quoteRequests)
    .where(inArray(quoteRequests.id, ids));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** Every match, in batches of 500 after `last`, for the CSV export. */
export function quoteRequestsAfter(db: Executor, query: Pick<QuoteListQuery, "q" | "folder">, last?: QuoteRequest) {
  return db
    .select()
    .from(quoteRequests)
    .where(
      and(
        quoteFilter(query),
        last ? sql`(${quoteRequests.createdAt}, ${quoteRequests.id}) < (${last.createdAt}, ${last.id})` : undefined,
      ),
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(500);
}

/** Every quotation, newest first, in batches of 500 after `last`, with its request's reference and its supplier. */
export function quotationsAfter(db: Executor, last?: { submittedAt: Date; id: string }) {
  return db
    .select({
      id: quotations.id,
      number: quoteRequests.number,
      requestCreatedAt: quoteRequests.createdAt,
      requestStatus: quoteRequests.status,
      supplier: suppliers.companyName,
      currency: quotations.currency,
      leadTimeDays: quotations.leadTimeDays,
      validUntil: quotations.validUntil,
      warrantyMonths: quotations.warrantyMonths,
      warrantyService: quotations.warrantyService,
      warranty: quotations.warranty,
      revision: quotations.revision,
      submittedAt: quotations.submittedAt,
      revisedAt: quotations.revisedAt,
      outcome: quoteInvitations.outcome,
      totalMinor: sql<number>`(select coalesce(sum(ql.unit_price_minor::bigint * l.quantity), 0)::bigint
        from ${quotationLines} ql join ${quoteRequestLines} l on l.id = ql.line_id
        where ql.quotation_id = ${quotations.id})`.mapWith(Number),
      linesPriced: sql<number>`(select count(*)::int from ${quotationLines} where quotation_id = ${quotations.id})`,
    })
    .from(quotations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotations.requestId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .leftJoin(
      quoteInvitations,
      and(eq(quoteInvitations.requestId, quotations.requestId), eq(quoteInvitations.supplierId, quotations.supplierId)),
    )
    .where(last ? sql`(${quotations.submittedAt}, ${quotations.id}) < (${last.submittedAt}, ${last.id})` : undefined)
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(500);
}

/** A request with everything the team works with: its lines, the suppliers invited and their quotations. */
export async function getQuoteRequestFile(db: Executor, id: string) {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!request) return undefined;
  // One query after another, not together: awarding reads the file inside its transaction, whose one
  // connection takes one query at a time (node-postgres deprecates queuing them).
  const lines = await db
    .select()
    .from(quoteRequestLines)
    .where(eq(quoteRequestLines.requestId, id))
    .orderBy(asc(quoteRequestLines.position));
  const invited = await db
    .select({
      supplierId: quoteInvitations.supplierId,
      companyName: suppliers.companyName,
      contactName: suppliers.contactName,
      email: suppliers.email,
      language: suppliers.language,
      supplierStatus: suppliers.status,
      invitedAt: quoteInvitations.invitedAt,
      remindedAt: quoteInvitations.remindedAt,
      outcome: quoteInvitations.outcome,
    })
    .from(quoteInvitations)
    .innerJoin(suppliers, eq(suppliers.id, quoteInvitations.supplierId))
    .where(eq(quoteInvitations.requestId, id))
    .orderBy(asc(suppliers.companyName));
  const offers = await db
    .select()
    .from(quotations)
    .where(eq(quotations.requestId, id))
    .orderBy(asc(quotations.submittedAt));
  const prices = await db
    .select({
      quotationId: quotationLines.quotationId,
      lineId: quotationLines.lineId,
      unitPriceMinor: quotationLines.unitPriceMinor,
    })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .where(eq(quotations.requestId, id));
  const [attachment] = request.attachmentId
    ? await db
        .select({ id: storedFiles.id, fileName: storedFiles.fileName, sizeBytes: storedFiles.sizeBytes })
        .from(storedFiles)
        .where(eq(storedFiles.id, request.attachmentId))
    : [];
  return {
    request,
    reference: quoteReference(request),
    attachment,
    lines: lines.map((line) => ({ ...line, name: findQuoteItem(line.item, "en")?.name ?? line.item })),
    invitations: invited,
    quotations: offers.map((quotation) => ({
      ...quotation,
      companyName: invited.find((invitation) => invitation.supplierId === quotation.supplierId)?.companyName ?? "",
      prices: new Map(
        prices
          .filter((price) => price.quotationId === quotation.id)
          .map((price) => [price.lineId, price.unitPriceMinor]),
      ),
    })),
  };
}
export type QuoteRequestFile = NonNullable<Awaited<ReturnType<typeof getQuoteRequestFile>>>;

/** Whether a stored file belongs to a request: its bill of materials, a quotation's PDF or the customer quotation. */
export function fileOfRequest(file: QuoteRequestFile, fileId: string): boolean {
  return (
    file.request.attachmentId === fileId ||
    file.request.customerQuotationId === fileId ||
    file.quotations.some((quotation) => quotation.attachmentId === fileId)
  );
}

/**
 * The active suppliers the team may invite, those in one of `categories` first (the suggestion),
 * then the others, at most 200: a supplier whose subscription lapsed or is suspended gets no new
 * invitations.
 */
export async function invitableSuppliers(db: Executor, categories: readonly string[]) {
  const matches = categories.length
    ? sql<boolean>`${suppliers.productCategories} ?| ${sql`array[${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[]`}`
    : sql<boolean>`false`;
  return db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      country: suppliers.country,
      city: suppliers.city,
      language: suppliers.language,
      productCategories: suppliers.productCategories,
      suggested: matches,
    })
    .from(suppliers)
    .where(eq(suppliers.status, QUOTING_STATUS))
    .orderBy(desc(matches), asc(suppliers.companyName))
    .limit(200);
}

/** The earliest and latest response deadlines the team may set, from now. */
const deadlineWindow = { min: 60 * 60 * 1000, max: 60 * DAY };

/**
 * Sets the request's categories and response deadline and invites suppliers, in one transaction
 * with its audit entry and each new invitee's email in their language. A request that is new starts
 * sourcing. Suppliers already invited stay invited (and are not emailed again); a new deadline sends
 * the reminder again, a day before it, to those who have not quoted (at once if it is nearer).
 */
export async function inviteSuppliers(
  deps: DomainDeps,
  actor: Actor,
  requestId: string,
  input: { categories: string[]; supplierIds: string[]; deadline: Date },
  now = new Date(),
): Promise<{ invited: number }> {
  const { db, jobs, appUrl } = deps;
  if (input.deadline.getTime() < now.getTime() + deadlineWindow.min)
    throw new DomainError(400, "Set a deadline at least an hour from now.", { field: "deadline" });
  if (input.deadline.getTime() > now.getTime() + deadlineWindow.max)
    throw new DomainError(400, "Set a deadline within 60 days.", { field: "deadline" });
  const company = await getCompanyFacts(db);
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!invitesOpen(request.status))
      throw new DomainError(409, `A ${request.status} request takes no more invitations.`);
    const chosen = input.supplierIds.length
      ? await tx
          .select({
            id: suppliers.id,
            companyName: suppliers.companyName,
            contactName: suppliers.contactName,
            email: suppliers.email,
            language: suppliers.language,
            status: suppliers.status,
          })
          .from(suppliers)
          .where(inArray(suppliers.id, input.supplierIds))
      : [];
    const inactive = chosen.filter((supplier) => !mayQuote(supplier.status));
    if (chosen.length !== new Set(input.supplierIds).size || inactive.length)
      throw new DomainError(400, "Only active suppliers can be invited; reload the page to see who is active now.", {
        field: "supplierIds",
      });
    const already = await tx
      .select({ supplierId: quoteInvitations.supplierId })
      .from(quoteInvitations)
      .where(eq(quoteInvitations.requestId, requestId));
    const fresh = chosen.filter((supplier) => !already.some((invitation) => invitation.supplierId === supplier.id));
    if (already.length + fresh.length === 0)
      throw new DomainError(400, "Choose at least one supplier to invite.", { field: "supplierIds" });
    const deadlineMoved = request.deadline?.getTime() !== input.deadline.getTime();
    await tx
      .update(quoteRequests)
      .set({
        categories: input.categories,
        deadline: input.deadline,
        status: "sourcing",
        ...(deadlineMoved ? { closedAt: null } : {}),
      })
      .where(eq(quoteRequests.id, requestId));
    if (deadlineMoved)
      await tx.update(quoteInvitations).set({ remindedAt: null }).where(eq(quoteInvitations.requestId, requestId));
    // An invitation sent less than a day before the deadline is its own reminder.
    const remindedAt = input.deadline.getTime() - now.getTime() <= DAY ? now : null;
    if (fresh.length)
      await tx
        .insert(quoteInvitations)
        .values(fresh.map((supplier) => ({ requestId, supplierId: supplier.id, invitedAt: now, remindedAt })));
    const reference = quoteReference(request);
    const lineCount = await tx.$count(quoteRequestLines, eq(quoteRequestLines.requestId, requestId));
    await recordAudit(tx, {
      actor,
      entityType: "quote-request",
      entityId: requestId,
      action: fresh.length ? "inviteSuppliers" : "moveDeadline",
      from: request.status === "sourcing" ? undefined : request.status,
      to: request.status === "sourcing" ? undefined : "sourcing",
      note: [
        fresh.length ? `Invited ${fresh.map((supplier) => supplier.companyName).join(", ")}` : undefined,
        `deadline ${formatDateTime(input.deadline)} (Dubai)`,
        `categories: ${input.categories.map(categoryLabel).join(", ") || "none"}`,
      ]
        .filter(Boolean)
        .join("; "),
    });
    if (fresh.length)
      await queueEmails(
        tx,
        jobs,
        fresh.map((supplier) => ({
          template: "quote-invitation",
          to: supplier.email,
          ...quoteInvitationEmail(company, supplier.language, {
            contactName: supplier.contactName,
            reference,
            deadline: input.deadline,
            lineCount,
            deliveryCity: request.deliveryCity,
            country: request.country,
            url: linkInLanguage(appUrl, `/supplier-dashboard/opportunities/${requestId}`, supplier.language),
          }),
        })),
      );
    return { invited: fresh.length };
  });
}

/**
 * Sets the quantities of a request's lines before any supplier is invited, recorded in the audit
 * trail line by line. Returns how many lines changed.
 */
export async function setLineQuantities(
  db: Db,
  actor: Actor,
  requestId: string,
  quantities: Record<string, number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!quantitiesEditable(request.status))
      throw new DomainError(409, "Quantities can be changed only before suppliers are invited.");
    const lines = await tx.select().from(quoteRequestLines).where(eq(quoteRequestLines.requestId, requestId));
    if (Object.keys(quantities).some((lineId) => !lines.some((line) => line.id === lineId)))
      throw new DomainError(400, "The request's lines have changed. Reload the page and try again.");
    const changed = lines.filter((line) => line.id in quantities && quantities[line.id] !== line.quantity);
    for (const line of changed) {
      await tx
        .update(quoteRequestLines)
        .set({ quantity: quantities[line.id] })
        .where(eq(quoteRequestLines.id, line.id));
    }
    if (changed.length)
      await recordAudit(tx, {
        actor,
        entityType: "quote-request",
        entityId: requestId,
        action: "changeQuantities",
        note: changed
          .map(
            (line) => `${findQuoteItem(line.item, "en")?.name ?? line.item}: ${line.quantity} → ${quantities[line.id]}`,
          )
          .join("; "),
      });
    return changed.length;
  });
}

/** The categories to find suppliers by: those the admin asked for, else the request's, else the items' suggestion. */
export function sourcingCategories(file: QuoteRequestFile, asked: readonly string[] | undefined): string[] {
  if (asked) return asked.filter((value) => productCategories.some((known) => known.value === value));
  return file.request.categories.length
    ? file.request.categories
    : suggestedCategories(file.lines.map((line) => line.item));
}

/** The deadline an invitation starts with: three days from now at 17:00 in Dubai, a working week's usual answer time. */
export function defaultDeadline(now = new Date()): Date {
  return fromDubaiDateTimeInput(`${dubaiDate(new Date(now.getTime() + 3 * DAY))}T17:00`)!;
}

/** The buyer's answer (won, lost) or cancelling, recorded in the audit trail. */
export async function setQuoteRequestStatus(
  db: Db,
  actor: Actor,
  requestId: string,
  to: (typeof manualStatuses)[number],
): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!canMoveQuoteRequest(request.status, to) || to === request.status)
      throw new DomainError(409, `A ${request.status} request cannot be marked ${to}.`);
    await tx.update(quoteRequests).set({ status: to }).where(eq(quoteRequests.id, requestId));
    await recordAudit(tx, {
      actor,
      entityType: "quote-request",
      entityId: requestId,
      action: { won: "markWon", lost: "markLost", cancelled: "cancel" }[to],
      from: request.status,
      to,
    });
  });
}

/** The request, locked for the rest of the transaction; 404 when there is none. */
export async function lockRequest(tx: Executor, requestId: string): Promise<QuoteRequest> {
  const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, requestId)).for("update");
  if (!request) throw new DomainError(404, "There is no such quote request.");
  return request;
}

/** The figures on the admin dashboard: open requests, win rate, response rate per supplier, median time to answer. */
export async function quoteFigures(db: Executor) {
  const [[totals], [answers], perSupplier] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${inArray(quoteRequests.status, [...openStatuses])})::int`,
        won: sql<number>`count(*) filter (where ${eq(quoteRequests.status, "won")})::int`,
        lost: sql<number>`count(*) filter (where ${eq(quoteRequests.status, "lost")})::int`,
      })
      .from(quoteRequests),
    db
      .select({
        medianHours: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${quotations.submittedAt} - ${quoteInvitations.invitedAt})) / 3600)`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(quotations)
      .innerJoin(
        quoteInvitations,
        and(
          eq(quoteInvitations.requestId, quotations.requestId),
          eq(quoteInvitations.supplierId, quotations.supplierId),
        ),
      ),
    db
      .select({
        supplierId: suppliers.id,
        companyName: suppliers.companyName,
        invited: sql<number>`count(*)::int`,
        answered: sql<number>`count(${quotations.id})::int`,
        awarded: sql<number>`count(*) filter (where ${eq(quoteInvitations.outcome, "awarded")})::int`,
      })
      .from(quoteInvitations)
      .innerJoin(suppliers, eq(suppliers.id, quoteInvitations.supplierId))
      .leftJoin(
        quotations,
        and(
          eq(quotations.requestId, quoteInvitations.requestId),
          eq(quotations.supplierId, quoteInvitations.supplierId),
        ),
      )
      .groupBy(suppliers.id, suppliers.companyName)
      .orderBy(desc(sql`count(*)`), asc(suppliers.companyName))
      .limit(10),
  ]);
  const decided = (totals?.won ?? 0) + (totals?.lost ?? 0);
  return {
    open: totals?.open ?? 0,
    winRate: decided ? (totals?.won ?? 0) / decided : null,
    decided,
    medianHoursToAnswer: answers?.medianHours ?? null,
    suppliers: perSupplier.map((row) => ({ ...row, responseRate: row.invited ? row.answered / row.invited : 0 })),
  };
}

/** What happened to a request, oldest first, for its page. */
export function quoteRequestHistory(db: Executor, requestId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "quote-request"), eq(auditLog.entityId, requestId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** Requests no one has started on: the admin menu's badge, read on every admin page (status index). */
export async function countNewQuoteRequests(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quoteRequests).where(eq(quoteRequests.status, "new"));
  return row?.total ?? 0;
}
