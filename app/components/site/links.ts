export interface SiteLink {
  to: string;
  label: string;
}

/** The navigation bar, in the spec's order; the same list serves desktop and the mobile menu. */
export const navigationLinks: SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/WhyUs", label: "Why Us" },
  { to: "/products", label: "Our Products" },
  { to: "/AreaWeServe", label: "Industries We Serve" },
  { to: "/ItConsulting", label: "IT Consulting" },
  { to: "/SupplierRegistration", label: "Supplier Registration" },
  { to: "/ItHardware", label: "IT Hardware" },
  { to: "/contact", label: "Contact" },
];

export const loginLink: SiteLink = { to: "/supplier-login", label: "Login" };
/** Takes Login's place on the portal's own pages, where the supplier is signed in. */
export const accountLink: SiteLink = { to: "/supplier-dashboard", label: "My account" };

export const footerCompanyLinks: SiteLink[] = [
  { to: "/ItConsulting", label: "IT Consulting" },
  { to: "/ItHardware", label: "IT Hardware" },
  { to: "/Services", label: "Services" },
  { to: "/contact", label: "Contact" },
  { to: "/WhyUs", label: "Why Us" },
  { to: "/AreaWeServe", label: "Industries We Serve" },
  { to: "/about", label: "About Us" },
  { to: "/SupplierRegistration", label: "Supplier Registration" },
];

export const footerResourceLinks: SiteLink[] = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/sitemap", label: "Sitemap" },
  { to: "/seo-meta-guide", label: "SEO Meta Guide" },
  { to: "/alt-text-guide", label: "Alt Text Guide" },
  { to: "/seo-strategy", label: "SEO Strategy" },
];
