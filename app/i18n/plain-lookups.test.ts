import { createInstance, type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { rememberPlainLookups } from "./plain-lookups";

function instanceWith(resources: Record<string, Record<string, string>>) {
  const instance = createInstance();
  void instance.init({
    lng: "en",
    resources: { en: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return rememberPlainLookups(instance);
}

type T = (key: string, options?: object) => string;
const fixedT = (instance: i18n, lng: string, ns: string, keyPrefix?: string) =>
  (instance.getFixedT as unknown as (...args: unknown[]) => T)(lng, ns, keyPrefix);

describe("rememberPlainLookups", () => {
  it("answers a key alone, or with plain values, from memory; other calls from i18next", () => {
    const instance = instanceWith({ shell: { greeting: "Welcome, {{name}}", home: "Home" } });
    const t = fixedT(instance, "en", "shell");
    expect(t("home")).toBe("Home");
    expect(t("greeting", { name: "Layla" })).toBe("Welcome, Layla");
    instance.store.data.en!.shell = { greeting: "Hello, {{name}}", home: "Changed behind i18next's back" };
    expect(t("home")).toBe("Home");
    expect(t("greeting", { name: "Layla" })).toBe("Welcome, Layla");
    expect(t("greeting", { name: "Omar" })).toBe("Hello, Omar");
    expect(t("greeting", { name: { first: "Omar" } })).toBe("Hello, [object Object]");
    expect(t("home", { returnObjects: true })).toBe("Changed behind i18next's back");
  });

  it("keeps answers apart by language, namespace and key prefix", () => {
    const instance = instanceWith({
      shell: { title: "Shell" },
      portal: { title: "Portal", nav: { title: "Menu" } } as never,
    });
    instance.addResourceBundle("ar", "shell", { title: "الواجهة" });
    const t = (lng: string, ns: string, prefix?: string) => fixedT(instance, lng, ns, prefix)("title");
    expect([t("en", "shell"), t("en", "portal"), t("en", "portal", "nav"), t("ar", "shell")]).toEqual([
      "Shell",
      "Portal",
      "Menu",
      "الواجهة",
    ]);
  });

  it("forgets its answers when words are added, so a key missing before its namespace arrived is found", () => {
    const instance = instanceWith({ shell: { home: "Home" } });
    const t = fixedT(instance, "en", "quotes");
    expect(t("send")).toBe("send");
    instance.addResourceBundle("en", "quotes", { send: "Send the request" });
    expect(t("send")).toBe("Send the request");
  });
});
