import { seedDemoQuoteRequests } from "./demo-quotes";
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "~/auth/passwords.server";
import { count, sql } from "drizzle-orm";
import { roles } from "~/auth/auth.server";
import { setPasswordUrl } from "~/auth/accounts.server";
import { issueOneTimeLink } from "~/auth/one-time-links.server";
import type { Executor } from "~/db/client.server";
import { accounts, auditLog, contactMessages, paymentLinks, payments, suppliers, users } from "~/db/schema";
import { addMonths } from "~/lib/dates";
import { paymentAuditNote } from "~/payments/payments.server";
import { priceWithVat } from "~/payments/pricing.server";
import { getPaymentSettings, listAvailablePlans, type Plan } from "~/plans/plans.server";
import { gccCountries } from "~/settings/company";
import { getCompanyFacts } from "~/settings/settings.server";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { buildContactRequest, buildSupplierRow } from "./factories";

// Demo data for a fresh database that an admin can walk through: suppliers in every state, each
// with a history that leads to it, sign-in accounts for those past approval, registration payments
// in the past with their tax invoices, and contact messages. Rows are written directly, in
// batches, so that the 10,000-supplier seed takes seconds.

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
const contacts: Array<[name: string, role: string]> = [
  ["Farah Siddiqui", "Sales director"],
  ["Ahmed Al Mansoori", "General manager"],
  ["Rajesh Nair", "Key account manager"],
  ["Noura Al Qahtani", "Business development manager"],
  ["Yousef Haddad", "Managing partner"],
  ["Maria Fernandes", "Tender coordinator"],
  ["Saeed Al Kaabi", "Operations manager"],
  ["Aisha Rahman", "Commercial manager"],
  ["Khalid Al Harthy", "Owner"],
  ["Deepa Krishnan", "Channel sales lead"],
  ["Omar Shaikh", "Procurement manager"],
  ["Huda Al Sabah", "Partner manager"],
];
/** Real districts and streets of each city, so that no Dubai street is filed under Riyadh. */
const places: Record<(typeof gccCountries)[number], Array<[city: string, address: string]>> = {
  UAE: [
    ["Dubai", "Office 402, Al Garhoud Business Centre, Al Garhoud"],
    ["Dubai", "Warehouse 14, Street 6, Al Quoz Industrial Area 4"],
    ["Dubai", "Unit 2107, Jumeirah Business Centre 1, Jumeirah Lake Towers"],
    ["Dubai", "Office 611, Building 4, Dubai Silicon Oasis"],
    ["Abu Dhabi", "Floor 9, Al Khatem Tower, Al Maryah Island"],
    ["Abu Dhabi", "Shop 3, Hamdan Bin Mohammed Street, Al Markaziyah"],
    ["Sharjah", "Office 1508, Al Taawun Street, Al Khan"],
    ["Sharjah", "Warehouse A12, Sharjah Airport International Free Zone"],
  ],
  "Saudi Arabia": [
    ["Riyadh", "Office 304, Olaya Street, Al Olaya"],
    ["Riyadh", "Building 12, King Fahd Road, Al Malqa"],
    ["Jeddah", "Office 7, Tahlia Street, Al Andalus"],
    ["Dammam", "Warehouse 9, Second Industrial City"],
  ],
  Qatar: [
    ["Doha", "Office 1203, Tornado Tower, West Bay"],
    ["Doha", "Building 41, Street 230, Al Sadd"],
  ],
  Oman: [
    ["Muscat", "Office 22, Way 3503, Al Khuwair"],
    ["Muscat", "Unit 5, Ruwi High Street, Ruwi"],
  ],
  Bahrain: [["Manama", "Office 1401, Almoayyed Tower, Seef District"]],
  Kuwait: [["Kuwait City", "Floor 11, Al Hamra Tower, Sharq"]],
};
const phonePrefixes: Record<(typeof gccCountries)[number], string> = {
  UAE: "+971 4",
  "Saudi Arabia": "+966 11",
  Qatar: "+974 44",
  Oman: "+968 24",
  Bahrain: "+973 17",
  Kuwait: "+965 22",
};
const specialities: Array<{ categories: string[]; brands: string; note: string }> = [
  {
    categories: ["computers", "peripherals"],
    brands: "Dell, HP, Lenovo",
    note: "Stock held in Jebel Ali; next-day delivery in the UAE.",
  },
  {
    categories: ["networking", "cabling"],
    brands: "Cisco, Aruba, Ubiquiti",
    note: "Certified installers for structured cabling.",
  },
  {
    categories: ["servers-storage"],
    brands: "Dell EMC, HPE, Synology",
    note: "We size, rack and configure servers before delivery.",
  },
  {
    categories: ["security", "software"],
    brands: "Fortinet, Sophos, Microsoft",
    note: "Authorised Fortinet partner for the GCC.",
  },
  { categories: ["printing"], brands: "Canon, Epson, Brother", note: "Managed print contracts across the GCC." },
  {
    categories: ["power"],
    brands: "APC, Eaton, Vertiv",
    note: "UPS maintenance teams in Dubai, Riyadh and Doha.",
  },
  { categories: ["point-of-sale"], brands: "HP Engage, Zebra, Epson", note: "POS hardware with Arabic receipts." },
  {
    categories: ["audio-visual", "peripherals"],
    brands: "Logitech, Poly, Samsung",
    note: "Meeting rooms fitted in a week.",
  },
];
const suspensionReasons = [
  "Quoted prices were not honoured on two orders; suspended while we review the account.",
  "The trade licence on file has expired; the account is suspended until the renewed licence is uploaded.",
];
const failureMessages = ["Your card was declined.", "Your card has insufficient funds."];

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
const hour = 3_600_000;
const reviewer = { actorType: "admin" as const, actorLabel: "operations@falconedge-it.ae" };

