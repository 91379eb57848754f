import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { lastUpdated } from "~/marketing/last-updated.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { useCompany } from "~/root";
import { officeAddress } from "~/settings/company";
import { useLanguage } from "~/i18n/use-language";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = ({ url }: Route.LoaderArgs) => lastUpdated(url, "2026-11-24");

const collected = ["consultations", "suppliers", "payments", "emails"] as const;

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const office = company.offices[0];
  const { t } = useTranslation("privacyPolicy");
  const local = useLocalPath();
  const language = useLanguage();
  const address = office ? officeAddress(office, language) : "";
  return (
    <ProsePage eyebrow={t("eyebrow")} title={t("title")} updated={loaderData.updated} intro={<p>{t("intro")}</p>}>
      <h2>{t("whoWeAre.title")}</h2>
      <p>{t("whoWeAre.text", { legalName: company.legalName, address })}</p>

      <h2>{t("collect.title")}</h2>
      {collected.map((id) => (
        <Fragment key={id}>
          <h3>{t(`collect.${id}.title`)}</h3>
          <p>{t(`collect.${id}.text`)}</p>
        </Fragment>
      ))}

      <h2>{t("cookies.title")}</h2>
      <p>{t("cookies.text")}</p>

      <h2>{t("sharing.title")}</h2>
      <p>{t("sharing.text")}</p>
      <ul>
        {t("sharing.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t("sharing.transfers")}</p>

      <h2>{t("retention.title")}</h2>
      <ul>
        {t("retention.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("protection.title")}</h2>
      <p>{t("protection.text")}</p>

      <h2>{t("rights.title")}</h2>
      <p>
        {t("rights.text")}{" "}
        <a href={`mailto:${company.email}`} dir="ltr">
          {company.email}
        </a>
        {t("rights.after")}
      </p>

      <h2>{t("changes.title")}</h2>
      <p>
        {t("changes.text")} <Link to={local("/terms-of-service")}>{t("changes.termsLink")}</Link>.
      </p>
    </ProsePage>
  );
}
