import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatLongDate } from "~/lib/dates";
import { PageHero } from "./page-hero";

/** A long-form page (policies, guides): a hero, then readable text. */
export function ProsePage(props: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The day the text last changed, as an ISO date. */
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={props.eyebrow} title={props.title}>
        {props.intro}
      </PageHero>
      <div className="bg-white py-16">
        <article className="prose prose-slate mx-auto max-w-3xl px-4 prose-headings:text-navy-900 prose-a:text-brand-600 sm:px-6">
          {props.updated ? (
            <p className="text-sm text-slate-500">
              {t("lastUpdated", { date: formatLongDate(props.updated, localeOf[language].intl) })}
            </p>
          ) : null}
          {props.children}
        </article>
      </div>
    </>
  );
}