export async function databaseHasSuppliers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(suppliers);
  return (row?.total ?? 0) > 0;
}

/** One supplier's story: its state, and when each step that led there happened (all in the past). */
function storyOf(index: number, status: SupplierStatus, plan: Plan, now: Date) {
  const wobble = (modulo: number) => (index * 7919) % modulo;
  // A suspended supplier had paid (every other one) or was still awaiting payment.
  const paidBeforeSuspension = status === "suspended" && index % 2 === 0;
  const paid = status === "active" || status === "expired" || paidBeforeSuspension;
  const months = plan.years * 12;
  if (paid) {
    // The subscription runs from the payment for the plan's years: still running, or ended.
    const expiresAt =
      status === "expired"
        ? new Date(now.getTime() - (wobble(60) + 1) * day - wobble(600) * 60_000)
        : new Date(now.getTime() + (wobble(plan.years * 365 - 20) + 10) * day - wobble(600) * 60_000);
    const paidAt = addMonths(expiresAt, -months);
    const passwordSetAt = new Date(paidAt.getTime() - (wobble(48) + 1) * hour);
    const reviewedAt = new Date(passwordSetAt.getTime() - (wobble(30) + 2) * hour);
    const registeredAt = new Date(reviewedAt.getTime() - (wobble(4) + 1) * day);
    const expiredAt = status === "expired" ? expiresAt : null;
    const suspendedAt = status === "suspended" ? halfwayToNow(paidAt, now) : null;
    return { paid, registeredAt, reviewedAt, passwordSetAt, paidAt, expiresAt, expiredAt, suspendedAt };
  }
  // Newer registrations: under review for days at most, and the rest within a few weeks.
  const age = status === "pending_review" ? wobble(72) * hour + hour : (wobble(40) + 3) * day;
  const registeredAt = new Date(now.getTime() - age);
  const reviewedAt = status === "pending_review" ? null : new Date(registeredAt.getTime() + (wobble(48) + 1) * hour);
  const passwordSetAt = status === "awaiting_payment" || status === "suspended" ? halfwayToNow(reviewedAt!, now) : null;
  const suspendedAt = status === "suspended" ? halfwayToNow(passwordSetAt!, now) : null;
  return { paid, registeredAt, reviewedAt, passwordSetAt, paidAt: null, expiresAt: null, expiredAt: null, suspendedAt };
}

type Story = ReturnType<typeof storyOf>;

const halfwayToNow = (since: Date, now: Date) => new Date(since.getTime() + (now.getTime() - since.getTime()) / 2);

