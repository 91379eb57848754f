import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { lastUpdated } from "~/marketing/last-updated.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { useCompany } from "~/root";
import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = ({ url }: Route.LoaderArgs) => lastUpdated(url, "2026-11-22");

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  const { t } = useTranslation("termsOfService");
  const local = useLocalPath();
  return (
    <ProsePage eyebrow={t("eyebrow")} title={t("title")} updated={loaderData.updated} intro={<p>{t("intro")}</p>}>
      <h2>{t("about.title")}</h2>
      <p>{t("about.text", { legalName: company.legalName })}</p>

      <h2>{t("website.title")}</h2>
      <p>{t("website.text")}</p>

      <h2>{t("registration.title")}</h2>
      <p>{t("registration.text")}</p>

      <h2>{t("fees.title")}</h2>
      <ul>
        {t("fees.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("account.title")}</h2>
      <p>{t("account.text")}</p>

      <h2>{t("use.title")}</h2>
      <p>{t("use.text")}</p>
      <ul>
        {t("use.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t("use.suspension")}</p>

      <h2>{t("liability.title")}</h2>
      <p>{t("liability.text")}</p>

      <h2>{t("data.title")}</h2>
      <p>
        {t("data.text")} <Link to={local("/privacy-policy")}>{t("data.privacyLink")}</Link>.
      </p>

      <h2>{t("notices.title")}</h2>
      <p>
        {t("notices.text")}{" "}
        <a href={`mailto:${company.email}`} dir="ltr">
          {company.email}
        </a>
        .
      </p>

      <h2>{t("law.title")}</h2>
      <p>{t("law.text")}</p>
    </ProsePage>
  );
}
