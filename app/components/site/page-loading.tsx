import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** While the next page (its code or its data) is on its way, says so. */
export function PageLoading() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      className="loading-notice fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-navy-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
    >
      {t("loadingPage")}
    </div>
  );
}
