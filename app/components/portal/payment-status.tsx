import { FileDown } from "lucide-react";
import { paymentStatusLabels } from "~/admin/list-labels";
import { invoiceNumberText } from "~/payments/tax";

const colours: Record<string, string> = {
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  processing: "bg-amber-100 text-amber-900",
  requires_action: "bg-sky-100 text-sky-900",
};

/** A payment's state as admins and suppliers read it; `label` in the page's language where it is not English. */
export function PaymentStatus({ status, label }: { status: string; label?: string }) {
  const english = paymentStatusLabels[status as keyof typeof paymentStatusLabels] ?? status;
  const colour = colours[status] ?? "bg-slate-100 text-slate-800";
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>
      {label ?? english}
    </span>
  );
}

/**
 * The download link of a fulfilled payment's tax invoice (PDF); nothing while the payment has no
 * invoice yet. `about` says which payment, for screen readers: "registration payment of ₹4,100".
 */
export function InvoiceLink({
  href,
  invoiceNumber,
  about,
  label = (number) => `Tax invoice ${number}`,
  separator = ", ",
}: {
  href: string;
  invoiceNumber: number | null;
  about: string;
  /** The link's words for an invoice number, in the page's language. */
  label?: (number: string) => string;
  /** Between the link's words and `about`, as the page's language writes a comma. */
  separator?: string;
}) {
  if (invoiceNumber === null) return null;
  const invoice = label(invoiceNumberText(invoiceNumber));
  return (
    <a
      href={href}
      download
      aria-label={`${invoice}${separator}${about}`}
      className="mt-1 flex w-fit items-center gap-1 text-xs font-semibold whitespace-nowrap text-brand-700 underline"
    >
      <FileDown aria-hidden className="size-3.5" /> {invoice}
    </a>
  );
}
