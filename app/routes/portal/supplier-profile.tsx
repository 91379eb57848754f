import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { RegistrationForm } from "~/components/portal/registration-form";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/lib/meta";
import { checkDocument } from "~/suppliers/documents.server";
import { updateSupplierProfile } from "~/suppliers/profile.server";
import { profileSchema } from "~/suppliers/registration-form";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import type { Route } from "./+types/supplier-profile";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Company profile");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  return {
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
  const submission = parseForm(formData, profileSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { document: file, ...changes } = submission.value;
  const document = file ? await checkDocument(file) : undefined;
  if (document && !document.ok) {
    return data(submission.reply({ fieldErrors: { document: [document.message] } }), { status: 400 });
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
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] px-4 pt-28 pb-20 text-white sm:px-6">
        <div className="mx-auto max-w-3xl">
          <Link
            to="/supplier-dashboard"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> Supplier dashboard
          </Link>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">Your company details</h1>
        </div>
      </div>
      <div className="mx-auto -mt-10 max-w-3xl rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        {saved ? (
          <p role="status" className="mb-6 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
            {saved}
          </p>
        ) : null}
        <p className="mb-6 text-sm text-slate-600">
          Our team sees every change. To change the email address you sign in with, please email us from it.
        </p>
        <RegistrationForm plans={[]} registrationFee="" profile={loaderData.values} lastResult={actionData} />
      </div>
    </section>
  );
}
