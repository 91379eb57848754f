import { dubaiDate } from "~/lib/dates";
import { offeredPlan } from "~/plans/plans.server";
import { eq } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import {
  createUser,
  EmailInUseError,
  findUserByEmail,
  LinkUnusableError,
  setPasswordUrl,
} from "~/auth/accounts.server";
import { roles } from "~/auth/auth.server";
import { consumeLink, issueOneTimeLink } from "~/auth/one-time-links.server";
import { sessions, supplierDocuments, suppliers, users } from "~/db/schema";
import {
  subscriptionExpiredEmail,
  supplierApprovedEmail,
  supplierReactivatedEmail,
  supplierRejectedEmail,
  supplierSuspendedEmail,
} from "~/email/account-templates.server";
import { linkInLanguage } from "~/email/layout.server";
import { queueEmail } from "~/email/outbox.server";
import type { DomainDeps } from "~/deps";
import { getCompanyFacts } from "~/settings/settings.server";
import { allows, extendedEnd } from "./lifecycle";
import { queueReviewEmails, type RegistrationDocument } from "./registration.server";
import { SupplierNotFoundError, transition } from "./transition.server";
import type { Registration } from "./registration-form";
import { DomainError } from "~/lib/errors";

// Each transition of the supplier lifecycle (DESIGN.md §5): the state change, its audit entry and
// its email in one transaction. A transition from a state it is not drawn from throws
// TransitionNotAllowedError (409) and changes nothing.

const system: Actor = { type: "system", label: "System" };

/** Approves a registration: creates the supplier's sign-in and emails a 72-hour set-password link. */
export async function approveSupplier(deps: DomainDeps, supplierId: string, actor: Actor): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "approve", actor);
    if (await findUserByEmail(tx, supplier.email)) throw new EmailInUseError();
    const userId = await createUser(tx, { email: supplier.email, name: supplier.contactName, role: roles.supplier });
    await tx.update(suppliers).set({ userId }).where(eq(suppliers.id, supplierId));
    const token = await issueOneTimeLink(tx, { purpose: "set_password", userId });
    await queueEmail(tx, deps.jobs, {
      template: "supplier-approved",
      to: supplier.email,
      ...supplierApprovedEmail(
        company,
        supplier.language,
        supplier,
        setPasswordUrl(deps.appUrl, token, supplier.language),
      ),
    });
  });
}

/** Rejects a registration with a reason, emailed with a 30-day link to correct and resubmit it. */
export async function rejectSupplier(
  deps: DomainDeps,
  supplierId: string,
  actor: Actor,
  reason: string,
): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "reject", actor, {
      note: reason,
      set: { rejectionReason: reason },
    });
    const token = await issueOneTimeLink(tx, { purpose: "resubmit_registration", supplierId });
    await queueEmail(tx, deps.jobs, {
      template: "supplier-rejected",
      to: supplier.email,
      ...supplierRejectedEmail(
        company,
        supplier.language,
        supplier,
        reason,
        linkInLanguage(deps.appUrl, `/SupplierRegistration?resubmit=${token}`, supplier.language),
      ),
    });
  });
}

/**
 * Replaces a rejected registration with its corrected version and puts it back in review. The
 * email address stays the one the link was sent to. A link that cannot be used is refused (410).
 */
export async function resubmitRegistration(
  deps: DomainDeps,
  token: string,
  registration: Omit<Registration, "acceptTerms" | "document" | "email">,
  document: RegistrationDocument | undefined,
): Promise<void> {
  await offeredPlan(deps.db, registration.planId, "planId");
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, token, ["resubmit_registration"]);
    if (!link?.supplierId) throw new LinkUnusableError();
    const [current] = await tx
      .select({ email: suppliers.email, status: suppliers.status })
      .from(suppliers)
      .where(eq(suppliers.id, link.supplierId));
    // The registration has moved on since the link was sent (an admin acted): the link is spent.
    if (!current || !allows("resubmit", current.status)) throw new LinkUnusableError();
    const actor: Actor = { type: "visitor", label: current?.email ?? "Website visitor" };
    const { supplier } = await transition(tx, link.supplierId, "resubmit", actor, {
      set: { ...registration, rejectionReason: null, termsAcceptedAt: new Date() },
    });
    if (document) {
      await tx.delete(supplierDocuments).where(eq(supplierDocuments.supplierId, supplier.id));
      await tx
        .insert(supplierDocuments)
        .values({ supplierId: supplier.id, ...document, sizeBytes: document.data.byteLength });
    }
    await queueReviewEmails(tx, deps, company, supplier);
  });
}

