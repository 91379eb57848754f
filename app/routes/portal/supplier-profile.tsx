import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { DashboardSubpage } from "~/components/portal/dashboard-subpage";
import { RegistrationForm } from "~/components/portal/registration-form";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, localeOf, pathInLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatDateTime } from "~/lib/dates";
import { formatFileSize } from "~/lib/file-size";
import { privatePageMeta } from "~/marketing/page-meta";
import { checkDocument } from "~/suppliers/documents.server";
import { changedFieldNames, isProfileField, updateSupplierProfile } from "~/suppliers/profile.server";
import { getDocumentDetails } from "~/suppliers/review.server";
import { profileSchema } from "~/suppliers/registration-form";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import type { Route } from "./+types/supplier-profile";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const document = await getDocumentDetails(context.services.db, supplier.id);
  const language = languageOfRequest(request);
  const saved = (new URL(request.url).searchParams.get("saved") ?? "").split(",").filter(isProfileField);
  return {
    title: translatorFor(language, "portal")("profile.title"),
    // Saving a new language moves the page into it, with the notice of what was saved.
    saved: saved.length > 0 ? changedFieldNames(saved, language) : null,
    document: document && {
      fileName: document.fileName,
      size: formatFileSize(document.sizeBytes, translatorFor(language, "shell")),
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
      language: supplier.language,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, supplier } = await requireSupplier(request, context);
  const language = languageOfRequest(request);
  const formData = await readFormData(request, MAX_DOCUMENT_BYTES + 256 * 1024);
  const messages = catalogueFor(language).supplierRegistration.errors;
  const submission = parseForm(formData, profileSchema(messages));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { document: file, ...changes } = submission.value;
  const document = file ? await checkDocument(file) : undefined;
  if (document && !document.ok) {
    return data(submission.reply({ fieldErrors: { document: [messages.documentType] } }), { status: 400 });
  }
  return withFormErrors(
    context,
    submission,
    async () => {
      const changed = await updateSupplierProfile(
        context.services.db,
        supplier.id,
        { type: "supplier", id: user.id, label: user.email },
        changes,
        document,
      );
      // A new language: the portal follows it, as the emails and invoices will.
      if (changed.includes("language") && changes.language !== language) {
        return redirect(
          `${pathInLanguage("/supplier-dashboard/profile", changes.language)}?saved=${changed.join(",")}`,
        );
      }
      const t = translatorFor(language, "portal");
      return data({
        ...submission.reply(),
        saved:
          changed.length === 0
            ? t("profile.nothingChanged")
            : t("profile.saved", { fields: changedFieldNames(changed, language) }),
      });
    },
    { language },
  );
}

export default function SupplierProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const locale = localeOf[useLanguage()].intl;
  const savedNow = actionData && "saved" in actionData ? String(actionData.saved) : null;
  const saved = savedNow ?? (loaderData.saved ? t("profile.saved", { fields: loaderData.saved }) : null);
  return (
    <DashboardSubpage title={t("profile.title")} saved={saved}>
      <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="text-sm text-slate-600">{t("profile.intro")}</p>
        <div className="mt-4 mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
          <FileText aria-hidden className="size-5 shrink-0 text-slate-500" />
          {loaderData.document ? (
            <>
              <span className="text-slate-700">
                {t("profile.licenceOnFile")}{" "}
                <a
                  href="/supplier-dashboard/document"
                  target="_blank"
                  className="font-semibold text-brand-700 underline"
                >
                  <bdi>{loaderData.document.fileName}</bdi>
                </a>
              </span>
              <span className="text-slate-500">
                {t("profile.uploaded", {
                  size: loaderData.document.size,
                  date: formatDateTime(loaderData.document.uploadedAt, locale),
                })}
              </span>
            </>
          ) : (
            <span className="text-slate-700">{t("profile.noLicence")}</span>
          )}
        </div>
        <RegistrationForm plans={[]} registrationFee="" profile={loaderData.values} lastResult={actionData} />
      </div>
    </DashboardSubpage>
  );
}
