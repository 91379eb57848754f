import type { Executor } from "~/db/client.server";
import { quoteInvitations, quoteRequestLines, quoteRequests } from "~/db/schema";
import { DAY } from "~/lib/dates";

/**
 * The buyer of every test request: recognisable values that a supplier's page must never contain
 * (the budget as it would be written in minor units or in dirhams).
 */
export const testBuyer = {
  company: "Confidential Buyer Holdings LLC",
  contactName: "Mariam Al Suwaidi",
  email: "mariam.alsuwaidi@confidential-buyer.ae",
  phone: "+971 4 339 8812",
  budgetMinor: 73_519_900,
  notes: "Our board approved this budget; please call Mariam before quoting.",
};

/**
 * A quote request in "sourcing" with three lines (laptops, FortiGate firewalls, monitors) and a
 * deadline 3 days ahead; `overrides` change the request's columns.
 */
export async function createQuoteRequest(
  db: Executor,
  overrides: Partial<typeof quoteRequests.$inferInsert> = {},
  now = new Date(),
) {
  const [request] = await db
    .insert(quoteRequests)
    .values({
      status: "sourcing",
      language: "en",
      ...testBuyer,
      country: "UAE",
      deliveryCity: "Dubai",
      neededBy: new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10),
      categories: ["computers", "networking", "audio-visual"],
      deadline: new Date(now.getTime() + 3 * DAY),
      ipAddress: "198.51.100.23",
      ...overrides,
    })
    .returning();
  const lines = await db
    .insert(quoteRequestLines)
    .values([
      { requestId: request!.id, position: 1, item: "hardware:laptops", quantity: 25, notes: "14-inch, 16 GB memory" },
      { requestId: request!.id, position: 2, item: "product:fortigate", quantity: 2, notes: null },
      { requestId: request!.id, position: 3, item: "hardware:displays", quantity: 10, notes: "27-inch" },
    ])
    .returning();
  return { ...request!, lines: lines.sort((a, b) => a.position - b.position) };
}

/** Invites a supplier to quote on a request. */
export async function inviteSupplier(db: Executor, requestId: string, supplierId: string, invitedAt = new Date()) {
  await db.insert(quoteInvitations).values({ requestId, supplierId, invitedAt });
}
