import { and, eq, inArray } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import { quoteInvitations, quoteRequestLines, quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/client.server";
import type { DomainDeps } from "~/deps";
import { queueEmails } from "~/email/outbox.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { linkInLanguage } from "~/email/layout.server";
import { dubaiDate } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { formatMoney, percentOf } from "~/lib/money";
import { applyVat } from "~/payments/tax";
import { getPaymentSettings } from "~/plans/plans.server";
import { getCompanyFacts } from "~/settings/settings.server";
import { customerQuotationEmail } from "./customer-quotation-email.server";
import { renderCustomerQuotationPdf, type CustomerQuotation } from "./customer-quotation-pdf.server";
import { storeQuoteFile } from "./quote-files.server";
import { findQuoteItem } from "./quote-items.server";
import { mayQuote } from "~/suppliers/quoting";
import {
  acceptsQuotations,
  canMoveQuoteRequest,
  inDirhams,
  quoteCurrencies,
  withMargin,
  type QuoteCurrency,
} from "./quote-rules";
import { getQuoteRequestFile, lockRequest, type QuoteRequestFile } from "./sourcing.server";
import { quoteOutcomeEmail } from "./supplier-emails.server";
import { describeWarranty } from "./warranty";

function currencyOf(code: string): QuoteCurrency {
  if (!Object.hasOwn(quoteCurrencies, code)) throw new Error(`A quotation in ${code}, which is not a quote currency`);
  return code as QuoteCurrency;
}

/** The largest amount an integer column holds: a customer price above it cannot be recorded. */
const MAX_MINOR = 2_147_483_647;

/**
 * The quotations side by side: per line each supplier's unit price (in its currency and in
 * dirhams), the lowest marked; per quotation its total in dirhams over the lines it priced and its
 * lead time, the shortest marked.
 */
export function compareQuotations(file: QuoteRequestFile) {
  const offers = file.quotations.map((quotation) => ({ quotation, currency: currencyOf(quotation.currency) }));
  const lines = file.lines.map((line) => {
    const prices = offers.flatMap(({ quotation, currency }) => {
      const unitMinor = quotation.prices.get(line.id);
      return unitMinor === undefined
        ? []
        : [{ quotationId: quotation.id, unitMinor, currency, unitAed: inDirhams(unitMinor, currency) }];
    });
    const lowest = Math.min(...prices.map((price) => price.unitAed));
    return {
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes,
      awardedQuotationId: line.awardedQuotationId,
      prices: prices.map((price) => ({ ...price, lowest: price.unitAed === lowest })),
    };
  });
  const shortest = Math.min(...file.quotations.map((quotation) => quotation.leadTimeDays));
  return {
    lines,
    quotations: offers.map(({ quotation, currency }) => {
      const priced = file.lines.filter((line) => quotation.prices.has(line.id));
      return {
        id: quotation.id,
        supplierId: quotation.supplierId,
        companyName: quotation.companyName,
        currency,
        leadTimeDays: quotation.leadTimeDays,
        validUntil: quotation.validUntil,
        // The admin area is in English (decision 0008).
        warranty: describeWarranty(translatorFor("en", "opportunities"), quotation),
        notes: quotation.notes,
        revision: quotation.revision,
        submittedAt: quotation.submittedAt,
        hasAttachment: quotation.attachmentId !== null,
        attachmentId: quotation.attachmentId,
        shortest: quotation.leadTimeDays === shortest,
        linesPriced: priced.length,
        totalAed: priced.reduce(
          (sum, line) => sum + inDirhams(quotation.prices.get(line.id)!, currency) * line.quantity,
          0,
        ),
      };
    }),
  };
}

interface AwardChoices {
  awards: Array<{ lineId: string; quotationId: string }>;
  marginBasisPoints: number;
  /** The revision of each quotation as the admin compared it. */
  revisions: Record<string, number>;
  /** The total with VAT the admin reviewed, when sending a reviewed quotation. */
  reviewedTotalMinor?: number;
}

/**
 * What awarding `input` would quote the buyer, refused as awarding refuses it: a line given to a
 * supplier who did not price it, a quotation sent, revised or lapsed since the comparison, nothing
 * awarded, a total beyond what can be recorded or other than the one reviewed. Each awarded cost
 * in dirhams plus the margin, then VAT at `vatRateBasisPoints`.
 */
function priceAward(file: QuoteRequestFile, input: AwardChoices, vatRateBasisPoints: number, now: Date) {
  if (!canMoveQuoteRequest(file.request.status, "quoted"))
    throw new DomainError(409, `A ${file.request.status} request cannot be awarded.`);
  const unseen = file.quotations.find((quotation) => !Object.hasOwn(input.revisions, quotation.id));
  if (unseen)
    throw new DomainError(
      409,
      `${unseen.companyName} sent a quotation while you were comparing. Look at it before awarding.`,
      { field: "awards" },
    );
  const awarded = new Map<string, QuoteRequestFile["quotations"][number]>();
  for (const { lineId, quotationId } of input.awards) {
    const quotation = file.quotations.find((candidate) => candidate.id === quotationId);
    if (!file.lines.some((line) => line.id === lineId) || !quotation?.prices.has(lineId))
      throw new DomainError(400, "Award each line to a supplier who priced it.", { field: "awards" });
    if (input.revisions[quotationId] !== quotation.revision)
      throw new DomainError(
        409,
        `${quotation.companyName} revised their quotation while you were comparing. Look at the new prices before awarding.`,
        { field: "awards" },
      );
    awarded.set(lineId, quotation);
  }
  if (awarded.size === 0) throw new DomainError(400, "Award at least one line.", { field: "awards" });
  const lapsed = [...awarded.values()].find((quotation) => quotation.validUntil < dubaiDate(now));
  if (lapsed)
    throw new DomainError(
      409,
      `${lapsed.companyName}'s prices were valid until ${lapsed.validUntil}. Ask them to confirm or revise before awarding.`,
      { field: "awards" },
    );

  const lines = file.lines.map((line) => {
    const quotation = awarded.get(line.id);
    const costMinor = quotation ? inDirhams(quotation.prices.get(line.id)!, currencyOf(quotation.currency)) : undefined;
    return {
      line,
      quotation,
      unitMinor: costMinor === undefined ? undefined : withMargin(costMinor, input.marginBasisPoints),
    };
  });
  const subtotalMinor = lines.reduce((sum, { line, unitMinor }) => sum + (unitMinor ?? 0) * line.quantity, 0);
  if (subtotalMinor > MAX_MINOR || lines.some(({ unitMinor }) => (unitMinor ?? 0) > MAX_MINOR))
    throw new DomainError(400, "The quotation's total is beyond what one quotation can hold. Split the request.", {
      field: "awards",
    });
  const vat = applyVat(subtotalMinor, vatRateBasisPoints, false);
  if (input.reviewedTotalMinor !== undefined && input.reviewedTotalMinor !== vat.totalMinor)
    throw new DomainError(409, "The VAT rate changed after you reviewed the quotation. Review it again.", {
      field: "awards",
    });
  const chosen = [...new Set(awarded.values())];
  const winners = [...new Set(chosen.map((quotation) => quotation.supplierId))];
  return {
    lines,
    subtotalMinor,
    vatRateBasisPoints,
    vatMinor: vat.vatMinor,
    totalMinor: vat.totalMinor,
    /** The earliest validity and the longest lead time of the quotations awarded. */
    validUntil: chosen.map((offer) => offer.validUntil).sort()[0]!,
    leadTimeDays: Math.max(...chosen.map((offer) => offer.leadTimeDays)),
    winners,
    notSelected: file.quotations.filter((offer) => !winners.includes(offer.supplierId)),
    /** Invited suppliers who have not quoted and still may: the award closes the request to them early. */
    closedEarlyFor: acceptsQuotations(file.request, now)
      ? file.invitations.filter(
          (invitation) =>
            mayQuote(invitation.supplierStatus) &&
            !file.quotations.some((offer) => offer.supplierId === invitation.supplierId),
        )
      : [],
  };
}

/**
 * The quotation the buyer would receive, before it is sent: each line's price to the buyer and who
 * supplies it, the totals with VAT, and who is told they were not selected. Nothing is written.
 */
export async function reviewAward(db: Executor, requestId: string, input: AwardChoices, now = new Date()) {
  const [file, payments] = await Promise.all([getQuoteRequestFile(db, requestId), getPaymentSettings(db)]);
  if (!file) throw new DomainError(404, "There is no such quote request.");
  const priced = priceAward(file, input, payments.vatRateBasisPoints, now);
  return {
    buyer: { company: file.request.company, email: file.request.email, language: file.request.language },
    lines: priced.lines.map(({ line, quotation, unitMinor }) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      supplier: quotation?.companyName ?? null,
      unitMinor: unitMinor ?? null,
    })),
    subtotalMinor: priced.subtotalMinor,
    vatRateBasisPoints: priced.vatRateBasisPoints,
    vatMinor: priced.vatMinor,
    totalMinor: priced.totalMinor,
    leadTimeDays: priced.leadTimeDays,
    validUntil: priced.validUntil,
    notSelected: priced.notSelected.map((offer) => offer.companyName),
    closedEarlyFor: priced.closedEarlyFor.map((invitation) => invitation.companyName),
    deadline: file.request.deadline,
    choices: { ...input, reviewedTotalMinor: priced.totalMinor },
  };
}

