import { Award, HeartHandshake, MapPin, Scale, ShieldCheck, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { pageMeta } from "~/marketing/page-meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const milestones = ["founded", "maintenance", "consulting", "partners", "warehouse", "today"] as const;

const values = [
  { id: "advice", icon: Scale },
  { id: "security", icon: ShieldCheck },
  { id: "relationships", icon: HeartHandshake },
  { id: "engineers", icon: Users },
  { id: "certified", icon: Award },
  { id: "local", icon: MapPin },
] as const;

export default function About() {
  const company = useRouteLoaderData<typeof rootLoader>("root")?.company;
  const { t } = useTranslation("about");
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead", { company: company?.name })}</p>
      </PageHero>

      <Section labelledBy="story" className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="story" eyebrow={t("story.eyebrow")} title={t("story.title")} text={t("story.text")} />
          <p className="mt-4 leading-7 text-slate-600">{t("story.today", { legalName: company?.legalName })}</p>
        </div>
        <Picture
          name="dubai-skyline"
          alt={t("story.imageAlt")}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
      </Section>

      <Section tone="grey" labelledBy="milestones">
        <SectionHeading
          id="milestones"
          eyebrow={t("milestones.eyebrow")}
          title={t("milestones.title")}
          text={t("milestones.text")}
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {milestones.map((id) => (
            <li key={id} className="rounded-xl border-s-4 border-brand-500 bg-white p-6 shadow-sm">
              <p className="text-2xl font-bold text-navy-900">{t(`milestones.${id}.year`)}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(`milestones.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="values">
        <SectionHeading id="values" eyebrow={t("values.eyebrow")} title={t("values.title")} text={t("values.text")} />
        <FeatureGrid
          features={values.map(({ id, icon }) => ({
            icon,
            title: t(`values.${id}.title`),
            text: t(`values.${id}.text`),
          }))}
        />
      </Section>

      <Section tone="navy" labelledBy="offices">
        <SectionHeading
          id="offices"
          eyebrow={t("offices.eyebrow")}
          title={t("offices.title")}
          text={t("offices.text")}
          dark
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {company?.offices.map((office) => (
            <li key={office.name} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <MapPin aria-hidden className="size-5 text-brand-300" /> <bdi>{office.name}</bdi>
              </p>
              <address className="mt-3 leading-7 text-slate-300 not-italic">
                <bdi>{office.streetAddress}</bdi>
                <br />
                <bdi>{[office.area, office.city, office.country].join(localeOf[language].comma)}</bdi>
              </address>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
