import { Banknote, PackageCheck, Recycle, ScanLine, Settings2, ShieldCheck, Tags, Truck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/it-hardware";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const services = [
  { id: "genuine", icon: ShieldCheck },
  { id: "pricing", icon: Banknote },
  { id: "configured", icon: Settings2 },
  { id: "tagging", icon: Tags },
  { id: "delivery", icon: Truck },
  { id: "spares", icon: PackageCheck },
  { id: "leasing", icon: ScanLine },
  { id: "disposal", icon: Recycle },
] as const;

const steps = ["needs", "quotation", "preparation", "installation"] as const;
const questions = ["speed", "gcc", "instalments", "warranty"] as const;

export default function ItHardware() {
  const { t } = useTranslation("itHardware");
  const local = useLocalPath();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>
          {t("hero.lead")}{" "}
          <Link to={local("/hardware")} className="font-semibold text-brand-300 underline hover:text-white">
            {t("hero.rangeLink")}
          </Link>{" "}
          {t("hero.leadEnd")}
        </p>
      </PageHero>

      <Section labelledBy="supply-service">
        <SectionHeading
          id="supply-service"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          text={t("services.text")}
        />
        <FeatureGrid
          features={services.map(({ id, icon }) => ({
            icon,
            title: t(`services.${id}.title`),
            text: t(`services.${id}.text`),
          }))}
          columns={4}
        />
      </Section>

      <Section tone="grey" labelledBy="ordering">
        <SectionHeading
          id="ordering"
          eyebrow={t("ordering.eyebrow")}
          title={t("ordering.title")}
          text={t("ordering.text")}
        />
        <NumberedSteps
          steps={steps.map((id) => ({ title: t(`ordering.${id}.title`), text: t(`ordering.${id}.text`) }))}
        />
      </Section>

      <Faq
        id="hardware-faq"
        title={t("questions.title")}
        questions={questions.map((id) => ({
          question: t(`questions.${id}.question`),
          answer: t(`questions.${id}.answer`),
        }))}
      />

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} action={t("callToAction.action")} />
    </>
  );
}
