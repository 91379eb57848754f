import { localeOf } from "~/i18n/languages";
import { gccCountries, type CompanyFacts } from "~/settings/company";
import type { PageDescription } from "./page-meta";

/** JSON-LD for search engines: the page in its language, the organisation and a local business for each Dubai office. */
export function organisationStructuredData(company: CompanyFacts, appUrl: string, page: PageDescription) {
  const organisationId = `${appUrl}/#organisation`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${appUrl}${page.path}`,
        url: `${appUrl}${page.path}`,
        name: page.title,
        description: page.description,
        inLanguage: localeOf[page.language].html,
        isPartOf: { "@type": "WebSite", name: company.name, url: `${appUrl}/` },
        about: { "@id": organisationId },
      },
      {
        "@type": "Organization",
        "@id": organisationId,
        name: company.name,
        legalName: company.legalName,
        description: company.tagline,
        url: `${appUrl}/`,
        logo: `${appUrl}/logo-dark.svg`,
        image: `${appUrl}/images/social-card.png`,
        email: company.email,
        telephone: company.phone,
        areaServed: gccCountries.map((name) => ({ "@type": "Country", name })),
        sameAs: Object.values(company.socialLinks),
      },
      ...company.offices.map((office, index) => ({
        "@type": "ProfessionalService",
        "@id": `${appUrl}/#office-${index + 1}`,
        name: `${company.name}: ${office.name}`,
        parentOrganization: { "@id": organisationId },
        url: `${appUrl}/contact`,
        image: `${appUrl}/images/social-card.png`,
        telephone: company.phone,
        email: company.email,
        priceRange: "$$",
        address: {
          "@type": "PostalAddress",
          streetAddress: office.streetAddress,
          addressLocality: office.city,
          addressRegion: office.area,
          postalCode: office.postalCode || undefined,
          addressCountry: "AE",
        },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: company.openingHours.days,
          opens: company.openingHours.opens,
          closes: company.openingHours.closes,
        },
      })),
    ],
  };
}

/** JSON for a <script> element: "<" is escaped so text from settings cannot close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
