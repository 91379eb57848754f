import {
  BatteryCharging,
  Cpu,
  HardDrive,
  Laptop,
  Monitor,
  Printer,
  Router,
  Server,
  ShoppingCart,
  Usb,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AddToQuote, QuoteRequestLink } from "~/components/quotes/add-to-quote";
import { CallToAction } from "~/components/ui/call-to-action";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/hardware";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const ranges = [
  { id: "laptops", icon: Laptop },
  { id: "desktops", icon: Cpu },
  { id: "servers", icon: Server },
  { id: "storage", icon: HardDrive },
  { id: "networking", icon: Router },
  { id: "printers", icon: Printer },
  { id: "pointOfSale", icon: ShoppingCart },
  { id: "power", icon: BatteryCharging },
  { id: "displays", icon: Monitor },
  { id: "accessories", icon: Usb },
] as const;

export default function Hardware() {
  const { t } = useTranslation("hardware");
  const local = useLocalPath();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <Section labelledBy="ranges">
        <SectionHeading id="ranges" eyebrow={t("ranges.eyebrow")} title={t("ranges.title")} text={t("ranges.text")} />
        <p className="mt-4">
          <QuoteRequestLink label={t("ranges.seeRequest")} />
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {ranges.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-5 rounded-xl border border-slate-200 p-6 shadow-sm">
              <Icon aria-hidden className="size-9 shrink-0 text-brand-600" />
              <div className="flex flex-1 flex-col">
                <h3 className="text-lg font-semibold text-navy-900">{t(`ranges.${id}.title`)}</h3>
                <p className="mt-1 text-sm font-medium text-slate-500">{t(`ranges.${id}.brands`)}</p>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{t(`ranges.${id}.text`)}</p>
                <AddToQuote
                  item={`hardware:${id}`}
                  name={t(`ranges.${id}.title`)}
                  label={t("ranges.addToQuote")}
                  className="mt-4"
                />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="grey" labelledBy="delivered" className="grid items-center gap-12 lg:grid-cols-2">
        <Picture
          name="server-room"
          alt={t("delivered.imageAlt")}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
        <div>
          <SectionHeading
            id="delivered"
            eyebrow={t("delivered.eyebrow")}
            title={t("delivered.title")}
            text={t("delivered.text")}
          />
          <p className="mt-6 leading-7 text-slate-600">
            {t("delivered.buying")}{" "}
            <Link to={local("/ItHardware")} className="font-semibold text-brand-600 underline hover:text-navy-900">
              {t("delivered.serviceLink")}
            </Link>{" "}
            {t("delivered.covers")}
          </p>
        </div>
      </Section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} />
    </>
  );
}
