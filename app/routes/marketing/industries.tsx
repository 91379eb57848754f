import { Boxes, Building2, GraduationCap, HeartPulse, Hotel, Landmark, MapPin, ShoppingBag, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CallToAction } from "~/components/ui/call-to-action";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { gccCountries } from "~/settings/company";
import type { Route } from "./+types/industries";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const industries = [
  { id: "retail", icon: ShoppingBag },
  { id: "healthcare", icon: HeartPulse },
  { id: "education", icon: GraduationCap },
  { id: "hospitality", icon: Hotel },
  { id: "logistics", icon: Truck },
  { id: "construction", icon: Building2 },
  { id: "finance", icon: Landmark },
  { id: "trading", icon: Boxes },
] as const;

export default function Industries() {
  const { t } = useTranslation("industries");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <Section labelledBy="sectors">
        <SectionHeading
          id="sectors"
          eyebrow={t("sectors.eyebrow")}
          title={t("sectors.title")}
          text={t("sectors.text")}
        />
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {industries.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-navy-900">
                <Icon aria-hidden className="size-7 text-brand-600" /> {t(`sectors.${id}.title`)}
              </h3>
              <dl className="mt-4 space-y-3 text-sm leading-6">
                <div>
                  <dt className="font-semibold text-slate-700">{t("sectors.needs")}</dt>
                  <dd className="text-slate-600">{t(`sectors.${id}.need`)}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-700">{t("sectors.delivers")}</dt>
                  <dd className="text-slate-600">{t(`sectors.${id}.answer`)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="navy" labelledBy="countries" className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="countries"
            eyebrow={t("countries.eyebrow")}
            title={t("countries.title")}
            text={t("countries.text")}
            dark
          />
          <Picture
            name="gcc-network"
            alt={t("countries.imageAlt")}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="mt-8 rounded-2xl"
          />
        </div>
        <ul className="space-y-4">
          {gccCountries.map((country) => (
            <li key={country} className="rounded-xl border border-white/10 bg-white/5 p-5">
              <p className="flex items-center gap-2 font-semibold">
                <MapPin aria-hidden className="size-4 text-brand-300" /> {t(`countries.${country}.name`)}
              </p>
              <p className="mt-1 text-sm leading-6 text-slate-300">{t(`countries.${country}.detail`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
