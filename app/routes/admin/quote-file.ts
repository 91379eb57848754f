import { requireAdmin } from "~/auth/guards.server";
import { isUuid } from "~/lib/ids";
import { storedFileResponse } from "~/quotes/quote-files.server";
import { fileOfRequest, getQuoteRequestFile } from "~/quotes/sourcing.server";
import type { Route } from "./+types/quote-file";
import { DomainError } from "~/lib/errors";

// GET /admin/quotes/{id}/files/{fileId}: the buyer's bill of materials, a supplier's quotation PDF
// or the customer quotation, each only through the request it belongs to.

const notFound = () => new DomainError(404, "There is no such file on this quote request.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const file = isUuid(params.id) && isUuid(params.fileId) ? await getQuoteRequestFile(db, params.id) : undefined;
  if (!file || !fileOfRequest(file, params.fileId)) throw notFound();
  const response = await storedFileResponse(db, params.fileId);
  if (!response) throw notFound();
  return response;
}
