import { ClipboardPlus } from "lucide-react";
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
