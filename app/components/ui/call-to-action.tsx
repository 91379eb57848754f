import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";

/** The amber band that closes most pages with the way to a free consultation. */
export function CallToAction(props: { title: string; text: string; action?: string; to?: string }) {
  const { t } = useTranslation();
  const local = useLocalPath();
  return (
    <section aria-labelledby="call-to-action" className="bg-brand-500 py-16">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="call-to-action" className="text-2xl font-bold text-navy-950 sm:text-3xl">
            {props.title}
          </h2>
          <p className="mt-2 max-w-2xl text-navy-900">{props.text}</p>
        </div>
        <Link
          to={local(props.to ?? "/contact")}
          className="inline-flex shrink-0 items-center gap-2 rounded-md bg-navy-950 px-6 py-3 font-semibold text-white hover:bg-navy-800"
        >
          {props.action ?? t("requestConsultation")} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}
