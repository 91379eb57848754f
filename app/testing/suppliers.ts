import { eq } from "drizzle-orm";
import { choosePasswordWithLink } from "~/auth/accounts.server";
import { supplierDocuments, suppliers } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { approveSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import { latestEmail, tokenIn } from "./emails";
import { buildRegistration } from "./factories";
import { insertPayment } from "./payments";

/** A supplier taken through registration, approval and set password: awaiting payment. */
export async function createSupplierAwaitingPayment(deps: DomainDeps, planId: string, password: string) {
  const registration = buildRegistration(planId);
  await registerSupplier(deps, registration, undefined);
  const [row] = await deps.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
  await approveSupplier(deps, row!.id, { type: "system", label: "Test" });
  const email = await latestEmail(deps.db, "supplier-approved", registration.email);
  await choosePasswordWithLink(deps, { token: tokenIn(email.text, "/set-password"), password });
  return row!;
}

/** An active supplier with one successful payment and a trade licence whose bytes are `licence`. */
export async function createPayingSupplier(deps: DomainDeps, planId: string, password: string, licence = "licence") {
  const { id } = await createSupplierAwaitingPayment(deps, planId, password);
  const [row] = await deps.db
    .update(suppliers)
    .set({ status: "active", subscriptionExpiresAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(suppliers.id, id))
    .returning();
  if (!row?.userId) throw new Error("The supplier has no sign-in.");
  const payment = await insertPayment(deps.db, row);
  await deps.db.insert(supplierDocuments).values({
    supplierId: row.id,
    fileName: `${licence}.pdf`,
    contentType: "application/pdf",
    sizeBytes: licence.length,
    data: Buffer.from(licence),
  });
  return { ...row, userId: row.userId, payment };
}
