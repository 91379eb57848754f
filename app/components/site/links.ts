import type { shell } from "~/i18n/catalogues/en/shell";

export interface SiteLink {
  /** The English path; pages in another language link to its twin there (`useLocalPath`). */
  to: string;
  label: keyof typeof shell.nav;
}

/** The navigation bar, in the spec's order; the same list serves desktop and the mobile menu. */
export const navigationLinks: SiteLink[] = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/WhyUs", label: "whyUs" },
  { to: "/products", label: "products" },
  { to: "/AreaWeServe", label: "industries" },
  { to: "/ItConsulting", label: "itConsulting" },
  { to: "/SupplierRegistration", label: "supplierRegistration" },
  { to: "/ItHardware", label: "itHardware" },
  { to: "/contact", label: "contact" },
];

export const loginLink: SiteLink = { to: "/supplier-login", label: "login" };
/** Takes Login's place on the portal's own pages, where the supplier is signed in. */
export const accountLink: SiteLink = { to: "/supplier-dashboard", label: "myAccount" };

export const footerCompanyLinks: SiteLink[] = [
  { to: "/ItConsulting", label: "itConsulting" },
  { to: "/ItHardware", label: "itHardware" },
  { to: "/Services", label: "services" },
  { to: "/contact", label: "contact" },
  { to: "/WhyUs", label: "whyUs" },
  { to: "/AreaWeServe", label: "industries" },
  { to: "/about", label: "about" },
  { to: "/SupplierRegistration", label: "supplierRegistration" },
];

export const footerResourceLinks: SiteLink[] = [
  { to: "/privacy-policy", label: "privacyPolicy" },
  { to: "/terms-of-service", label: "termsOfService" },
  { to: "/sitemap", label: "sitemap" },
  { to: "/seo-meta-guide", label: "seoMetaGuide" },
  { to: "/alt-text-guide", label: "altTextGuide" },
  { to: "/seo-strategy", label: "seoStrategy" },
];
