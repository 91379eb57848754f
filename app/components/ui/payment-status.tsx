import { FileDown } from "lucide-react";
import { invoiceNumberText } from "~/payments/tax";

const labels: Record<string, [label: string, colour: string]> = {
  succeeded: ["Paid", "bg-green-100 text-green-900"],
  failed: ["Failed", "bg-red-100 text-red-900"],
  processing: ["Processing", "bg-amber-100 text-amber-900"],
  requires_action: ["Awaiting 3-D Secure", "bg-sky-100 text-sky-900"],
};

/** A payment's state as admins and suppliers read it. */
export function PaymentStatus({ status }: { status: string }) {
  const [label, colour] = labels[status] ?? [status, "bg-slate-100 text-slate-800"];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colour}`}>{label}</span>;
}

/**
 * The download link of a fulfilled payment's tax invoice (PDF); nothing while the payment has no
 * invoice yet. `about` says which payment, for screen readers: "registration payment of ₹4,100".
 */
export function InvoiceLink({
  href,
  invoiceNumber,
  about,
}: {
  href: string;
  invoiceNumber: number | null;
  about: string;
}) {
  if (invoiceNumber === null) return null;
  const invoice = `Tax invoice ${invoiceNumberText(invoiceNumber)}`;
  return (
    <a
      href={href}
      download
      aria-label={`${invoice}, ${about}`}
      className="mt-1 flex w-fit items-center gap-1 text-xs font-semibold whitespace-nowrap text-brand-700 underline"
    >
      <FileDown aria-hidden className="size-3.5" /> {invoice}
    </a>
  );
}
