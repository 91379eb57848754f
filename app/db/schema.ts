import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CompanyFacts } from "./documents";
import { languages } from "../i18n/languages";
import { quotationOutcomes, quoteRequestStatuses, supplierStatuses, warrantyServices } from "./enums";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// Identity tables, in the shape better-auth's Drizzle adapter expects (with its admin plugin's
// role and ban fields). Roles: "admin" or "supplier".
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    /** better-auth's two-factor plugin: an authenticator app has been confirmed. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_lower_email_idx").on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    /** How the session was opened (signInMethods); null for sessions from before it was recorded. */
    signInMethod: text("sign_in_method"),
    /** When its owner last proved who they are (sign-in or step-up); sensitive changes need it recent. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** better-auth's two-factor plugin: one authenticator app per account, secret and backup codes encrypted. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** False until the first code from the app is confirmed. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factors_user_id_idx").on(table.userId)],
);

/** better-auth's passkey plugin: the WebAuthn credentials an account signs in with. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password hash (better-auth's scrypt format) for the "credential" provider. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const oneTimeLinkPurposes = ["set_password", "reset_password", "resubmit_registration"] as const;
export type OneTimeLinkPurpose = (typeof oneTimeLinkPurposes)[number];

/**
 * Single-use links sent by email. Only a hash of the token is stored, so a copy of the database
 * cannot be used to take over an account.
 */
export const oneTimeLinks = pgTable(
  "one_time_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: oneTimeLinkPurposes }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("one_time_links_user_idx").on(table.userId),
    index("one_time_links_supplier_idx").on(table.supplierId),
  ],
);

/** Key-value settings the admin edits (company facts and the like); values are validated on read. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    company: text("company"),
    email: text("email").notNull(),
    phone: text("phone"),
    country: text("country").notNull(),
    service: text("service").notNull(),
    preferredContact: text("preferred_contact").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from: the team answers in it. */
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: ["unread", "read", "archived"] })
      .notNull()
      .default("unread"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  // The status index serves the admin menu's unread badge, read on every admin page, and the inbox's filter.
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_status_idx").on(table.status),
  ],
);

/**
 * Every email the product sends: the outbox the worker delivers from and the log admins read.
 * Subject and bodies are rendered when queued, so a resend sends exactly what was logged.
 */
