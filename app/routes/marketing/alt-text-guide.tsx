import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { lastUpdated } from "~/marketing/last-updated.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/alt-text-guide";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = ({ url }: Route.LoaderArgs) => lastUpdated(url, "2026-11-22");

/** Markup is named as it is written, in any language. */
const altAttribute = "alt";

export default function AltTextGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("altTextGuide");
  const local = useLocalPath();
  return (
    <ProsePage eyebrow={t("eyebrow")} title={t("title")} updated={loaderData.updated} intro={<p>{t("intro")}</p>}>
      <h2>{t("purpose.title")}</h2>
      <p>
        {t("purpose.before")} <code>{altAttribute}</code> {t("purpose.after")}
      </p>

      <h2>{t("rules.title")}</h2>
      <ul>
        {t("rules.items", { returnObjects: true }).map((item) => (
          <li key={item.lead}>
            <strong>{item.lead}</strong> {item.text}
          </li>
        ))}
      </ul>

      <h2>{t("examples.title")}</h2>
      <table>
        <thead>
          <tr>
            <th>{t("examples.image")}</th>
            <th>{t("examples.poor")}</th>
            <th>{t("examples.good")}</th>
          </tr>
        </thead>
        <tbody>
          {t("examples.rows", { returnObjects: true }).map((row) => (
            <tr key={row.image}>
              <td>{row.image}</td>
              <td>{row.poor}</td>
              <td>{row.good}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t("charts.title")}</h2>
      <p>{t("charts.text")}</p>

      <h2>{t("suppliers.title")}</h2>
      <ol>
        {t("suppliers.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <p>
        {t("suppliers.more")} <Link to={local("/seo-meta-guide")}>{t("suppliers.moreLink")}</Link>.
      </p>
    </ProsePage>
  );
}
