import { BadgeCheck, Clock, Headset, Languages, PackageCheck, Quote, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/why-us";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const reasons = [
  { id: "neutral", icon: BadgeCheck },
  { id: "helpDesk", icon: Headset },
  { id: "responseTimes", icon: Clock },
  { id: "stock", icon: PackageCheck },
  { id: "secure", icon: ShieldCheck },
  { id: "languages", icon: Languages },
] as const;

const figures = ["years", "clients", "resolution", "renewals"] as const;
const steps = ["listen", "propose", "deliver", "support"] as const;
const testimonials = ["logistics", "clinics", "trading"] as const;

export default function WhyUs() {
  const company = useRouteLoaderData<typeof rootLoader>("root")?.company;
  const { t } = useTranslation("whyUs");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead", { company: company?.name })}</p>
      </PageHero>

      <Section labelledBy="reasons">
        <SectionHeading
          id="reasons"
          eyebrow={t("reasons.eyebrow")}
          title={t("reasons.title")}
          text={t("reasons.text")}
        />
        <FeatureGrid
          features={reasons.map(({ id, icon }) => ({
            icon,
            title: t(`reasons.${id}.title`),
            text: t(`reasons.${id}.text`),
          }))}
        />
      </Section>

      <Section tone="navy" labelledBy="figures">
        <h2 id="figures" className="sr-only">
          {t("figures.title")}
        </h2>
        <dl className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((id) => (
            <div key={id} className="flex flex-col border-s-2 border-brand-400 ps-5">
              <dt className="text-sm text-slate-300">{t(`figures.${id}.label`)}</dt>
              <dd className="order-first text-4xl font-bold">
                <bdi>{t(`figures.${id}.value`)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section tone="grey" labelledBy="how-we-work">
        <SectionHeading id="how-we-work" eyebrow={t("steps.eyebrow")} title={t("steps.title")} text={t("steps.text")} />
        <NumberedSteps steps={steps.map((id) => ({ title: t(`steps.${id}.title`), text: t(`steps.${id}.text`) }))} />
      </Section>

      <Section labelledBy="clients-say">
        <SectionHeading
          id="clients-say"
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.title")}
          text={t("testimonials.text")}
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((id) => (
            <li key={id} className="flex flex-col rounded-xl bg-slate-50 p-6">
              <Quote aria-hidden className="size-8 text-brand-500 rtl:-scale-x-100" />
              <blockquote className="mt-3 flex-1 leading-7 text-slate-700">{t(`testimonials.${id}.quote`)}</blockquote>
              <p className="mt-4 text-sm font-semibold text-navy-900">{t(`testimonials.${id}.who`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
