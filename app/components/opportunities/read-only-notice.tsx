import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "./opportunity-shell";

/** Why a supplier whose subscription has ended sees their opportunities read-only, and the way to renew where there is one. */
export function ReadOnlyNotice({ renewUrl }: { renewUrl: string | null }) {
  const { t } = useTranslation("opportunities");
  return (
    <Notice tone="warning">
      <p>{t("readOnly.expired")}</p>
      {renewUrl ? (
        <Link
          to={renewUrl}
          className="mt-3 inline-block rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
        >
          {t("readOnly.renew")}
        </Link>
      ) : null}
    </Notice>
  );
}
