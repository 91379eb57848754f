import type { TFunction } from "i18next";

/** "340 KB", "1.2 MB" (in Arabic "340 كيلوبايت"): a file's size as people read it. */
export function formatFileSize(bytes: number, t: TFunction<"shell">): string {
  if (bytes < 1024 * 1024) return t("fileSize.kilobytes", { size: Math.max(1, Math.round(bytes / 1024)) });
  return t("fileSize.megabytes", { size: (bytes / (1024 * 1024)).toFixed(1) });
}
