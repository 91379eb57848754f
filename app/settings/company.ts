import type { TFunction } from "i18next";
import { weekdays, type CompanyFacts } from "~/db/documents";
import { localeOf, type Language } from "~/i18n/languages";

export type { CompanyFacts };

/** The company facts a browser may see, in its page's language: all but where staff notifications go. */
export type PublicCompanyFacts = Omit<CompanyFacts, "notificationEmail" | "arabic">;
export { weekdays };

export const gccCountries = ["UAE", "Saudi Arabia", "Qatar", "Oman", "Bahrain", "Kuwait"] as const;

export const defaultCompanyFacts: CompanyFacts = {
  name: "Falcon Edge IT",
  legalName: "Falcon Edge IT Solutions LLC",
  // Set by an admin once the company is VAT-registered; invoices print it when it is set.
  trn: "",
  tagline: "IT consultancy, hardware supply and managed support for businesses across the GCC",
  phone: "+971 4 555 0142",
  email: "info@falconedge-it.ae",
  notificationEmail: "consultations@falconedge-it.ae",
  offices: [
    {
      name: "Business Bay head office",
      streetAddress: "Office 1204, Bay Square Building 11",
      area: "Business Bay",
      city: "Dubai",
      country: "United Arab Emirates",
      postalCode: "",
    },
    {
      name: "Al Quoz service centre and warehouse",
      streetAddress: "Warehouse 7, Street 18",
      area: "Al Quoz Industrial Area 3",
      city: "Dubai",
      country: "United Arab Emirates",
      postalCode: "",
    },
  ],
  socialLinks: {
    facebook: "https://www.facebook.com/falconedgeit",
    twitter: "https://x.com/falconedgeit",
    linkedin: "https://www.linkedin.com/company/falconedgeit",
    instagram: "https://www.instagram.com/falconedgeit",
  },
  claims: { yearsExperience: "15+", happyClients: "500+" },
  // The UAE's working week has run Monday to Friday since 2022.
  openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
  arabic: {
    tagline: "استشارات تقنية المعلومات وتوريد الأجهزة والدعم المُدار للشركات في دول الخليج",
    offices: [
      {
        name: "المكتب الرئيسي في الخليج التجاري",
        streetAddress: "مكتب 1204، مبنى باي سكوير 11",
        area: "الخليج التجاري",
        city: "دبي",
        country: "الإمارات العربية المتحدة",
      },
      {
        name: "مركز الخدمة والمستودع في القوز",
        streetAddress: "مستودع 7، شارع 18",
        area: "منطقة القوز الصناعية 3",
        city: "دبي",
        country: "الإمارات العربية المتحدة",
      },
    ],
  },
};

/** The company facts as a reader of `language` sees them: in Arabic, the Arabic tagline and offices. */
export function companyFactsIn<Facts extends Pick<CompanyFacts, "tagline" | "offices" | "arabic">>(
  company: Facts,
  language: Language,
): Facts {
  const { arabic } = company;
  // A copy kept with an invoice before the Arabic wording existed has none: it reads as it was.
  if (language !== "ar" || !arabic) return company;
  return {
    ...company,
    tagline: arabic.tagline,
    offices: company.offices.map((office, index) => ({ ...office, ...arabic.offices[index] })) as Facts["offices"],
  };
}

/** "Monday to Friday, 9:00 to 18:00 (GST)": the opening hours as a sentence says them, in `t`'s language. */
export function describeOpeningHours(
  { days, opens, closes }: CompanyFacts["openingHours"],
  t: TFunction<"shell">,
): string {
  const ordered = weekdays.filter((day) => days.includes(day));
  // The week is a circle: Sunday to Thursday is a run too.
  const runStart = ordered.find((day) => {
    const start = weekdays.indexOf(day);
    return ordered.every((_, offset) => days.includes(weekdays[(start + offset) % 7]!));
  });
  const run = runStart ? ordered.map((_, offset) => weekdays[(weekdays.indexOf(runStart) + offset) % 7]!) : undefined;
  const name = (day: (typeof weekdays)[number]) => t(`openingHours.weekdays.${day}`);
  const dayText =
    ordered.length === 1
      ? name(ordered[0]!)
      : run && ordered.length < 7
        ? t("openingHours.range", { first: name(run[0]!), last: name(run.at(-1)!) })
        : ordered.length === 7
          ? t("openingHours.everyDay")
          : t("openingHours.list", {
              items: ordered.slice(0, -1).map(name).join(t("openingHours.separator")),
              last: name(ordered.at(-1)!),
            });
  const time = (value: string) => value.replace(/^0(\d)/, "$1");
  return t("openingHours.hours", { days: dayText, opens: time(opens), closes: time(closes) });
}

/** "Office 1204, Bay Square Building 11, Business Bay, Dubai": an office as one line, with `language`'s comma. */
export function officeAddress(
  office: Pick<CompanyFacts["offices"][number], "streetAddress" | "area" | "city">,
  language: Language,
): string {
  return [office.streetAddress, office.area, office.city].filter(Boolean).join(localeOf[language].comma);
}

/** Digits only, as tel: and WhatsApp links want them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/** A WhatsApp click-to-chat link to the company phone, with a first message (in the page's language) ready to send. */
export function whatsappLink(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}
