import { offeredPlan } from "~/plans/plans.server";
import type { Language } from "~/i18n/languages";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { findUserByEmail } from "~/auth/accounts.server";
import { findUsableLink } from "~/auth/one-time-links.server";
import type { Executor } from "~/db/client.server";
import { supplierDocuments, suppliers } from "~/db/schema";
import { allows } from "./lifecycle";
import { queueEmail, queueEmails } from "~/email/outbox.server";
import {
  newRegistrationEmail,
  registrationAttemptEmail,
  registrationReceivedEmail,
} from "~/email/supplier-templates.server";
import type { DomainDeps } from "~/deps";
import type { CompanyFacts } from "~/settings/company";
import { getCompanyFacts } from "~/settings/settings.server";
import type { Registration } from "./registration-form";

export interface RegistrationDocument {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * Records a supplier registration for review, with its document, audit entry and emails, in one
 * transaction. An email that already belongs to a supplier or a sign-in gets the same outcome for the visitor,
 * and its owner is told by email: the form never reveals who is registered.
 */
export async function registerSupplier(
  deps: DomainDeps,
  registration: Omit<Registration, "acceptTerms" | "document">,
  document: RegistrationDocument | undefined,
  /** The language of the page the supplier registered on. */
  language: Language = "en",
): Promise<void> {
  await offeredPlan(deps.db, registration.planId, "planId");
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: suppliers.id, language: suppliers.language })
      .from(suppliers)
      .where(eq(sql`lower(${suppliers.email})`, registration.email.toLowerCase()));
    if (existing || (await findUserByEmail(tx, registration.email))) {
      // To the address's owner, in the language their account keeps (an admin reads English).
      await queueEmail(tx, deps.jobs, {
        template: "supplier-registration-attempt",
        to: registration.email,
        ...registrationAttemptEmail(company, existing?.language ?? "en", deps.appUrl),
      });
      return;
    }

    const [supplier] = await tx
      .insert(suppliers)
      .values({ ...registration, language, termsAcceptedAt: new Date() })
      .returning({ id: suppliers.id });
    const id = supplier!.id;
    if (document) {
      await tx.insert(supplierDocuments).values({ supplierId: id, ...document, sizeBytes: document.data.byteLength });
    }
    await recordAudit(tx, {
      actor: { type: "visitor", label: registration.email },
      entityType: "supplier",
      entityId: id,
      action: "register",
      to: "pending_review",
    });
    await queueReviewEmails(tx, deps, company, { id, ...registration, language });
  });
}

/** The acknowledgement to the supplier and the notice to the team, for a registration put in review. */
export async function queueReviewEmails(
  tx: Executor,
  deps: DomainDeps,
  company: CompanyFacts,
  supplier: {
    id: string;
    email: string;
    contactName: string;
    companyName: string;
    country: string;
    language: Language;
  },
): Promise<void> {
  await queueEmails(tx, deps.jobs, [
    {
      template: "supplier-registration-received",
      to: supplier.email,
      ...registrationReceivedEmail(company, supplier.language, supplier),
    },
    {
      template: "supplier-registration-review",
      to: company.notificationEmail,
      replyTo: supplier.email,
      ...newRegistrationEmail(company, supplier, `${deps.appUrl}/admin/supplier/${supplier.id}`),
    },
  ]);
}

/** The rejected registration a correction link points to, as the form's starting values. */
export async function findRegistrationToResubmit(db: Executor, token: string) {
  const link = await findUsableLink(db, token, ["resubmit_registration"]);
  if (!link?.supplierId) return undefined;
  const [supplier] = await db.select().from(suppliers).where(eq(suppliers.id, link.supplierId));
  if (!supplier || !allows("resubmit", supplier.status)) return undefined;
  const values = Object.fromEntries(
    resubmittedFields.map((field) => [field, supplier[field] == null ? undefined : formValue(supplier[field])]),
  );
  return { token, reason: supplier.rejectionReason, values };
}

const resubmittedFields = [
  "companyName",
  "tradeLicenceNumber",
  "trn",
  "country",
  "city",
  "address",
  "website",
  "contactName",
  "contactRole",
  "email",
  "phone",
  "productCategories",
  "brands",
  "yearsInBusiness",
  "planId",
  "note",
] as const;

const formValue = (value: unknown): string | string[] => (Array.isArray(value) ? value.map(String) : String(value));
