import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "./page-hero";

/** A long-form page (policies, guides): a hero, then readable text. */
export function ProsePage(props: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The day the text last changed, as the page writes it ("22 November 2026"). */
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={props.eyebrow} title={props.title}>
        {props.intro}
      </PageHero>
      <div className="bg-white py-16">
        <article className="prose prose-slate mx-auto max-w-3xl px-4 prose-headings:text-navy-900 prose-a:text-brand-600 sm:px-6">
          {props.updated ? <p className="text-sm text-slate-500">{t("lastUpdated", { date: props.updated })}</p> : null}
          {props.children}
        </article>
      </div>
    </>
  );
}
