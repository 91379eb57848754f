import { requireAdmin } from "~/auth/guards.server";
import { isUuid } from "~/lib/ids";
import { getSupplierDocument } from "~/suppliers/review.server";
import type { Route } from "./+types/supplier-document";

/** The supplier's trade licence, shown in the browser; its type was checked by content on upload. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const document = isUuid(params.id) ? await getSupplierDocument(context.services.db, params.id) : undefined;
  if (!document) throw new Response("This supplier has not uploaded a document.", { status: 404 });
  return new Response(Buffer.from(document.data), {
    headers: {
      "Content-Type": document.contentType,
      "Content-Length": String(document.sizeBytes),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
