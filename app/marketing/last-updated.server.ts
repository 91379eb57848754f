import { languageOfRequest, localeOf } from "~/i18n/languages";
import { formatLongDate } from "~/lib/dates";

/**
 * A long-form page's "last updated" day, written in the page's language by the server: the browser
 * then builds no date formatter while the page starts, which would hold its main thread for 20 to
 * 60 ms on a phone (docs/performance.md).
 */
export function lastUpdated(request: Request, isoDate: string): { updated: string } {
  return { updated: formatLongDate(isoDate, localeOf[languageOfRequest(request)].intl) };
}
