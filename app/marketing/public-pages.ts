/** Every public page: the one list behind the sitemaps, canonical URLs, URL casing and the page cache. */
export interface PublicPage {
  path: string;
  /** Other spellings that serve the same page (the spec lists both /services and /Services). */
  aliases?: string[];
  /** Link text in sitemaps. */
  name: string;
  title: string;
  description: string;
  section: "Company" | "Services" | "Portal" | "Resources" | "Legal";
}

export const publicPages: PublicPage[] = [
  {
    path: "/",
    name: "Home",
    section: "Company",
    title: "IT consultancy and IT hardware supplier in Dubai, serving the GCC",
    description:
      "IT consultancy, business hardware supply in the UAE, annual maintenance contracts and software for companies in Dubai and across the GCC. 24/7 support. Book a free consultation.",
  },
  {
    path: "/about",
    name: "About us",
    section: "Company",
    title: "About us: a Dubai IT partner for 15+ years",
    description:
      "Who we are: a Dubai IT consultancy and hardware supplier with two offices, 500+ clients and engineers supporting businesses in all six GCC countries.",
  },
  {
    path: "/services",
    aliases: ["/Services"],
    name: "Services",
    section: "Services",
    title: "IT services in Dubai: consulting, hardware, AMC and managed support",
    description:
      "Every IT service a growing GCC business needs from one partner: consulting, hardware supply, annual maintenance contracts, networks, cybersecurity, cloud and a 24/7 help desk.",
  },
  {
    path: "/WhyUs",
    name: "Why us",
    section: "Company",
    title: "Why companies across the GCC choose us for IT",
    description:
      "Vendor-neutral advice, engineers on call 24/7, stock held in Dubai and response times written into every contract. See how we work and what clients say.",
  },
  {
    path: "/products",
    name: "Our products",
    section: "Services",
    title: "Software and products catalogue",
    description:
      "Search our catalogue of business software and IT products: Microsoft 365, endpoint security, backup, firewalls, device management and business applications, supplied and supported in the UAE.",
  },
  {
    path: "/hardware",
    name: "Hardware range",
    section: "Services",
    title: "Business hardware range: laptops, servers, networking and more",
    description:
      "The hardware we supply across the UAE and GCC: laptops, desktops, servers, storage, networking, printers, point-of-sale and power protection from leading brands, with local warranty.",
  },
  {
    path: "/AreaWeServe",
    name: "Industries we serve",
    section: "Company",
    title: "Industries we serve across the GCC",
    description:
      "IT for retail, healthcare, education, hospitality, logistics, construction, finance and trading companies in the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait.",
  },
  {
    path: "/ItConsulting",
    name: "IT consulting",
    section: "Services",
    title: "IT consulting in Dubai: strategy, cloud, security and compliance",
    description:
      "Independent IT consultants in Dubai: infrastructure assessments, IT roadmaps, cloud migration, cybersecurity and compliance with UAE and Saudi regulations, and project delivery.",
  },
  {
    path: "/ItHardware",
    name: "IT hardware supply",
    section: "Services",
    title: "IT hardware supplier in Dubai and the UAE",
    description:
      "Genuine IT hardware with UAE warranty, delivered and set up: sourcing, bulk pricing, configuration, asset tagging, leasing options and secure disposal of old equipment.",
  },
  {
    path: "/contact",
    name: "Contact and free consultation",
    section: "Company",
    title: "Contact us for a free IT consultation in Dubai",
    description:
      "Tell us about your IT needs and a consultant will contact you within one business day. Offices in Business Bay and Al Quoz, Dubai; support across the GCC.",
  },
  {
    path: "/SupplierRegistration",
    name: "Supplier registration",
    section: "Portal",
    title: "Supplier registration: sell IT products to GCC businesses",
    description:
      "Register your company as a supplier or partner of a Dubai IT consultancy serving 500+ clients across the GCC. Verified suppliers join the supplier portal.",
  },
  {
    path: "/sitemap",
    name: "Sitemap",
    section: "Resources",
    title: "Sitemap",
    description:
      "Every page of our website in one list: services, products, company information, resources and policies.",
  },
  {
    path: "/seo-meta-guide",
    name: "SEO meta guide",
    section: "Resources",
    title: "SEO meta guide: titles and descriptions for IT product pages",
    description:
      "How to write page titles and meta descriptions that rank and get clicked, with examples for IT products, services and supplier listings in the GCC.",
  },
  {
    path: "/alt-text-guide",
    name: "Alt text guide",
    section: "Resources",
    title: "Alt text guide for product and service images",
    description:
      "How to write useful alternative text for IT product photos, diagrams and logos, so images work for screen-reader users and search engines alike.",
  },
  {
    path: "/seo-strategy",
    name: "SEO strategy",
    section: "Resources",
    title: "SEO strategy for IT businesses in the GCC",
    description:
      "A practical search strategy for IT suppliers and service companies in the Gulf: keywords by emirate and country, bilingual content, local listings and measurement.",
  },
  {
    path: "/privacy-policy",
    name: "Privacy policy",
    section: "Legal",
    title: "Privacy policy",
    description:
      "How we collect, use, keep and protect personal data from our website, consultation requests and supplier portal, under the UAE Personal Data Protection Law.",
  },
  {
    path: "/terms-of-service",
    name: "Terms of service",
    section: "Legal",
    title: "Terms of service",
    description:
      "The terms for using our website and supplier portal: registration, verification, fees and subscriptions, acceptable use, liability and governing law.",
  },
];

export function publicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in the list of public pages`);
  return page;
}

const byLowerCase = new Map(
  publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])].map((spelling) => [spelling.toLowerCase(), page])),
);
const exactSpellings = new Set(publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])]));

/** The public page a path names, in any casing or with a trailing slash; undefined for other paths. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byLowerCase.get(trimmed.toLowerCase());
}

/** Where a miscased or slash-ended spelling of a public path should be redirected; null when it is fine. */
export function canonicalRedirect(pathname: string): string | null {
  if (exactSpellings.has(pathname)) return null;
  return findPublicPage(pathname)?.path ?? null;
}
