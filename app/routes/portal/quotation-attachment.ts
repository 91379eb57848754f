import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { requireSupplier } from "~/auth/guards.server";
import { findQuotationAttachment } from "~/quotes/opportunities.server";
import { storedFileResponse } from "~/quotes/quote-files.server";
import type { Route } from "./+types/quotation-attachment";

/** The PDF the signed-in supplier sent with their own quotation on a request; nobody else's. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const { db } = context.services;
  const fileId = await findQuotationAttachment(db, supplier.id, params.id);
  const file = fileId ? await storedFileResponse(db, fileId) : undefined;
  if (!file) throw new DomainError(404, ...failure("noQuotationPdf"));
  return file;
}
