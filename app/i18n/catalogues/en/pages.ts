/** Each public page's name (in sitemaps), title and description (for search engines), by page id. */
export const pages = {
  home: {
    name: "Home",
    title: "IT consultancy and IT hardware supplier in Dubai, serving the GCC",
    description:
      "IT consultancy, business hardware supply in the UAE, annual maintenance contracts and software for companies in Dubai and across the GCC. 24/7 support. Book a free consultation.",
  },
  about: {
    name: "About us",
    title: "About us: a Dubai IT partner for 15+ years",
    description:
      "Who we are: a Dubai IT consultancy and hardware supplier with two offices, 500+ clients and engineers supporting businesses in all six GCC countries.",
  },
  services: {
    name: "Services",
    title: "IT services in Dubai: consulting, hardware, AMC and managed support",
    description:
      "Every IT service a growing GCC business needs from one partner: consulting, hardware supply, annual maintenance contracts, networks, cybersecurity, cloud and a 24/7 help desk.",
  },
  whyUs: {
    name: "Why us",
    title: "Why companies across the GCC choose us for IT",
    description:
      "Vendor-neutral advice, engineers on call 24/7, stock held in Dubai and response times written into every contract. See how we work and what clients say.",
  },
  products: {
    name: "Our products",
    title: "Software and products catalogue",
    description:
      "Search our catalogue of business software and IT products: Microsoft 365, endpoint security, backup, firewalls, device management and business applications, supplied and supported in the UAE.",
  },
  hardware: {
    name: "Hardware range",
    title: "Business hardware range: laptops, servers, networking and more",
    description:
      "The hardware we supply across the UAE and GCC: laptops, desktops, servers, storage, networking, printers, point-of-sale and power protection from leading brands, with local warranty.",
  },
  industries: {
    name: "Industries we serve",
    title: "Industries we serve across the GCC",
    description:
      "IT for retail, healthcare, education, hospitality, logistics, construction, finance and trading companies in the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait.",
  },
  itConsulting: {
    name: "IT consulting",
    title: "IT consulting in Dubai: strategy, cloud, security and compliance",
    description:
      "Independent IT consultants in Dubai: infrastructure assessments, IT roadmaps, cloud migration, cybersecurity and compliance with UAE and Saudi regulations, and project delivery.",
  },
  itHardware: {
    name: "IT hardware supply",
    title: "IT hardware supplier in Dubai and the UAE",
    description:
      "Genuine IT hardware with UAE warranty, delivered and set up: sourcing, bulk pricing, configuration, asset tagging, leasing options and secure disposal of old equipment.",
  },
  contact: {
    name: "Contact and free consultation",
    title: "Contact us for a free IT consultation in Dubai",
    description:
      "Tell us about your IT needs and a consultant will contact you within one business day. Offices in Business Bay and Al Quoz, Dubai; support across the GCC.",
  },
  supplierRegistration: {
    name: "Supplier registration",
    title: "Supplier registration: sell IT products to GCC businesses",
    description:
      "Register your company as a supplier or partner of a Dubai IT consultancy serving 500+ clients across the GCC. Verified suppliers join the supplier portal.",
  },
  sitemap: {
    name: "Sitemap",
    title: "Sitemap",
    description:
      "Every page of our website in one list: services, products, company information, resources and policies.",
  },
  seoMetaGuide: {
    name: "SEO meta guide",
    title: "SEO meta guide: titles and descriptions for IT product pages",
    description:
      "How to write page titles and meta descriptions that rank and get clicked, with examples for IT products, services and supplier listings in the GCC.",
  },
  altTextGuide: {
    name: "Alt text guide",
    title: "Alt text guide for product and service images",
    description:
      "How to write useful alternative text for IT product photos, diagrams and logos, so images work for screen-reader users and search engines alike.",
  },
  seoStrategy: {
    name: "SEO strategy",
    title: "SEO strategy for IT businesses in the GCC",
    description:
      "A practical search strategy for IT suppliers and service companies in the Gulf: keywords by emirate and country, bilingual content, local listings and measurement.",
  },
  privacyPolicy: {
    name: "Privacy policy",
    title: "Privacy policy",
    description:
      "How we collect, use, keep and protect personal data from our website, consultation requests and supplier portal, under the UAE Personal Data Protection Law.",
  },
  termsOfService: {
    name: "Terms of service",
    title: "Terms of service",
    description:
      "The terms for using our website and supplier portal: registration, verification, fees and subscriptions, acceptable use, liability and governing law.",
  },
};
