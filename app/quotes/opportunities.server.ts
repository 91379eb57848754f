import { mayQuote } from "~/suppliers/quoting";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Executor } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import {
  quotationLines,
  quotations,
  quoteInvitations,
  quoteRequestLines,
  quoteRequests,
  storedFiles,
  suppliers,
} from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { countryName, translatorFor } from "~/i18n/catalogues.server";
import { isUuid } from "~/lib/ids";
import type { Language } from "~/i18n/languages";
import { dubaiDate } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { paymentDue, type SupplierStatus } from "~/suppliers/lifecycle";
import type { Supplier } from "~/suppliers/transition.server";
import { findQuoteItem } from "./quote-items.server";
import { storeQuoteFile } from "./quote-files.server";
import { isWarrantyPeriod, warrantyServiceFor } from "./warranty";
import {
  isCalendarDate,
  MAX_LEAD_TIME_DAYS,
  MAX_UNIT_PRICE_MINOR,
  MAX_QUOTATION_NOTES_LENGTH,
} from "./quotation-amounts";
import {
  acceptedUntil,
  acceptsQuotations,
  closedBecause,
  quoteCurrencyCodes,
  quoteReference,
  type QuoteRequestStatus,
} from "./quote-rules";

// A supplier's side of quote requests: the requests they were invited to, and their own quotation.
// Every query takes the supplier's own id; nothing here reads the buyer's identity, contact
// details, budget, notes or files.

/** What a request is to one invited supplier. */
export type OpportunityState = "open" | "quoted" | "closed" | "awarded" | "not_selected" | "cancelled";

/** Why a supplier cannot send or revise a quotation now. */
export type LockedReason = "cancelled" | "deadline" | "closed" | "inactive";

/**
 * Whether the opportunities ask the supplier to renew: one who may not quote now (an expired
 * subscription, read-only for what they were invited to before) and may pay.
 */
export const askedToRenew = (supplier: Parameters<typeof paymentDue>[0]) =>
  !mayQuote(supplier.status) && paymentDue(supplier) !== null;

interface RequestTerms {
  status: QuoteRequestStatus;
  deadline: Date | null;
}

function stateOf(request: RequestTerms, outcome: "awarded" | "not_selected" | null, quoted: boolean, now: Date) {
  if (outcome) return outcome;
  if (request.status === "cancelled") return "cancelled";
  if (acceptsQuotations(request, now)) return quoted ? "quoted" : "open";
  return "closed";
}

function lockedReason(request: RequestTerms, supplierStatus: SupplierStatus, now: Date): LockedReason | null {
  if (request.status === "cancelled") return "cancelled";
  return closedBecause(request, now) ?? (mayQuote(supplierStatus) ? null : "inactive");
}

const notFound = (language: Language) =>
  new DomainError(404, translatorFor(language, "opportunities")("failures.notFound"));

/** The supplier's invitations, newest first, with what each is to them now. */
export async function listOpportunities(db: Executor, supplierId: string, language: Language, now = new Date()) {
  const rows = await db
    .select({
      id: quoteRequests.id,
      number: quoteRequests.number,
      createdAt: quoteRequests.createdAt,
      status: quoteRequests.status,
      country: quoteRequests.country,
      deliveryCity: quoteRequests.deliveryCity,
      neededBy: quoteRequests.neededBy,
      deadline: quoteRequests.deadline,
      outcome: quoteInvitations.outcome,
      quotationId: quotations.id,
      lineCount:
        sql<number>`(select count(*) from ${quoteRequestLines} where ${quoteRequestLines.requestId} = ${quoteRequests.id})`.mapWith(
          Number,
        ),
    })
    .from(quoteInvitations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteInvitations.requestId))
    .leftJoin(
      quotations,
      and(eq(quotations.requestId, quoteInvitations.requestId), eq(quotations.supplierId, quoteInvitations.supplierId)),
    )
    .where(eq(quoteInvitations.supplierId, supplierId))
    .orderBy(desc(quoteInvitations.invitedAt), desc(quoteRequests.number));
  return rows.map((row) => ({
    id: row.id,
    reference: quoteReference(row),
    lineCount: row.lineCount,
    country: countryName(row.country, language),
    deliveryCity: row.deliveryCity,
    neededBy: row.neededBy,
    acceptedUntil: acceptedUntil(row, now)?.toISOString() ?? null,
    state: stateOf(row, row.outcome, row.quotationId !== null, now) as OpportunityState,
  }));
}