export const emails = pgTable(
  "emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    template: text("template").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    transport: text("transport"),
    /** Files sent with it (`storedFiles` ids), such as a customer quotation's PDF. */
    attachmentIds: jsonb("attachment_ids").$type<string[]>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("emails_created_at_idx").on(table.createdAt),
    index("emails_status_idx").on(table.status),
    // A supplier's own notifications on the dashboard.
    index("emails_to_address_idx").on(table.toAddress, table.createdAt),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * Browsers that have signed in to an account (docs/decisions/0012): their wrong passwords are
 * counted on their own, apart from the network address they come from. The browser is named by the
 * SHA-256 of the random id in its signed cookie, never the id itself.
 */
export const knownBrowsers = pgTable(
  "known_browsers",
  {
    browserHash: text("browser_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstSignedInAt: timestamp("first_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.browserHash, table.userId] }),
    index("known_browsers_user_id_idx").on(table.userId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** The subscription plans suppliers choose from; a plan in use is retired, never deleted. */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  label: text("label").notNull().unique(),
  /** The name Arabic pages show; the English label where none is given. */
  labelAr: text("label_ar"),
  years: integer("years").notNull(),
  /** In minor units of the currency in settings (paise for INR). */
  amountMinor: integer("amount_minor").notNull(),
  position: integer("position").notNull().default(0),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The supplier's sign-in identity, once it has one (after approval). */
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: supplierStatuses }).notNull().default("pending_review"),
    /** The state a suspended supplier returns to when reactivated. */
    suspendedFrom: text("suspended_from", { enum: supplierStatuses }),
    companyName: text("company_name").notNull(),
    tradeLicenceNumber: text("trade_licence_number").notNull(),
    trn: text("trn"),
    country: text("country").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    website: text("website"),
    contactName: text("contact_name").notNull(),
    contactRole: text("contact_role").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    productCategories: jsonb("product_categories").$type<string[]>().notNull(),
    brands: text("brands").notNull(),
    yearsInBusiness: integer("years_in_business").notNull(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    note: text("note"),
    /** The language of the page the supplier registered on (docs/i18n.md says what is translated). */
    language: text("language", { enum: languages }).notNull().default("en"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    rejectionReason: text("rejection_reason"),
    paymentStatus: text("payment_status", { enum: ["completed"] }),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    paymentAmountMinor: integer("payment_amount_minor"),
    paymentMethod: text("payment_method"),
    paymentId: text("payment_id"),
    subscriptionExpiresAt: timestamp("subscription_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the admin's supplier search looks in: company, email and trade licence, lower-cased. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(company_name || ' ' || email || ' ' || trade_licence_number)`,
    ),
  },
  (table) => [
    uniqueIndex("suppliers_email_idx").on(sql`lower(${table.email})`),
    index("suppliers_status_idx").on(table.status),
    index("suppliers_created_at_idx").on(table.createdAt),
    // Substring search over company, email and trade licence (the admin's supplier list).
    index("suppliers_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Trade-licence documents, kept in the database so every server instance can serve them. */
export const supplierDocuments = pgTable(
  "supplier_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("supplier_documents_supplier_idx").on(table.supplierId)],
);

/** A payment window on /payment-required: issued by the server, usable until it expires. */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("payment_links_supplier_idx").on(table.supplierId, table.expiresAt)],
);

export const paymentStatuses = ["processing", "requires_action", "succeeded", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Who a receipt is from and to, as they stood when the payment was fulfilled: a receipt never changes. */
export interface ReceiptParties {
  /** Copies kept before the company had a TRN setting have none. */
  seller: Omit<CompanyFacts, "trn"> & { trn?: string };
  billedTo: {
    companyName: string;
    contactName: string;
    email: string;
    address: string;
    city: string;
    country: string;
    trn: string | null;
  };
}

/** Every payment attempt, with the prices the server computed for it. Amounts in minor units. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["registration", "renewal"] }).notNull(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => paymentLinks.id),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    planLabel: text("plan_label").notNull(),
    /** The plan's Arabic name when it was paid for, if it had one. */
    planLabelAr: text("plan_label_ar"),
    planYears: integer("plan_years").notNull(),
    registrationFeeMinor: integer("registration_fee_minor").notNull(),
    planAmountMinor: integer("plan_amount_minor").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider", { enum: ["sandbox", "stripe"] }).notNull(),
    providerPaymentId: text("provider_payment_id").unique(),
    status: text("status", { enum: paymentStatuses }).notNull().default("processing"),
    failureMessage: text("failure_message"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** Set when the payment is fulfilled; payments fulfilled before it existed have none. */
    receiptParties: jsonb("receipt_parties").$type<ReceiptParties>(),
    /** The VAT rate the price was computed with, in hundredths of a percent (500 is 5 %). */
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    /** The VAT within `amountMinor` (prices include VAT) or added to reach it (prices exclude VAT). */
    vatMinor: integer("vat_minor").notNull(),
    /** The tax invoice's number, given when the payment is fulfilled (`allocateInvoiceNumber`). */
    invoiceNumber: integer("invoice_number").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("payments_supplier_idx").on(table.supplierId, table.createdAt),
    index("payments_created_at_idx").on(table.createdAt),
    // One payment in flight per supplier, and one successful payment per link: a double click or
    // twenty tabs cannot charge twice.
    uniqueIndex("payments_one_in_flight_idx")
      .on(table.supplierId)
      .where(sql`status in ('processing', 'requires_action')`),
    uniqueIndex("payments_one_per_link_idx")
      .on(table.linkId)
      .where(sql`status in ('processing', 'requires_action', 'succeeded')`),
  ],
);

/**
 * One row: the last tax invoice number given. UAE tax invoices are numbered without gaps, so the
 * number is taken under this row's lock inside the fulfilment's transaction, not from a sequence
 * (a sequence skips the numbers of rolled-back transactions).
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  () => [check("invoice_counter_one_row", sql`id = 1`)],
);

/** The sandbox payment provider's 3-D Secure answers (test mode only). */
export const sandboxChallenges = pgTable("sandbox_challenges", {
  providerPaymentId: text("provider_payment_id").primaryKey(),
  answer: text("answer", { enum: ["completed", "failed"] }).notNull(),
  answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already handled: each event is acted on once, however often it is delivered. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  providerPaymentId: text("provider_payment_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Renewal reminders already sent, so each (subscription period, days before expiry) is sent once. */
export const subscriptionReminders = pgTable(
  "subscription_reminders",
  {
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.expiresAt, table.daysBefore] })],
);

/**
 * Files people send with a quote request or a quotation, and the customer quotations made from
 * them: kept in the database, so every server instance can serve them.
 */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  data: bytea("data").notNull(),
  createdAt: createdAt(),
});

/** Quote requests' numbers: gaps (a rolled-back request) do not matter, unlike tax invoices'. */
export const quoteRequestNumber = pgSequence("quote_request_number", { startWith: 1 });

