import { FileText } from "lucide-react";
import { data } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { DashboardSubpage } from "~/components/portal/dashboard-subpage";
import { RegistrationForm } from "~/components/portal/registration-form";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { formatDateTime } from "~/lib/dates";
import { formatFileSize } from "~/lib/file-size";
import { privatePageMeta } from "~/marketing/page-meta";
import { catalogueFor } from "~/i18n/catalogues.server";
import { checkDocument } from "~/suppliers/documents.server";
import { updateSupplierProfile } from "~/suppliers/profile.server";
import { getDocumentDetails } from "~/suppliers/review.server";
import { profileSchema } from "~/suppliers/registration-form";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import type { Route } from "./+types/supplier-profile";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Company profile");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const document = await getDocumentDetails(context.services.db, supplier.id);
  return {
    document: document && {
      fileName: document.fileName,
      size: formatFileSize(document.sizeBytes),
      uploadedAt: document.uploadedAt.toISOString(),
    },
    values: {
      companyName: supplier.companyName,
      tradeLicenceNumber: supplier.tradeLicenceNumber,
      trn: supplier.trn ?? "",
      country: supplier.country,
      city: supplier.city,
      address: supplier.address,
      website: supplier.website ?? "",
      contactName: supplier.contactName,
      contactRole: supplier.contactRole,
      email: supplier.email,
      phone: supplier.phone,
      productCategories: supplier.productCategories,
      brands: supplier.brands,
      yearsInBusiness: String(supplier.yearsInBusiness),
      note: supplier.note ?? "",
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, supplier } = await requireSupplier(request, context);
  const formData = await readFormData(request, MAX_DOCUMENT_BYTES + 256 * 1024);
  // The supplier portal is in English until its own pages are translated.
  const messages = catalogueFor("en").supplierRegistration.errors;
  const submission = parseForm(formData, profileSchema(messages));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { document: file, ...changes } = submission.value;
  const document = file ? await checkDocument(file) : undefined;
  if (document && !document.ok) {
    return data(submission.reply({ fieldErrors: { document: [messages.documentType] } }), { status: 400 });
  }
  const changed = await updateSupplierProfile(
    context.services.db,
    supplier.id,
    { type: "supplier", id: user.id, label: user.email },
    changes,
    document,
  );
  return data({
    ...submission.reply(),
    saved: changed.length === 0 ? "Nothing had changed." : `Saved: ${changed.join(", ")}.`,
  });
}

export default function SupplierProfile({ loaderData, actionData }: Route.ComponentProps) {
  const saved = actionData && "saved" in actionData ? String(actionData.saved) : null;
  return (
    <DashboardSubpage title="Your company details" saved={saved}>
      <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm text-slate-600">
          Our team sees every change. To change the email address you sign in with, please email us from it.
        </p>
        <div className="mt-4 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
          <FileText aria-hidden className="size-5 shrink-0 text-slate-500" />
          {loaderData.document ? (
            <>
              <span className="text-slate-700">
                Trade licence on file:{" "}
                <a
                  href="/supplier-dashboard/document"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  <span dir="auto">{loaderData.document.fileName}</span>
                </a>
              </span>
              <span className="text-slate-500">
                {loaderData.document.size}, uploaded {formatDateTime(loaderData.document.uploadedAt)}
              </span>
            </>
          ) : (
            <span className="text-slate-700">We do not hold a trade licence for you yet. Please upload it below.</span>
          )}
        </div>
        <RegistrationForm plans={[]} registrationFee="" profile={loaderData.values} lastResult={actionData} />
      </div>
    </DashboardSubpage>
  );
}
