import { requireAdmin } from "~/auth/guards.server";
import { fileResponse } from "~/http/file-response.server";
import { isUuid } from "~/lib/ids";
import { getSupplierDocument } from "~/suppliers/review.server";
import type { Route } from "./+types/supplier-document";
import { DomainError } from "~/lib/errors";

/** The supplier's trade licence, shown in the browser; its type was checked by content on upload. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const document = isUuid(params.id) ? await getSupplierDocument(context.services.db, params.id) : undefined;
  if (!document) throw new DomainError(404, "This supplier has not uploaded a document.");
  return fileResponse(document.data, { ...document, disposition: "inline" });
}
