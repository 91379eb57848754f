import { count } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { auditLog, contactMessages, paymentLinks, payments, suppliers } from "~/db/schema";
import { gccCountries } from "~/settings/company";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { listAvailablePlans } from "~/plans/plans.server";
import { buildContactRequest, buildSupplierRow } from "./factories";

// Demo data for a fresh database: suppliers in every state with their payments, contact
// messages and audit entries, built with the same factories as the tests.

const firstParts = [
  "Al Noor",
  "Gulf",
  "Desert",
  "Falcon",
  "Emirates",
  "Oasis",
  "Marina",
  "Creek",
  "Horizon",
  "Sahara",
  "Arabian",
  "Pearl",
  "Najm",
  "Barakah",
  "Jumeirah",
  "Corniche",
  "Deira",
  "Khaleej",
  "Hatta",
  "Liwa",
];
const secondParts = [
  "IT Distribution LLC",
  "Computer Trading",
  "Networks FZE",
  "Data Systems",
  "Office Technologies",
  "Secure Devices",
  "Cloud Services",
  "Print Supplies",
  "Rack Solutions",
  "Telecom Equipment",
  "Power & UPS Trading",
  "Software House",
];
const arabicNames = [
  "مؤسسة الخليج للحاسبات",
  "شركة النور لتقنية المعلومات",
  "مجموعة الأفق للتجارة",
  "شركة الواحة للشبكات",
];
const cities: Record<string, string[]> = {
  UAE: ["Dubai", "Abu Dhabi", "Sharjah"],
  "Saudi Arabia": ["Riyadh", "Jeddah", "Dammam"],
  Qatar: ["Doha"],
  Oman: ["Muscat"],
  Bahrain: ["Manama"],
  Kuwait: ["Kuwait City"],
};
/** Out of every 20 suppliers, how many are in each state. */
const statusMix: Array<[SupplierStatus, number]> = [
  ["active", 9],
  ["expired", 2],
  ["awaiting_payment", 2],
  ["approved", 1],
  ["pending_review", 3],
  ["rejected", 2],
  ["suspended", 1],
];
const statusCycle = statusMix.flatMap(([status, weight]) => Array<SupplierStatus>(weight).fill(status));
const day = 86_400_000;

export async function databaseHasSuppliers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(suppliers);
  return (row?.total ?? 0) > 0;
}