export type AwardReview = Awaited<ReturnType<typeof reviewAward>>;

/**
 * Awards each chosen line to one supplier's quotation (one supplier for all, or split by line) and
 * quotes the buyer: each awarded cost in dirhams plus the margin, VAT added, as a PDF in the buyer's
 * language emailed to them. In one transaction with the audit entry and every supplier's outcome
 * email: awarded to those who won a line, not selected to the others who quoted, and closed to
 * those invited who had not quoted yet when the request closed before its deadline.
 */
export async function awardQuoteRequest(
  deps: DomainDeps,
  actor: Actor,
  requestId: string,
  input: AwardChoices,
  now = new Date(),
): Promise<void> {
  const { db, jobs, appUrl } = deps;
  const [company, payments] = await Promise.all([getCompanyFacts(db), getPaymentSettings(db)]);
  await db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId);
    const file = (await getQuoteRequestFile(tx, requestId))!;
    const priced = priceAward(file, input, payments.vatRateBasisPoints, now);
    const { lines, subtotalMinor, winners } = priced;
    for (const { line, quotation, unitMinor } of lines)
      await tx
        .update(quoteRequestLines)
        .set({ awardedQuotationId: quotation?.id ?? null, customerUnitPriceMinor: unitMinor ?? null })
        .where(eq(quoteRequestLines.id, line.id));

    const quotation: CustomerQuotation = {
      reference: file.reference,
      language: locked.language,
      issuedAt: now,
      validUntil: priced.validUntil,
      leadTimeDays: priced.leadTimeDays,
      seller: company,
      buyer: locked,
      lines: lines.map(({ line, quotation: offer, unitMinor }) => ({
        name: findQuoteItem(line.item, locked.language)?.name ?? line.item,
        detail: findQuoteItem(line.item, locked.language)?.detail ?? "",
        quantity: line.quantity,
        unitMinor,
        warranty: offer && describeWarranty(translatorFor(locked.language, "opportunities"), offer),
      })),
      subtotalMinor,
      vatRateBasisPoints: priced.vatRateBasisPoints,
      vatMinor: priced.vatMinor,
      totalMinor: priced.totalMinor,
    };
    const pdf = await renderCustomerQuotationPdf(quotation);
    const fileId = await storeQuoteFile(tx, {
      fileName: `${file.reference}.pdf`,
      contentType: "application/pdf",
      data: new Uint8Array(pdf),
    });
    await tx
      .update(quoteRequests)
      .set({
        status: "quoted",
        marginBasisPoints: input.marginBasisPoints,
        vatRateBasisPoints: priced.vatRateBasisPoints,
        customerQuotationId: fileId,
        quotedAt: now,
      })
      .where(eq(quoteRequests.id, requestId));
    const quotedSuppliers = file.quotations.map((offer) => offer.supplierId);
    await tx
      .update(quoteInvitations)
      .set({ outcome: "awarded" })
      .where(and(eq(quoteInvitations.requestId, requestId), inArray(quoteInvitations.supplierId, winners)));
    const losers = priced.notSelected.map((offer) => offer.supplierId);
    if (losers.length)
      await tx
        .update(quoteInvitations)
        .set({ outcome: "not_selected" })
        .where(and(eq(quoteInvitations.requestId, requestId), inArray(quoteInvitations.supplierId, losers)));
    await recordAudit(tx, {
      actor,
      entityType: "quote-request",
      entityId: requestId,
      action: "award",
      from: "sourcing",
      to: "quoted",
      note: `Awarded to ${winners.map((id) => file.quotations.find((offer) => offer.supplierId === id)!.companyName).join(", ")}; margin ${percentOf(input.marginBasisPoints)} %; total ${formatMoney(priced.totalMinor, "AED")} with VAT`,
    });
    const outcomes = [
      ...file.invitations
        .filter((invitation) => quotedSuppliers.includes(invitation.supplierId))
        .map((invitation) => ({
          invitation,
          outcome: winners.includes(invitation.supplierId) ? ("awarded" as const) : ("not_selected" as const),
        })),
      ...priced.closedEarlyFor.map((invitation) => ({ invitation, outcome: "closed" as const })),
    ];
    const supplierEmails = outcomes.map(({ invitation, outcome }) => ({
      template: "quote-outcome" as const,
      to: invitation.email,
      ...quoteOutcomeEmail(company, invitation.language, {
        contactName: invitation.contactName,
        reference: file.reference,
        outcome,
        url: linkInLanguage(appUrl, `/supplier-dashboard/opportunities/${requestId}`, invitation.language),
      }),
    }));
    await queueEmails(tx, jobs, [
      {
        template: "customer-quotation",
        to: locked.email,
        replyTo: company.email,
        attachmentIds: [fileId],
        ...customerQuotationEmail(company, quotation),
      },
      ...supplierEmails,
    ]);
  });
}
