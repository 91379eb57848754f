import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it("reads in kilobytes below a megabyte, never as zero", () => {
    const t = translatorFor("en", "shell");
    expect(formatFileSize(348_160, t)).toBe("340 KB");
    expect(formatFileSize(12, t)).toBe("1 KB");
  });

  it("reads in megabytes with one decimal from a megabyte up", () => {
    expect(formatFileSize(1.25 * 1024 * 1024, translatorFor("en", "shell"))).toBe("1.3 MB");
  });

  it("names the unit in Arabic on Arabic pages", () => {
    const t = translatorFor("ar", "shell");
    expect(formatFileSize(348_160, t)).toBe("340 كيلوبايت");
    expect(formatFileSize(1.2 * 1024 * 1024, t)).toBe("1.2 ميغابايت");
  });
});
