import { languageOfPath, localeOf } from "~/i18n/languages";
import { formatLongDate } from "~/lib/dates";

/**
 * A long page's "last updated" day, written in the page's language by the server, so that the
 * browser builds no date formatter while the page starts (docs/performance.md).
 */
export function lastUpdated(url: URL, isoDate: string): { updated: string } {
  return { updated: formatLongDate(isoDate, localeOf[languageOfPath(url.pathname)].intl) };
}