/** Suspends a supplier from any state: its sign-in is disabled and every session ends at once. */
export async function suspendSupplier(
  deps: DomainDeps,
  supplierId: string,
  actor: Actor,
  note?: string,
): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "suspend", actor, { note });
    if (supplier.userId) {
      await tx
        .update(users)
        .set({ banned: true, banReason: note ?? "Suspended" })
        .where(eq(users.id, supplier.userId));
      await tx.delete(sessions).where(eq(sessions.userId, supplier.userId));
    }
    await queueEmail(tx, deps.jobs, {
      template: "supplier-suspended",
      to: supplier.email,
      ...supplierSuspendedEmail(company, supplier.language, supplier, note),
    });
  });
}

/** Lifts a suspension: the supplier returns to the state it was suspended from. */
export async function reactivateSupplier(
  deps: DomainDeps,
  supplierId: string,
  actor: Actor,
  note?: string,
): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "reactivate", actor, { note, set: { suspendedFrom: null } });
    if (supplier.userId) {
      await tx.update(users).set({ banned: false, banReason: null }).where(eq(users.id, supplier.userId));
    }
    await queueEmail(tx, deps.jobs, {
      template: "supplier-reactivated",
      to: supplier.email,
      ...supplierReactivatedEmail(
        company,
        supplier.language,
        supplier,
        linkInLanguage(deps.appUrl, "/supplier-login", supplier.language),
      ),
    });
  });
}

/** Ends an active subscription whose expiry date has passed. */
export async function expireSubscription(deps: DomainDeps, supplierId: string): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "expire", system);
    await queueEmail(tx, deps.jobs, {
      template: "subscription-expired",
      to: supplier.email,
      ...subscriptionExpiredEmail(
        company,
        supplier.language,
        supplier,
        linkInLanguage(deps.appUrl, "/supplier-login", supplier.language),
      ),
    });
  });
}

/** Extends a subscription by hand by `months` from the later of today and its current end, with a note why. */
export async function extendSubscription(
  deps: DomainDeps,
  supplierId: string,
  actor: Actor,
  change: { months: number; note: string },
  now = new Date(),
): Promise<Date> {
  return deps.db.transaction(async (tx) => {
    const { supplier } = await transition(tx, supplierId, "extend", actor, {
      set: (current) => ({ subscriptionExpiresAt: extendedEnd(current.subscriptionExpiresAt, change.months, now) }),
      note: ({ subscriptionExpiresAt }) =>
        `Extended by ${change.months} month${change.months === 1 ? "" : "s"} to ${dubaiDate(subscriptionExpiresAt!)}: ${change.note}`,
    });
    return supplier.subscriptionExpiresAt!;
  });
}

/**
 * Sends an approved supplier who has not set a password yet a new set-password link (the old
 * ones stop working). Recorded in the audit trail.
 */
export async function resendSetPasswordLink(deps: DomainDeps, supplierId: string, actor: Actor): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for("update");
    if (!supplier) throw new SupplierNotFoundError();
    if (!allows("setPassword", supplier.status) || !supplier.userId) throw new PasswordAlreadySetError();
    const token = await issueOneTimeLink(tx, { purpose: "set_password", userId: supplier.userId });
    await queueEmail(tx, deps.jobs, {
      template: "supplier-approved",
      to: supplier.email,
      ...supplierApprovedEmail(
        company,
        supplier.language,
        supplier,
        setPasswordUrl(deps.appUrl, token, supplier.language),
      ),
    });
    await recordAudit(tx, {
      actor,
      entityType: "supplier",
      entityId: supplierId,
      action: "resendSetPasswordLink",
      from: supplier.status,
      to: supplier.status,
      note: `New set-password link emailed to ${supplier.email}`,
    });
  });
}

/** Only a supplier approved and still without a password gets a set-password link (HTTP 409). */
export class PasswordAlreadySetError extends DomainError {
  constructor() {
    super(
      409,
      "A set-password link is only sent to an approved supplier who has not set a password yet. A supplier with a password can use “Forgot password?” on the sign-in page.",
    );
  }
}
