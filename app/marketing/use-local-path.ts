import { useLanguage } from "~/i18n/use-language";
import { localPath } from "./public-pages";

/** Turns an English path into the one this page's language links to (see `localPath`). */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localPath(path, language);
}
