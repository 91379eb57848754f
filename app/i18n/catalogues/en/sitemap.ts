/** The HTML sitemap (/sitemap); the pages' names and descriptions come from `pages`. */
export const sitemap = {
  eyebrow: "Sitemap",
  title: "Every page of our website",
  lead: "Find any page in one place.",
  sections: {
    company: "Company",
    services: "Services",
    portal: "Portal",
    resources: "Resources",
    legal: "Legal",
  },
};
