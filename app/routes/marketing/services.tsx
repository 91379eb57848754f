import {
  ArrowRight,
  Check,
  Cloud,
  DatabaseBackup,
  HardDrive,
  Headset,
  LineChart,
  Network,
  ShieldCheck,
  Wrench,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const services = [
  { id: "consulting", icon: LineChart, to: "/ItConsulting" },
  { id: "hardware", icon: HardDrive, to: "/ItHardware" },
  { id: "maintenance", icon: Wrench, to: "#amc" },
  { id: "networks", icon: Network, to: "/ItConsulting" },
  { id: "security", icon: ShieldCheck, to: "/ItConsulting" },
  { id: "cloud", icon: Cloud, to: "/products" },
  { id: "backup", icon: DatabaseBackup, to: "/products" },
  { id: "managed", icon: Headset, to: "/WhyUs" },
] as const;

const plans = [
  { id: "essential", highlighted: false },
  { id: "business", highlighted: true },
  { id: "enterprise", highlighted: false },
] as const;

const questions = ["start", "otherEquipment", "pricing", "outsideUae"] as const;

export default function Services() {
  const { t } = useTranslation("services");
  const local = useLocalPath();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <Section labelledBy="all-services">
        <SectionHeading id="all-services" eyebrow={t("all.eyebrow")} title={t("all.title")} text={t("all.text")} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {services.map(({ id, icon: Icon, to }) => (
            <li key={id} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{t(`all.${id}.title`)}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`all.${id}.text`)}</p>
              <Link
                to={local(to)}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
              >
                {t("all.details")}
                <span className="sr-only"> {t("all.detailsAbout", { topic: t(`all.${id}.title`) })}</span>{" "}
                <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section id="amc" aria-labelledby="amc-heading" className="scroll-mt-20 bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="grid items-center gap-12 lg:grid-cols-2">
            <SectionHeading
              id="amc-heading"
              eyebrow={t("maintenance.eyebrow")}
              title={t("maintenance.title")}
              text={t("maintenance.text")}
            />
            <Picture
              name="support-desk"
              alt={t("maintenance.imageAlt")}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="rounded-2xl shadow-lg"
            />
          </div>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.id}
                className={`rounded-2xl bg-white p-8 shadow-sm ring-1 ${plan.highlighted ? "ring-2 ring-brand-500" : "ring-slate-200"}`}
              >
                <h3 className="text-xl font-bold text-navy-900">{t(`maintenance.${plan.id}.name`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`maintenance.${plan.id}.audience`)}</p>
                <ul className="mt-6 space-y-3 text-sm text-slate-700">
                  {t(`maintenance.${plan.id}.features`, { returnObjects: true }).map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            {t("maintenance.prices")}{" "}
            <Link to={local("/contact")} className="font-semibold text-brand-600 underline hover:text-navy-900">
              {t("maintenance.quotation")}
            </Link>
            .
          </p>
        </div>
      </section>

      <Faq
        id="services-faq"
        title={t("questions.title")}
        questions={questions.map((id) => ({
          question: t(`questions.${id}.question`),
          answer: t(`questions.${id}.answer`),
        }))}
      />

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