/** The audit entries that took a supplier from registration to its present state, in order. */
function historyOf(
  supplier: { id: string; email: string; status: SupplierStatus },
  story: Story,
  extra: { payment?: string; planLabel: string; rejection?: string; suspension?: string },
) {
  const entry = (
    actor: { actorType: "admin" | "supplier" | "visitor" | "system"; actorLabel: string },
    action: string,
    fromState: string | null,
    toState: string,
    createdAt: Date,
    note?: string,
  ) => ({ ...actor, entityType: "supplier", entityId: supplier.id, action, fromState, toState, createdAt, note });
  const visitor = { actorType: "visitor" as const, actorLabel: "Website visitor" };
  const self = { actorType: "supplier" as const, actorLabel: supplier.email };
  const history = [entry(visitor, "register", null, "pending_review", story.registeredAt)];
  if (supplier.status === "rejected") {
    history.push(entry(reviewer, "reject", "pending_review", "rejected", story.reviewedAt!, extra.rejection));
    return history;
  }
  if (!story.reviewedAt) return history;
  history.push(entry(reviewer, "approve", "pending_review", "approved", story.reviewedAt));
  if (story.passwordSetAt)
    history.push(entry(self, "setPassword", "approved", "awaiting_payment", story.passwordSetAt));
  if (story.paidAt) {
    history.push(
      entry(
        { actorType: "system", actorLabel: "Payments" },
        "pay",
        "awaiting_payment",
        "active",
        story.paidAt,
        paymentAuditNote(
          { kind: "registration", providerPaymentId: extra.payment ?? null, planLabel: extra.planLabel },
          story.expiresAt!,
        ),
      ),
    );
  }
  if (story.expiredAt)
    history.push(
      entry({ actorType: "system", actorLabel: "Subscriptions" }, "expire", "active", "expired", story.expiredAt),
    );
  if (story.suspendedAt) {
    const from = story.paidAt ? "active" : "awaiting_payment";
    history.push(entry(reviewer, "suspend", from, "suspended", story.suspendedAt, extra.suspension));
  }
  return history;
}

export interface DemoSeed {
  suppliers: number;
  payments: number;
  contactMessages: number;
  quoteRequests: number;
  /** The one password every seeded supplier with an account signs in with; shown once, stored hashed. */
  supplierPassword: string;
  /** Approved suppliers choose their password from these links, as the approval email would let them. */
  setPasswordLinks: Array<{ email: string; url: string }>;
}

