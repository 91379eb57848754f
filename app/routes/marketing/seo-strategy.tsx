import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { lastUpdated } from "~/marketing/last-updated.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/seo-strategy";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = ({ url }: Route.LoaderArgs) => lastUpdated(url, "2026-11-22");

/** Markup is named as it is written, in any language. */
const hreflang = "hreflang";
const foundations = ["speed", "html", "structure"] as const;

export default function SeoStrategy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("seoStrategy");
  const local = useLocalPath();
  return (
    <ProsePage eyebrow={t("eyebrow")} title={t("title")} updated={loaderData.updated} intro={<p>{t("intro")}</p>}>
      <h2>{t("searches.title")}</h2>
      <p>{t("searches.text")}</p>

      <h2>{t("pages.title")}</h2>
      <ul>
        {t("pages.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("languages.title")}</h2>
      <p>
        {t("languages.text")} <code>{hreflang}</code> {t("languages.tags")}
      </p>

      <h2>{t("technical.title")}</h2>
      <ul>
        {foundations.map((id) => (
          <li key={id}>
            <strong>{t(`technical.${id}.lead`)}</strong> {t(`technical.${id}.text`)}
          </li>
        ))}
        <li>
          <strong>{t("technical.titles.lead")}</strong> {t("technical.titles.text")}{" "}
          <Link to={local("/seo-meta-guide")}>{t("technical.titles.link")}</Link>.
        </li>
        <li>
          <strong>{t("technical.accessibility.lead")}</strong> {t("technical.accessibility.text")}{" "}
          <Link to={local("/alt-text-guide")}>{t("technical.accessibility.link")}</Link>.
        </li>
      </ul>

      <h2>{t("local.title")}</h2>
      <p>{t("local.text")}</p>

      <h2>{t("content.title")}</h2>
      <p>{t("content.text")}</p>

      <h2>{t("measure.title")}</h2>
      <ul>
        {t("measure.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("plan.title")}</h2>
      <ol>
        {t("plan.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </ProsePage>
  );
}
