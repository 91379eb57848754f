import { ClipboardCheck, Cloud, Compass, FileSearch, KanbanSquare, Network, ShieldCheck, UserCog } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CallToAction } from "~/components/ui/call-to-action";
import { Faq } from "~/components/ui/faq";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/it-consulting";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const services = [
  { id: "healthCheck", icon: FileSearch },
  { id: "strategy", icon: Compass },
  { id: "cloud", icon: Cloud },
  { id: "security", icon: ShieldCheck },
  { id: "network", icon: Network },
  { id: "vendors", icon: ClipboardCheck },
  { id: "projects", icon: KanbanSquare },
  { id: "virtualManager", icon: UserCog },
] as const;

const engagements = ["assessment", "project", "retained"] as const;
const questions = ["consultation", "independence", "audits", "outsideDubai"] as const;

export default function ItConsulting() {
  const { t } = useTranslation("itConsulting");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <Section labelledBy="consulting-services">
        <SectionHeading
          id="consulting-services"
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

      <Section tone="grey" labelledBy="engagements" className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="engagements"
            eyebrow={t("engagements.eyebrow")}
            title={t("engagements.title")}
            text={t("engagements.text")}
          />
          <ul className="mt-8 space-y-4">
            {engagements.map((id) => (
              <li key={id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-semibold text-navy-900">{t(`engagements.${id}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{t(`engagements.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <Picture
          name="consulting-workshop"
          alt={t("engagements.imageAlt")}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="rounded-2xl shadow-lg"
        />
      </Section>

      <Faq
        id="consulting-faq"
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
