import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProsePage } from "~/components/ui/prose-page";
import { lastUpdated } from "~/marketing/last-updated.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/seo-meta-guide";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export const loader = ({ url }: Route.LoaderArgs) => lastUpdated(url, "2026-11-22");

const otherTags = ["canonical", "social", "language"] as const;
/** Markup is named as it is written, in any language. */
const hreflang = "hreflang";

export default function SeoMetaGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("seoMetaGuide");
  const local = useLocalPath();
  return (
    <ProsePage eyebrow={t("eyebrow")} title={t("title")} updated={loaderData.updated} intro={<p>{t("intro")}</p>}>
      <h2>{t("why.title")}</h2>
      <p>{t("why.text")}</p>

      <h2>{t("titles.title")}</h2>
      <ul>
        {t("titles.items", { returnObjects: true }).map((item) => (
          <li key={item.lead}>
            <strong>{item.lead}</strong> {item.text}
          </li>
        ))}
      </ul>

      <h2>{t("descriptions.title")}</h2>
      <ul>
        {t("descriptions.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>{t("examples.title")}</h2>
      <table>
        <thead>
          <tr>
            <th>{t("examples.page")}</th>
            <th>{t("examples.weak")}</th>
            <th>{t("examples.better")}</th>
          </tr>
        </thead>
        <tbody>
          {t("examples.rows", { returnObjects: true }).map((row) => (
            <tr key={row.page}>
              <td>{row.page}</td>
              <td>{row.weak}</td>
              <td>{row.better}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t("otherTags.title")}</h2>
      <ul>
        {otherTags.map((id) => (
          <li key={id}>
            <strong>{t(`otherTags.${id}.lead`)}</strong> {t(`otherTags.${id}.text`)}
            {id === "language" ? (
              <>
                {" "}
                <code>{hreflang}</code>.
              </>
            ) : null}
          </li>
        ))}
      </ul>

      <h2>{t("checklist.title")}</h2>
      <ol>
        {t("checklist.items", { returnObjects: true }).map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>
          {t("checklist.images")} <Link to={local("/alt-text-guide")}>{t("checklist.imagesLink")}</Link>.
        </li>
      </ol>
      <p>
        {t("checklist.more")} <Link to={local("/seo-strategy")}>{t("checklist.moreLink")}</Link>.
      </p>
    </ProsePage>
  );
}
