import {
  ArrowRight,
  BadgeCheck,
  Boxes,
  Building2,
  GraduationCap,
  HardDrive,
  Headset,
  HeartPulse,
  Hotel,
  Landmark,
  LineChart,
  MapPin,
  ShieldCheck,
  ShoppingBag,
  Truck,
  Wrench,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { useCompany } from "~/root";
import { gccCountries } from "~/settings/company";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const offerings = [
  { id: "consultancy", icon: LineChart, to: "/ItConsulting" },
  { id: "hardware", icon: HardDrive, to: "/ItHardware" },
  { id: "maintenance", icon: Wrench, to: "/services" },
  { id: "software", icon: Boxes, to: "/products" },
] as const;

const reasons = [
  { id: "neutral", icon: BadgeCheck },
  { id: "support", icon: Headset },
  { id: "stock", icon: Truck },
  { id: "security", icon: ShieldCheck },
] as const;

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

export default function Home() {
  const company = useCompany();
  const { t } = useTranslation(["home", "shell"]);
  const local = useLocalPath();
  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(27,64,121,0.7),transparent_60%)] rtl:-scale-x-100"
        />
        <div className="relative mx-auto max-w-7xl px-4 pt-36 pb-24 sm:px-6 lg:pt-44 lg:pb-32">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-4 max-w-4xl text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl">{t("hero.title")}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">{t("hero.lead", { company: company.name })}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to={local("/contact")}
              className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400"
            >
              {t("hero.consultation")} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
            <Link
              to={local("/services")}
              className="inline-flex items-center rounded-md border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t("hero.services")}
            </Link>
          </div>
          <dl className="mt-16 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {[
              [company.claims.yearsExperience, t("claims.years")],
              [company.claims.happyClients, t("claims.clients")],
              ["6", t("claims.countries")],
              ["24/7", t("claims.support")],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col border-s-2 border-brand-400 ps-4">
                <dt className="text-sm text-slate-300">{label}</dt>
                <dd className="order-first text-3xl font-bold">
                  <bdi dir="ltr">{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="offerings" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="offerings"
            eyebrow={t("offerings.eyebrow")}
            title={t("offerings.title")}
            text={t("offerings.text")}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {offerings.map(({ id, icon: Icon, to }) => (
              <li key={id} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
                <Icon aria-hidden className="size-9 text-brand-600" />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{t(`offerings.${id}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`offerings.${id}.text`)}</p>
                <Link
                  to={local(to)}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
                >
                  {t("offerings.learnMore")}
                  <span className="sr-only">
                    {" "}
                    {t("offerings.learnMoreAbout", { topic: t(`offerings.${id}.title`) })}
                  </span>{" "}
                  <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-us" className="bg-slate-50 py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-3">
          <div>
            <SectionHeading
              id="why-us"
              eyebrow={t("reasons.eyebrow")}
              title={t("reasons.title")}
              text={t("reasons.text", { company: company.name })}
            />
            <Link
              to={local("/WhyUs")}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-navy-900"
            >
              {t("reasons.link")} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
          <ul className="grid gap-8 sm:grid-cols-2 lg:col-span-2">
            {reasons.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-4">
                <Icon aria-hidden className="size-7 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-navy-900">{t(`reasons.${id}.title`)}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{t(`reasons.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="industries" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="industries"
            eyebrow={t("industries.eyebrow")}
            title={t("industries.title")}
            text={t("industries.text")}
          />
          <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
            {industries.map(({ id, icon: Icon }) => (
              <li
                key={id}
                className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-4 text-sm font-medium text-navy-900"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
                {t(`industries.${id}`)}
              </li>
            ))}
          </ul>
          <Link
            to={local("/AreaWeServe")}
            className="mt-8 inline-flex items-center gap-1 font-semibold text-brand-600 hover:text-navy-900"
          >
            {t("industries.link")} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="coverage" className="bg-navy-900 py-20 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="coverage"
            eyebrow={t("coverage.eyebrow")}
            title={t("coverage.title")}
            text={t("coverage.text")}
            dark
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {gccCountries.map((country) => (
              <li key={country} className="rounded-xl border border-white/10 bg-white/5 p-5">
                <p className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden className="size-4 text-brand-300" /> {t(`shell:countries.${country}`)}
                </p>
                <p className="mt-2 text-sm leading-6 text-slate-300">{t(`coverage.${country}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