/** How many of the supplier's invitations still wait for their quotation: the dashboard's count. */
export async function countOpenOpportunities(db: Executor, supplierId: string, now = new Date()): Promise<number> {
  const [row] = await openOpportunityCount(db).execute({ supplierId, now: now.toISOString() });
  return row?.open ?? 0;
}

/** The dashboard's count, at every visit. */
const openOpportunityCount = preparedOnce((db) =>
  db
    .select({ open: count() })
    .from(quoteInvitations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteInvitations.requestId))
    .leftJoin(
      quotations,
      and(eq(quotations.requestId, quoteInvitations.requestId), eq(quotations.supplierId, quoteInvitations.supplierId)),
    )
    .where(
      and(
        eq(quoteInvitations.supplierId, sql.placeholder("supplierId")),
        eq(quoteRequests.status, "sourcing"),
        gt(quoteRequests.deadline, sql.placeholder("now")),
        isNull(quotations.id),
      ),
    )
    .prepare("open_opportunity_count"),
);

/**
 * One request the supplier was invited to, with its lines in the supplier's language and their own
 * quotation; 404 (the same whether the request does not exist or they were not invited).
 */
export async function getOpportunity(
  db: Executor,
  supplierId: string,
  requestId: string,
  language: Language,
  now = new Date(),
) {
  if (!isUuid(requestId)) throw notFound(language);
  const [found] = await db
    .select({
      number: quoteRequests.number,
      createdAt: quoteRequests.createdAt,
      status: quoteRequests.status,
      country: quoteRequests.country,
      deliveryCity: quoteRequests.deliveryCity,
      neededBy: quoteRequests.neededBy,
      deadline: quoteRequests.deadline,
      outcome: quoteInvitations.outcome,
      supplierStatus: suppliers.status,
    })
    .from(quoteInvitations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteInvitations.requestId))
    .innerJoin(suppliers, eq(suppliers.id, quoteInvitations.supplierId))
    .where(and(eq(quoteInvitations.requestId, requestId), eq(quoteInvitations.supplierId, supplierId)));
  if (!found) throw notFound(language);
  const [lines, [quotation]] = await Promise.all([
    db
      .select({
        id: quoteRequestLines.id,
        item: quoteRequestLines.item,
        quantity: quoteRequestLines.quantity,
        notes: quoteRequestLines.notes,
        awardedQuotationId: quoteRequestLines.awardedQuotationId,
      })
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.requestId, requestId))
      .orderBy(asc(quoteRequestLines.position)),
    db
      .select({
        id: quotations.id,
        currency: quotations.currency,
        leadTimeDays: quotations.leadTimeDays,
        validUntil: quotations.validUntil,
        warrantyMonths: quotations.warrantyMonths,
        warrantyService: quotations.warrantyService,
        warranty: quotations.warranty,
        notes: quotations.notes,
        revision: quotations.revision,
        revisedAt: quotations.revisedAt,
        attachmentName: storedFiles.fileName,
      })
      .from(quotations)
      .leftJoin(storedFiles, eq(storedFiles.id, quotations.attachmentId))
      .where(and(eq(quotations.requestId, requestId), eq(quotations.supplierId, supplierId))),
  ]);
  const prices = quotation
    ? await db
        .select({ lineId: quotationLines.lineId, unitPriceMinor: quotationLines.unitPriceMinor })
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, quotation.id))
    : [];
  const priced = new Set(prices.map((price) => price.lineId));
  const locked = lockedReason(found, found.supplierStatus, now);
  return {
    id: requestId,
    reference: quoteReference(found),
    state: stateOf(found, found.outcome, Boolean(quotation), now) as OpportunityState,
    outcome: found.outcome,
    country: countryName(found.country, language),
    deliveryCity: found.deliveryCity,
    neededBy: found.neededBy,
    acceptedUntil: acceptedUntil(found, now)?.toISOString() ?? null,
    lines: lines.map((line) => {
      const item = findQuoteItem(line.item, language);
      return {
        id: line.id,
        name: item?.name ?? line.item,
        detail: item?.detail ?? null,
        quantity: line.quantity,
        notes: line.notes,
        // Once the outcome is known, for a line they priced: whether this supplier's price went to
        // the customer (never who else's did).
        selected: found.outcome && priced.has(line.id) ? line.awardedQuotationId === quotation?.id : null,
      };
    }),
    quotation: quotation
      ? {
          currency: quotation.currency,
          leadTimeDays: quotation.leadTimeDays,
          validUntil: quotation.validUntil,
          warrantyMonths: quotation.warrantyMonths,
          warrantyService: quotation.warrantyService,
          warranty: quotation.warranty,
          notes: quotation.notes,
          revision: quotation.revision,
          sentAt: quotation.revisedAt.toISOString(),
          attachmentName: quotation.attachmentName,
          lines: prices,
        }
      : null,
    canEdit: locked === null,
    locked,
  };
}

