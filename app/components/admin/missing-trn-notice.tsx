import { Link } from "react-router";

/** Said where an admin will see it: suppliers' tax invoices go out without the company's TRN. */
export function MissingTrnNotice() {
  return (
    <p role="note" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Suppliers&apos; tax invoices are printed without the company&apos;s TRN, which every UAE tax invoice must carry.
      Enter it in{" "}
      <Link to="/admin/settings" className="font-semibold underline">
        Settings, company details
      </Link>
      .
    </p>
  );
}