export async function seedDemoData(
  db: Executor,
  options: { suppliers: number; appUrl: string; now?: Date; quoteRequests?: number },
): Promise<DemoSeed> {
  const now = options.now ?? new Date();
  const [plans, pricing, company] = await Promise.all([
    listAvailablePlans(db),
    getPaymentSettings(db),
    getCompanyFacts(db),
  ]);
  const supplierPassword = `Supplier-${randomBytes(6).toString("base64url")}`;
  // One hash for every demo account: hashing is slow on purpose, and 7,000 of them would take minutes.
  const passwordHash = await hashPassword(supplierPassword);
  const setPasswordLinks: DemoSeed["setPasswordLinks"] = [];
  let supplierCount = 0;
  let paymentCount = 0;
  for (let start = 0; start < options.suppliers; start += 500) {
    const batch = Array.from({ length: Math.min(500, options.suppliers - start) }, (_, offset) => {
      const index = start + offset;
      const plan = plans[index % plans.length]!;
      const status = statusCycle[index % statusCycle.length]!;
      const country =
        gccCountries[
          index % 7 === 0
            ? 1
            : index % 5 === 0
              ? 2
              : index % 11 === 0
                ? 3
                : index % 13 === 0
                  ? 4
                  : index % 17 === 0
                    ? 5
                    : 0
        ]!;
      const [city, address] = places[country][index % places[country].length]!;
      const [contactName, contactRole] = contacts[index % contacts.length]!;
      const speciality = specialities[index % specialities.length]!;
      // Shifted by three each round of twenty, so that no state belongs to one family of names.
      const firstPart = firstParts[(index + 3 * Math.floor(index / firstParts.length)) % firstParts.length]!;
      const companyName =
        index % 37 === 5
          ? `${arabicNames[index % arabicNames.length]} ${index}`
          : `${firstPart} ${secondParts[Math.floor(index / firstParts.length) % secondParts.length]}${index >= firstParts.length * secondParts.length ? ` ${Math.floor(index / (firstParts.length * secondParts.length)) + 1}` : ""}`;
      const slug = `${firstPart.toLowerCase().replace(/\W+/g, "")}${index}`;
      const story = storyOf(index, status, plan, now);
      const hasAccount = story.reviewedAt !== null && status !== "rejected";
      const userId = hasAccount ? randomUUID() : null;
      const providerPaymentId = story.paid ? `pi_demo${randomUUID().replace(/-/g, "").slice(0, 20)}` : null;
      const price = priceWithVat(pricing.registrationFeeMinor, plan.amountMinor, pricing);
      return {
        row: buildSupplierRow(plan.id, {
          companyName,
          email: `accounts@${slug}.demo.ae`,
          tradeLicenceNumber: `DED-${700000 + index}`,
          // A Tax Registration Number is the UAE's; about half the UAE suppliers gave theirs.
          trn: country === "UAE" && index % 2 === 0 ? `100${String(700_000_000 + index).padStart(9, "0")}003` : null,
          country,
          city,
          address,
          website: `https://www.${slug}.demo.ae`,
          contactName,
          contactRole,
          phone: `${phonePrefixes[country]} ${String(300_0000 + ((index * 7919) % 699_9999)).replace(/(\d{3})(\d{4})/, "$1 $2")}`,
          productCategories: speciality.categories,
          brands: speciality.brands,
          note: speciality.note,
          yearsInBusiness: 2 + (index % 25),
          userId,
          status,
          suspendedFrom: status === "suspended" ? (story.paid ? "active" : "awaiting_payment") : null,
          rejectionReason:
            status === "rejected" ? "The trade licence uploaded has expired; please upload the renewed licence." : null,
          paymentStatus: story.paid ? "completed" : null,
          paymentDate: story.paidAt,
          paymentAmountMinor: story.paid ? price.totalMinor : null,
          paymentMethod: story.paid ? "stripe" : null,
          paymentId: providerPaymentId,
          subscriptionExpiresAt: story.expiresAt,
          termsAcceptedAt: story.registeredAt,
          createdAt: story.registeredAt,
          updatedAt:
            story.suspendedAt ??
            story.expiredAt ??
            story.paidAt ??
            story.passwordSetAt ??
            story.reviewedAt ??
            story.registeredAt,
        }),
        plan,
        price,
        story,
        index,
        providerPaymentId,
      };
    });

    const accountHolders = batch.filter((entry) => entry.row.userId);
    if (accountHolders.length > 0) {
      await db.insert(users).values(
        accountHolders.map(({ row, story }) => ({
          id: row.userId!,
          email: row.email,
          name: row.contactName,
          role: roles.supplier,
          // Choosing a password from the emailed link proved the address.
          emailVerified: story.passwordSetAt !== null,
          // Suspending disables the sign-in, as the admin's Suspend does.
          banned: story.suspendedAt !== null,
          banReason: story.suspendedAt ? "Suspended" : null,
          createdAt: story.reviewedAt!,
          updatedAt: story.passwordSetAt ?? story.reviewedAt!,
        })),
      );
      const withPassword = accountHolders.filter((entry) => entry.story.passwordSetAt);
      if (withPassword.length > 0) {
        await db.insert(accounts).values(
          withPassword.map(({ row, story }) => ({
            id: randomUUID(),
            accountId: row.userId!,
            providerId: "credential",
            userId: row.userId!,
            password: passwordHash,
            createdAt: story.passwordSetAt!,
            updatedAt: story.passwordSetAt!,
          })),
        );
      }
    }
    const inserted = await db
      .insert(suppliers)
      .values(batch.map((entry) => entry.row))
      .returning({ id: suppliers.id });
    supplierCount += inserted.length;
    const seeded = inserted.map((supplier, position) => ({ id: supplier.id, ...batch[position]! }));

    // The approval email's link, for a few of those approved: the rest get one from their admin page.
    for (const { row } of seeded) {
      if (row.status !== "approved" || setPasswordLinks.length >= 5) continue;
      const token = await issueOneTimeLink(db, { purpose: "set_password", userId: row.userId! }, now);
      setPasswordLinks.push({ email: row.email, url: setPasswordUrl(options.appUrl, token) });
    }

    await db.insert(auditLog).values(
      seeded.flatMap(({ id, row, story, plan, providerPaymentId, index }) =>
        historyOf({ id, email: row.email, status: row.status! }, story, {
          payment: providerPaymentId ?? undefined,
          planLabel: plan.label,
          rejection: row.rejectionReason ?? undefined,
          suspension: suspensionReasons[index % suspensionReasons.length],
        }),
      ),
    );

    // Payments: every paying supplier's registration payment, some after a declined card, and a
    // declined attempt for some of those still awaiting payment.
    const payers = seeded.filter(
      (entry) => entry.story.paid || (entry.row.status === "awaiting_payment" && entry.index % 2 === 0),
    );
    if (payers.length === 0) continue;
    const links = await db
      .insert(paymentLinks)
      .values(
        payers.map(({ id, story }) => {
          const openedAt = story.paidAt ?? new Date(story.passwordSetAt!.getTime() + hour);
          return {
            supplierId: id,
            createdAt: new Date(openedAt.getTime() - 4 * 60_000),
            expiresAt: new Date(openedAt.getTime() + 60_000),
          };
        }),
      )
      .returning({ id: paymentLinks.id });
    const rows = payers.flatMap(({ id, row, plan, price, story, providerPaymentId, index }, position) => {
      const base = {
        supplierId: id,
        linkId: links[position]!.id,
        kind: "registration" as const,
        planId: plan.id,
        planLabel: plan.label,
        planLabelAr: plan.labelAr,
        planYears: plan.years,
        registrationFeeMinor: pricing.registrationFeeMinor,
        planAmountMinor: plan.amountMinor,
        amountMinor: price.totalMinor,
        vatRateBasisPoints: pricing.vatRateBasisPoints,
        vatMinor: price.vatMinor,
        currency: pricing.currency,
        provider: "stripe" as const,
      };
      const declinedAt = new Date(
        (story.paidAt ?? new Date(story.passwordSetAt!.getTime() + hour)).getTime() - 2 * 60_000,
      );
      const declined = {
        ...base,
        providerPaymentId: `pi_demo${randomUUID().replace(/-/g, "").slice(0, 20)}`,
        status: "failed" as const,
        failureMessage: failureMessages[index % failureMessages.length],
        createdAt: declinedAt,
        updatedAt: declinedAt,
      };
      if (!story.paid) return [declined];
      const succeeded = {
        ...base,
        providerPaymentId,
        status: "succeeded" as const,
        fulfilledAt: story.paidAt,
        receiptParties: {
          seller: company,
          billedTo: {
            companyName: row.companyName,
            contactName: row.contactName,
            email: row.email,
            address: row.address,
            city: row.city,
            country: row.country,
            trn: row.trn ?? null,
          },
        },
        createdAt: story.paidAt!,
        updatedAt: story.paidAt!,
      };
      return index % 4 === 0 ? [declined, succeeded] : [succeeded];
    });
    await db.insert(payments).values(rows);
    paymentCount += rows.length;
  }
  await numberInvoicesByDate(db);

  const messages = demoMessages(Math.min(60, Math.max(12, Math.round(options.suppliers / 4))), now);
  await db.insert(contactMessages).values(messages);
  const quoteRequestCount = await seedDemoQuoteRequests(
    db,
    options.quoteRequests ?? Math.min(200, Math.max(12, Math.round(options.suppliers / 4))),
    now,
  );
  return {
    suppliers: supplierCount,
    quoteRequests: quoteRequestCount,
    payments: paymentCount,
    contactMessages: messages.length,
    supplierPassword,
    setPasswordLinks,
  };
}

