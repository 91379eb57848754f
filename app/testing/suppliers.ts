import { eq } from "drizzle-orm";
import { choosePasswordWithLink } from "~/auth/accounts.server";
import { suppliers } from "~/db/schema";
import type { DomainDeps } from "~/services.server";
import { approveSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import { latestEmail, tokenIn } from "./emails";
import { buildRegistration } from "./factories";

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