export async function seedDemoData(db: Executor, options: { suppliers: number; now?: Date }) {
  const now = options.now ?? new Date();
  const plans = await listAvailablePlans(db);
  let supplierCount = 0;
  let paymentCount = 0;
  for (let start = 0; start < options.suppliers; start += 500) {
    const batch = Array.from({ length: Math.min(500, options.suppliers - start) }, (_, offset) => {
      const index = start + offset;
      const plan = plans[index % plans.length]!;
      const status = statusCycle[index % statusCycle.length]!;
      const country = gccCountries[index % 7 === 0 ? 1 : index % 5 === 0 ? 2 : index % 11 === 0 ? 3 : 0]!;
      const companyName =
        index % 37 === 5
          ? `${arabicNames[index % arabicNames.length]} ${index}`
          : `${firstParts[index % firstParts.length]} ${secondParts[Math.floor(index / firstParts.length) % secondParts.length]}${index >= firstParts.length * secondParts.length ? ` ${Math.floor(index / (firstParts.length * secondParts.length)) + 1}` : ""}`;
      const slug = `${firstParts[index % firstParts.length]!.toLowerCase().replace(/\W+/g, "")}${index}`;
      const createdAt = new Date(now.getTime() - ((index * 7919) % 700) * day - (index % 1440) * 60_000);
      const paid = status === "active" || status === "expired" || (status === "suspended" && index % 2 === 0);
      const expiresAt = paid
        ? status === "expired"
          ? new Date(now.getTime() - ((index % 60) + 1) * day)
          : new Date(now.getTime() + ((index * 13) % 400) * day + day)
        : null;
      return {
        row: buildSupplierRow(plan.id, {
          companyName,
          email: `accounts@${slug}.demo.ae`,
          tradeLicenceNumber: `DED-${700000 + index}`,
          country,
          city: cities[country]![index % cities[country]!.length]!,
          status,
          suspendedFrom: status === "suspended" ? (paid ? "active" : "awaiting_payment") : null,
          rejectionReason:
            status === "rejected" ? "The trade licence uploaded has expired; please upload the renewed licence." : null,
          paymentStatus: paid ? "completed" : null,
          paymentDate: paid ? new Date(createdAt.getTime() + 3 * day) : null,
          paymentAmountMinor: paid ? 50_000 + plan.amountMinor : null,
          paymentMethod: paid ? "stripe" : null,
          subscriptionExpiresAt: expiresAt,
          createdAt,
          updatedAt: createdAt,
        }),
        plan,
        paid,
      };
    });
    const inserted = await db
      .insert(suppliers)
      .values(batch.map((entry) => entry.row))
      .returning({ id: suppliers.id, createdAt: suppliers.createdAt, status: suppliers.status });
    supplierCount += inserted.length;

    await db.insert(auditLog).values(
      inserted.map((supplier) => ({
        actorType: "visitor" as const,
        actorLabel: "Website visitor",
        entityType: "supplier",
        entityId: supplier.id,
        action: "register",
        toState: "pending_review",
        createdAt: supplier.createdAt,
      })),
    );

    const paidSuppliers = inserted
      .map((supplier, position) => ({ supplier, ...batch[position]! }))
      .filter((entry) => entry.paid);
    if (paidSuppliers.length === 0) continue;
    const links = await db
      .insert(paymentLinks)
      .values(
        paidSuppliers.map(({ supplier }) => ({
          supplierId: supplier.id,
          expiresAt: new Date(supplier.createdAt.getTime() + 3 * day + 300_000),
          createdAt: new Date(supplier.createdAt.getTime() + 3 * day),
        })),
      )
      .returning({ id: paymentLinks.id, supplierId: paymentLinks.supplierId, createdAt: paymentLinks.createdAt });
    await db.insert(payments).values(
      links.map((link, position) => {
        const { plan, supplier } = paidSuppliers[position]!;
        return {
          supplierId: link.supplierId,
          linkId: link.id,
          kind: "registration" as const,
          planId: plan.id,
          planLabel: plan.label,
          planYears: plan.years,
          registrationFeeMinor: 50_000,
          planAmountMinor: plan.amountMinor,
          amountMinor: 50_000 + plan.amountMinor,
          currency: "INR",
          provider: "stripe" as const,
          providerPaymentId: `pi_demo${supplier.id.replace(/-/g, "").slice(0, 20)}`,
          status: "succeeded" as const,
          fulfilledAt: link.createdAt,
          createdAt: link.createdAt,
          updatedAt: link.createdAt,
        };
      }),
    );
    paymentCount += links.length;
  }

  const messages = Array.from(
    { length: Math.min(60, Math.max(12, Math.round(options.suppliers / 4))) },
    (_, index) => ({
      ...buildContactRequest({
        name: [
          "Layla Haddad",
          "Omar Al-Hashimi",
          "Priya Menon",
          "خالد المنصوري",
          "James Whitfield",
          "Fatima Al Suwaidi",
        ][index % 6]!,
        company: [
          "Haddad Trading LLC",
          "Hashimi Contracting",
          "Menon Clinics",
          "Mansoori Logistics",
          "Whitfield Interiors",
          "Suwaidi Schools",
        ][index % 6]!,
        email: `enquiries+${index}@client${index % 6}.demo.ae`,
        country: gccCountries[index % 6]!,
        service: (["it-consulting", "hardware-supply", "annual-maintenance", "software-products"] as const)[index % 4]!,
        message: [
          "We are opening a second showroom in Sharjah and need 25 laptops, a firewall and a support contract.",
          "Our server room overheats in summer; we would like an assessment and a quote for a new rack and cooling.",
          "Please quote an annual maintenance contract for 60 desktops and 8 printers across two floors in Business Bay.",
          "We need Microsoft 365 licences for 40 staff and help moving our email from an old on-premises server.",
        ][index % 4]!,
      }),
      status: index < 5 ? ("unread" as const) : index % 7 === 0 ? ("archived" as const) : ("read" as const),
      createdAt: new Date(now.getTime() - index * 0.7 * day),
    }),
  );
  await db.insert(contactMessages).values(messages);
  return { suppliers: supplierCount, payments: paymentCount, contactMessages: messages.length };
}
