import { eq, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import type { Db } from "~/db/client.server";
import { supplierDocuments, suppliers } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import {
  newRegistrationEmail,
  registrationAttemptEmail,
  registrationReceivedEmail,
} from "~/email/supplier-templates.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import { getCompanyFacts } from "~/settings/settings.server";
import type { Registration } from "./registration-form";

export interface RegistrationDocument {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

/**
 * Records a supplier registration for review, with its document, audit entry and emails, in one
 * transaction. An email that already belongs to a supplier gets the same outcome for the visitor,
 * and its owner is told by email: the form never reveals who is registered.
 */
export async function registerSupplier(
  deps: { db: Db; jobs: JobQueue; appUrl: string },
  registration: Omit<Registration, "acceptTerms" | "document" | "nickname">,
  document: RegistrationDocument | undefined,
): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(sql`lower(${suppliers.email})`, registration.email.toLowerCase()));
    if (existing) {
      await queueEmail(tx, deps.jobs, {
        template: "supplier-registration-attempt",
        to: registration.email,
        ...registrationAttemptEmail(company, deps.appUrl),
      });
      return;
    }

    const [supplier] = await tx
      .insert(suppliers)
      .values({ ...registration, termsAcceptedAt: new Date() })
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
    await queueEmail(tx, deps.jobs, {
      template: "supplier-registration-received",
      to: registration.email,
      ...registrationReceivedEmail(company, registration),
    });
    await queueEmail(tx, deps.jobs, {
      template: "supplier-registration-review",
      to: company.notificationEmail,
      replyTo: registration.email,
      ...newRegistrationEmail(company, registration, `${deps.appUrl}/admin/supplier/${id}`),
    });
  });
}
