import { ArrowRight, ClipboardPlus } from "lucide-react";
import { Link } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";

/**
 * "Add to quote request" for one item of a cached public page: a plain form, the same for every
 * visitor, that works without JavaScript. The basket page answers it and shows the basket.
 */
export function AddToQuote(props: { item: string; name: string; label: string; className?: string }) {
  const local = useLocalPath();
  return (
    <form method="post" action={local("/quote-request")} className={props.className}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item" value={props.item} />
      <button
        type="submit"
        // Many of these buttons share a page: each names its item, after the words it shows.
        aria-label={`${props.label}: ${props.name}`}
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-auto"
      >
        <ClipboardPlus aria-hidden className="size-4 shrink-0" />
        {props.label}
      </button>
    </form>
  );
}

/** The way back to the basket from a catalogue page: the same link for every visitor. */
export function QuoteRequestLink({ label }: { label: string }) {
  const local = useLocalPath();
  return (
    <Link
      to={local("/quote-request")}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-navy-900"
    >
      {label}
      <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
    </Link>
  );
}