/** What a buyer wants quoted, with who they are: never shown to suppliers. Amounts in minor units of AED. */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Q-2026-00042: the year it was sent and its number (`quoteReference`). */
    number: integer("number")
      .notNull()
      .unique()
      .default(sql`nextval('quote_request_number')`),
    status: text("status", { enum: quoteRequestStatuses }).notNull().default("new"),
    language: text("language", { enum: languages }).notNull(),
    company: text("company").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    deliveryCity: text("delivery_city").notNull(),
    neededBy: text("needed_by").notNull(),
    budgetMinor: integer("budget_minor"),
    notes: text("notes"),
    attachmentId: uuid("attachment_id").references(() => storedFiles.id),
    /** Supplier categories (registration's product categories) the request is sourced in. */
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    /** Quotations are accepted until then; set when the first suppliers are invited. */
    deadline: timestamp("deadline", { withTimezone: true }),
    /** When the deadline job closed the request for quotations and told the team. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    marginBasisPoints: integer("margin_basis_points"),
    vatRateBasisPoints: integer("vat_rate_basis_points"),
    customerQuotationId: uuid("customer_quotation_id").references(() => storedFiles.id),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the admin's search looks in: company, contact, email and number, lower-cased. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(company || ' ' || contact_name || ' ' || email || ' q-' || number::text)`,
    ),
  },
  (table) => [
    index("quote_requests_status_idx").on(table.status, table.createdAt),
    index("quote_requests_created_at_idx").on(table.createdAt),
    index("quote_requests_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("quote_requests_deadline_idx")
      .on(table.deadline)
      .where(sql`closed_at is null`),
  ],
);

/** The lines of a request: a catalogue item or hardware range (`item`, e.g. "hardware:laptops"), a quantity, notes. */
export const quoteRequestLines = pgTable(
  "quote_request_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    item: text("item").notNull(),
    quantity: integer("quantity").notNull(),
    notes: text("notes"),
    /** The quotation whose price this line was awarded at. */
    awardedQuotationId: uuid("awarded_quotation_id"),
    /** What the customer is quoted per unit, in AED minor units (cost plus margin). */
    customerUnitPriceMinor: integer("customer_unit_price_minor"),
  },
  (table) => [uniqueIndex("quote_request_lines_position_idx").on(table.requestId, table.position)],
);

/** A supplier asked to quote on a request. */
export const quoteInvitations = pgTable(
  "quote_invitations",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    outcome: text("outcome", { enum: quotationOutcomes }),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.supplierId] }),
    index("quote_invitations_supplier_idx").on(table.supplierId, table.invitedAt),
  ],
);

/** An invited supplier's answer, revised in place until the deadline. Prices in minor units of `currency`. */
export const quotations = pgTable(
  "quotations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    leadTimeDays: integer("lead_time_days").notNull(),
    validUntil: text("valid_until").notNull(),
    /**
     * The warranty (app/quotes/warranty.ts): months (0 for none) and who services it, chosen from
     * lists. A quotation sent before they were chosen has none: `warranty` keeps its supplier's words.
     */
    warrantyMonths: integer("warranty_months"),
    warrantyService: text("warranty_service", { enum: warrantyServices }),
    warranty: text("warranty"),
    notes: text("notes"),
    attachmentId: uuid("attachment_id").references(() => storedFiles.id),
    revision: integer("revision").notNull().default(1),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    revisedAt: timestamp("revised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quotations_request_supplier_idx").on(table.requestId, table.supplierId),
    index("quotations_supplier_idx").on(table.supplierId),
  ],
);

/** A quotation's price for one line of the request; a line the supplier cannot supply has none. */
export const quotationLines = pgTable(
  "quotation_lines",
  {
    quotationId: uuid("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => quoteRequestLines.id, { onDelete: "cascade" }),
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.quotationId, table.lineId] })],
);

/** Who did what to which record, when, from which state to which. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorType: text("actor_type", { enum: ["admin", "supplier", "visitor", "system"] }).notNull(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    fromState: text("from_state"),
    toState: text("to_state"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId, table.createdAt),
    index("audit_log_created_at_idx").on(table.createdAt),
  ],
);

export const schema = {
  settings,
  contactMessages,
  emails,
  rateLimits,
  knownBrowsers,
  users,
  sessions,
  accounts,
  verifications,
  oneTimeLinks,
  plans,
  suppliers,
  supplierDocuments,
  paymentLinks,
  payments,
  invoiceCounter,
  sandboxChallenges,
  subscriptionReminders,
  auditLog,
  storedFiles,
  quoteRequests,
  quoteRequestLines,
  quoteInvitations,
  quotations,
  quotationLines,
};