export type Opportunity = Awaited<ReturnType<typeof getOpportunity>>;

/** A quotation as the supplier sends it: a price in minor units per line they can supply, null where they cannot. */
export interface QuotationInput {
  lines: Array<{ lineId: string; unitPriceMinor: number | null }>;
  currency: string;
  leadTimeDays: number;
  validUntil: string;
  warrantyMonths: number;
  /** Who services the items; none without a period. */
  warrantyService: string | null;
  notes?: string | null;
}

/**
 * Sends or revises the supplier's quotation on a request they were invited to, while their
 * subscription is active and the request accepts quotations; a revision replaces the prices and,
 * with a new PDF, the attachment (the earlier file is deleted). Messages come in the
 * supplier's language.
 */
export async function saveQuotation(
  deps: DomainDeps,
  supplier: Pick<Supplier, "id" | "userId" | "email" | "companyName" | "language">,
  requestId: string,
  input: QuotationInput,
  attachment?: { fileName: string; contentType: string; data: Uint8Array },
  now = new Date(),
): Promise<{ quotationId: string; revision: number }> {
  const t = translatorFor(supplier.language, "opportunities");
  const invalid = (message: string, field?: string) => new DomainError(400, message, { field });
  if (!isUuid(requestId)) throw notFound(supplier.language);

  const priced = input.lines.filter((line) => line.unitPriceMinor !== null);
  if (priced.length === 0) throw invalid(t("errors.noPrice"));
  for (const { unitPriceMinor: price } of priced) {
    if (!Number.isInteger(price) || price! < 0 || price! > MAX_UNIT_PRICE_MINOR) throw invalid(t("errors.price"));
  }
  if (!(quoteCurrencyCodes as string[]).includes(input.currency)) throw invalid(t("errors.currency"), "currency");
  const { leadTimeDays, validUntil } = input;
  if (!Number.isInteger(leadTimeDays) || leadTimeDays < 0 || leadTimeDays > MAX_LEAD_TIME_DAYS) {
    throw invalid(t("errors.leadTime"), "leadTimeDays");
  }
  if (!isCalendarDate(validUntil) || validUntil < dubaiDate(now)) throw invalid(t("errors.validUntil"), "validUntil");
  const { warrantyMonths } = input;
  if (!isWarrantyPeriod(warrantyMonths)) throw invalid(t("errors.warrantyPeriod"), "warrantyMonths");
  const warrantyService = warrantyServiceFor(warrantyMonths, input.warrantyService);
  if (warrantyService === undefined) throw invalid(t("errors.warrantyService"), "warrantyService");
  const notes = input.notes?.trim() || null;
  if (notes && notes.length > MAX_QUOTATION_NOTES_LENGTH) throw invalid(t("errors.notesLong"), "notes");

  return deps.db.transaction(async (tx) => {
    // Locked, so a deadline or a cancellation cannot pass between the check and the write.
    const [request] = await tx
      .select({ status: quoteRequests.status, deadline: quoteRequests.deadline })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, requestId))
      .for("update");
    const [invitation] = request
      ? await tx
          .select({ supplierStatus: suppliers.status })
          .from(quoteInvitations)
          .innerJoin(suppliers, eq(suppliers.id, quoteInvitations.supplierId))
          .where(and(eq(quoteInvitations.requestId, requestId), eq(quoteInvitations.supplierId, supplier.id)))
      : [];
    if (!request || !invitation) throw notFound(supplier.language);
    if (!mayQuote(invitation.supplierStatus)) throw new DomainError(403, t("failures.inactive"));
    const closed = closedBecause(request, now);
    if (closed) throw new DomainError(409, t(closed === "deadline" ? "failures.deadlinePassed" : "failures.closed"));
    const lineIds = await tx
      .select({ id: quoteRequestLines.id })
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.requestId, requestId));
    // Each line of this request at most once; a line of another request never.
    const unseen = new Set(lineIds.map((line) => line.id));
    for (const line of input.lines) {
      if (!unseen.delete(line.lineId)) throw invalid(t("failures.unknownLine"));
    }

    const [existing] = await tx
      .select({ id: quotations.id, revision: quotations.revision, attachmentId: quotations.attachmentId })
      .from(quotations)
      .where(and(eq(quotations.requestId, requestId), eq(quotations.supplierId, supplier.id)));
    const terms = {
      currency: input.currency,
      leadTimeDays,
      validUntil,
      warrantyMonths,
      warrantyService,
      // The words of a quotation sent before warranties were chosen give way to the choice.
      warranty: null,
      notes,
      attachmentId: attachment ? await storeQuoteFile(tx, attachment) : (existing?.attachmentId ?? null),
      revisedAt: now,
    };
    const [quotation] = existing
      ? await tx
          .update(quotations)
          .set({ ...terms, revision: existing.revision + 1 })
          .where(eq(quotations.id, existing.id))
          .returning({ id: quotations.id, revision: quotations.revision })
      : await tx
          .insert(quotations)
          .values({ ...terms, requestId, supplierId: supplier.id, submittedAt: now, revision: 1 })
          .returning({ id: quotations.id, revision: quotations.revision });
    const { id: quotationId, revision } = quotation!;
    // A new PDF replaces the old one: nothing can serve the old file any more.
    if (attachment && existing?.attachmentId)
      await tx.delete(storedFiles).where(eq(storedFiles.id, existing.attachmentId));
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, quotationId));
    await tx
      .insert(quotationLines)
      .values(priced.map((line) => ({ quotationId, lineId: line.lineId, unitPriceMinor: line.unitPriceMinor! })));
    await recordAudit(tx, {
      actor: { type: "supplier", id: supplier.userId ?? supplier.id, label: supplier.email },
      entityType: "quote-request",
      entityId: requestId,
      action: existing ? "reviseQuotation" : "submitQuotation",
      note: `Revision ${revision} from ${supplier.companyName}`,
    });
    return { quotationId, revision };
  });
}

/** The id of the PDF on the supplier's own quotation for a request, or undefined. */
export async function findQuotationAttachment(
  db: Executor,
  supplierId: string,
  requestId: string,
): Promise<string | undefined> {
  if (!isUuid(requestId)) return undefined;
  const [quotation] = await db
    .select({ attachmentId: quotations.attachmentId })
    .from(quotations)
    .where(and(eq(quotations.requestId, requestId), eq(quotations.supplierId, supplierId)));
  return quotation?.attachmentId ?? undefined;
}