/**
 * The seeded payments were fulfilled over two years: their tax invoices are numbered in the order
 * they were paid, after any invoice the database already had, and the counter moves on past them.
 */
async function numberInvoicesByDate(db: Executor): Promise<void> {
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by fulfilled_at, id) + (select last_number from invoice_counter) as number
      from payments where invoice_number is null and fulfilled_at is not null
    )
    update payments set invoice_number = numbered.number from numbered where payments.id = numbered.id`);
  await db.execute(
    sql`update invoice_counter set last_number = (select coalesce(max(invoice_number), 0) from payments)`,
  );
}

const enquiries: Array<{
  name: string;
  company: string;
  email: string;
  phone: string;
  country: (typeof gccCountries)[number];
  service: "it-consulting" | "hardware-supply" | "annual-maintenance" | "software-products";
  message: string;
  /** Set for the one written from the Arabic site. */
  language?: "ar";
}> = [
  {
    name: "Layla Haddad",
    company: "Haddad Trading LLC",
    email: "layla.haddad@haddad-trading.ae",
    phone: "+971 50 123 4567",
    country: "UAE",
    service: "hardware-supply",
    message: "We are opening a second showroom in Sharjah and need 25 laptops, a firewall and a support contract.",
  },
  {
    name: "Omar Al-Hashimi",
    company: "Hashimi Contracting",
    email: "omar@hashimi-contracting.com",
    phone: "+966 55 410 2231",
    country: "Saudi Arabia",
    service: "it-consulting",
    message:
      "Our server room in Riyadh overheats in summer; we would like an assessment and a quote for a new rack and cooling.",
  },
  {
    name: "Priya Menon",
    company: "Menon Clinics",
    email: "it@menonclinics.qa",
    phone: "+974 3312 8840",
    country: "Qatar",
    service: "annual-maintenance",
    message:
      "Please quote an annual maintenance contract for 60 desktops and 8 printers across our three clinics in Doha.",
  },
  {
    name: "خالد المنصوري",
    company: "Mansoori Logistics",
    email: "khalid@mansoori-logistics.ae",
    phone: "+971 55 218 7730",
    country: "UAE",
    service: "software-products",
    message: "نحتاج إلى تراخيص Microsoft 365 لأربعين موظفاً ونقل البريد الإلكتروني من خادمنا القديم.",
    language: "ar",
  },
  {
    name: "James Whitfield",
    company: "Whitfield Interiors",
    email: "james@whitfield-interiors.com",
    phone: "+968 9123 4410",
    country: "Oman",
    service: "hardware-supply",
    message:
      "We need meeting-room screens and video bars for four rooms in our new Muscat office, installed before March.",
  },
  {
    name: "Fatima Al Suwaidi",
    company: "Suwaidi Schools",
    email: "f.alsuwaidi@suwaidischools.bh",
    phone: "+973 3655 1902",
    country: "Bahrain",
    service: "it-consulting",
    message: "We would like advice on Wi-Fi for two school buildings in Manama: about 900 students and 120 staff.",
  },
  {
    name: "Abdullah Al Sabah",
    company: "Sabah Retail Group",
    email: "abdullah@sabahretail.com.kw",
    phone: "+965 9900 3121",
    country: "Kuwait",
    service: "hardware-supply",
    message:
      "Please quote 14 point-of-sale terminals with receipt printers and scanners for our new stores in Kuwait City.",
  },
  {
    name: "Sanjay Pillai",
    company: "Pillai Engineering Consultants",
    email: "sanjay@pillai-engineering.ae",
    phone: "+971 4 338 9021",
    country: "UAE",
    service: "annual-maintenance",
    message:
      "Our current support contract ends in January. We have 35 workstations running AutoCAD and a Synology NAS.",
  },
];

function demoMessages(total: number, now: Date) {
  return Array.from({ length: total }, (_, index) => {
    const { language = "en" as const, ...enquiry } = enquiries[index % enquiries.length]!;
    const round = Math.floor(index / enquiries.length);
    return {
      ...buildContactRequest({
        ...enquiry,
        // The same people write again now and then, from their own address.
        email: round === 0 ? enquiry.email : enquiry.email.replace("@", `+${round}@`),
        preferredContact: index % 3 === 0 ? "phone" : index % 3 === 1 ? "whatsapp" : "email",
      }),
      language,
      status: index < 5 ? ("unread" as const) : index % 7 === 0 ? ("archived" as const) : ("read" as const),
      createdAt: new Date(now.getTime() - (index * 0.7 + 0.05) * day),
    };
  });
}
