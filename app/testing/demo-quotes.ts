import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quotationLines, quotations, quoteInvitations, quoteRequestLines, quoteRequests, suppliers } from "~/db/schema";
import type { QuoteRequestStatus } from "~/quotes/quote-rules";
import { hardwareRanges, quoteItems } from "~/quotes/quote-items.server";
import { DAY } from "~/lib/dates";

const buyers = [
  ["Gulf Horizon Logistics LLC", "Omar Haddad", "Dubai", "UAE"],
  ["شركة الواحة للتجارة", "فاطمة الكعبي", "Abu Dhabi", "UAE"],
  ["Marina Dental Clinics", "Dr. Priya Nair", "Dubai", "UAE"],
  ["Al Noor Engineering Consultants", "Khalid Al Mansoori", "Sharjah", "UAE"],
  ["مجموعة الرياض القابضة", "عبدالله العتيبي", "Riyadh", "Saudi Arabia"],
  ["Pearl Bay Hospitality", "Sara Thomas", "Doha", "Qatar"],
  ["Muscat Freight Services", "Yusuf Al Balushi", "Muscat", "Oman"],
  ["Manama Legal Partners", "Layla Hassan", "Manama", "Bahrain"],
] as const;

// Mostly settled, as an inbox a few months old is: a tenth new, a tenth sourcing, the rest answered.
const statusCycle: QuoteRequestStatus[] = [
  "new",
  "sourcing",
  "quoted",
  "won",
  "won",
  "lost",
  "quoted",
  "won",
  "lost",
  "cancelled",
];

/**
 * Quote requests spread over the last year, each with one to four lines; those past "new" have up
 * to three active suppliers invited, most of whom quoted. For the demo data and the admin benchmark.
 */
export async function seedDemoQuoteRequests(db: Executor, count: number, now = new Date()): Promise<number> {
  const keys = [...quoteItems("en").keys()];
  const active = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.status, "active")).limit(30);
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const index = start + offset;
      const [company, contactName, city, country] = buyers[index % buyers.length]!;
      const status = statusCycle[index % statusCycle.length]!;
      const createdAt = new Date(now.getTime() - ((count - index) / count) * 365 * DAY - (index % 17) * 3600_000);
      const open = status === "new" || status === "sourcing";
      return {
        status,
        language: /[\u0600-\u06ff]/.test(company) ? ("ar" as const) : ("en" as const),
        company: index < buyers.length ? company : `${company} ${index}`,
        contactName,
        email: `procurement${index}@${company.toLowerCase().replace(/[^a-z]+/g, "") || "buyer"}.example`,
        phone: `+971 4 ${String(3_000_000 + index).slice(0, 3)} ${String(1000 + (index % 9000))}`,
        country,
        deliveryCity: city,
        neededBy: new Date(createdAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
        budgetMinor: index % 3 === 0 ? (20 + (index % 50)) * 1_000_000 : null,
        categories: status === "new" ? [] : ["computers", "networking"],
        deadline: status === "new" ? null : new Date((open ? now.getTime() : createdAt.getTime()) + 3 * DAY),
        closedAt: status === "new" || status === "sourcing" ? null : new Date(createdAt.getTime() + 3 * DAY),
        quotedAt: open || status === "cancelled" ? null : new Date(createdAt.getTime() + 4 * DAY),
        marginBasisPoints: open || status === "cancelled" ? null : 1200,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await db.insert(quoteRequests).values(batch).returning({
      id: quoteRequests.id,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
    });
    const lines = inserted.flatMap((request, offset) =>
      Array.from({ length: 1 + ((start + offset) % 4) }, (_, position) => ({
        requestId: request.id,
        position: position + 1,
        item:
          position === 0
            ? `hardware:${hardwareRanges[(start + offset) % hardwareRanges.length]}`
            : keys[(start + offset * 7 + position) % keys.length]!,
        quantity: 1 + ((start + offset + position * 3) % 40),
      })),
    );
    const storedLines = await db.insert(quoteRequestLines).values(lines).returning();
    if (active.length === 0) continue;
    const invited = inserted.filter((request) => request.status !== "new");
    const invitations = invited.flatMap((request, offset) =>
      Array.from({ length: Math.min(3, active.length) }, (_, rank) => ({
        requestId: request.id,
        supplierId: active[(offset + rank) % active.length]!.id,
        invitedAt: new Date(request.createdAt.getTime() + 2 * 3600_000),
      })),
    );
    if (invitations.length === 0) continue;
    await db.insert(quoteInvitations).values(invitations);
    // Two of every three invited suppliers quote, a few hours to two days after the invitation.
    const answered = invitations.filter((_, index) => index % 3 !== 2);
    const offers = await db
      .insert(quotations)
      .values(
        answered.map((invitation, index) => ({
          requestId: invitation.requestId,
          supplierId: invitation.supplierId,
          currency: index % 4 === 0 ? "USD" : "AED",
          leadTimeDays: 3 + (index % 12),
          validUntil: new Date(invitation.invitedAt.getTime() + 30 * DAY).toISOString().slice(0, 10),
          warrantyMonths: index % 2 ? 36 : 12,
          warrantyService: index % 2 ? ("on_site" as const) : ("return_to_base" as const),
          submittedAt: new Date(invitation.invitedAt.getTime() + (3 + (index % 45)) * 3600_000),
          revisedAt: new Date(invitation.invitedAt.getTime() + (3 + (index % 45)) * 3600_000),
        })),
      )
      .returning({ id: quotations.id, requestId: quotations.requestId });
    const linesOf = new Map<string, typeof storedLines>();
    for (const line of storedLines) linesOf.set(line.requestId, [...(linesOf.get(line.requestId) ?? []), line]);
    const prices = offers.flatMap((offer, index) =>
      (linesOf.get(offer.requestId) ?? []).map((line) => ({
        quotationId: offer.id,
        lineId: line.id,
        unitPriceMinor: 15_000 + ((index * 7_919 + line.position * 1_237) % 900_000),
      })),
    );
    if (prices.length) await db.insert(quotationLines).values(prices);
  }
  return count;
}
