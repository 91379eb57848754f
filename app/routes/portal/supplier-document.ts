import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { requireSupplier } from "~/auth/guards.server";
import { fileResponse } from "~/http/file-response.server";
import { getSupplierDocument } from "~/suppliers/review.server";
import type { Route } from "./+types/supplier-document";

/** The signed-in supplier's own trade licence, as we hold it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const document = await getSupplierDocument(context.services.db, supplier.id);
  if (!document) throw new DomainError(404, ...failure("noTradeLicence"));
  return fileResponse(document.data, { ...document, disposition: "inline" });
}
