import { requireSupplier } from "~/auth/guards.server";
import { fileResponse } from "~/http/file-response.server";
import { getSupplierDocument } from "~/suppliers/review.server";
import type { Route } from "./+types/supplier-document";

/** The signed-in supplier's own trade licence, as we hold it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const document = await getSupplierDocument(context.services.db, supplier.id);
  if (!document) throw new Response("You have not uploaded a trade licence yet.", { status: 404 });
  return fileResponse(document.data, { ...document, disposition: "inline" });
}
