/** SEO strategy (/seo-strategy). */
export const seoStrategy = {
  eyebrow: "Resources",
  title: "SEO strategy for IT businesses in the GCC",
  intro:
    "A practical plan for IT suppliers and service companies that want to be found by buyers in the UAE, Saudi Arabia, Qatar, Oman, Bahrain and Kuwait. It is the approach we use for our own website.",
  searches: {
    title: "1. Start from how buyers search",
    text: 'Business buyers in the Gulf search with three things in mind: the product or service, the place, and the urgency. "Laptop supplier Dubai", "IT AMC Sharjah price", "firewall installation Riyadh". List the products and services you actually sell, then the cities and countries you really serve, and combine them. That list, not a generic keyword tool, is the backbone of the strategy.',
  },
  pages: {
    title: "2. One strong page per service and place",
    items: [
      "Give each main service its own page with specific detail: brands, response times, prices or price ranges, delivery areas.",
      "Create country or city pages only where you have something specific to say: local partners, delivery times, regulations.",
      "Avoid near-identical pages that only swap the city name; they compete with each other and rarely rank.",
    ],
  },
  languages: {
    title: "3. Publish in English and Arabic",
    text: "Many decision-makers search in Arabic, especially in Saudi Arabia and for government and education buyers. Translate your most important pages properly (not by machine alone), publish them at their own addresses, and connect the two versions with",
    tags: "tags.",
  },
  technical: {
    title: "4. Technical foundations",
    speed: {
      lead: "Speed:",
      text: "pages should load in under two seconds on a mobile connection. Compress images, serve modern formats and avoid heavy scripts.",
    },
    html: {
      lead: "Complete HTML:",
      text: "make sure each page's content is in the HTML the server sends, not only added by JavaScript later.",
    },
    structure: {
      lead: "Structure:",
      text: "a sitemap.xml, a robots.txt that keeps private areas out of search, one canonical URL per page and structured data describing your organisation and offices.",
    },
    titles: { lead: "Titles and descriptions:", text: "unique for every page; see our", link: "SEO meta guide" },
    accessibility: {
      lead: "Accessibility:",
      text: "headings in order, links that say where they go, and alternative text for images; see our",
      link: "alt text guide",
    },
  },
  local: {
    title: "5. Local presence",
    text: "Claim and complete your business profiles on the major map services for each office, with the same name, address and phone number as on your website. Ask satisfied clients for reviews, and answer every review, good or bad.",
  },
  content: {
    title: "6. Content that earns links",
    text: "Guides that answer real buyer questions attract links from partners, associations and the press: how to prepare for UAE corporate tax in your accounting system, what a good IT maintenance contract includes, how to choose a firewall for a 30-person office. Write from experience, with specific numbers, and update them when the facts change.",
  },
  measure: {
    title: "7. Measure what matters",
    items: [
      "Enquiries and quotation requests from organic search, not just visits.",
      "Rankings for your core service-and-place combinations, checked monthly.",
      "Pages that attract visitors but no enquiries: improve their calls to action first.",
    ],
  },
  plan: {
    title: "A 90-day plan",
    items: [
      "Weeks 1 to 2: fix technical issues, write unique titles and descriptions, submit the sitemap.",
      "Weeks 3 to 6: rewrite your five most important service pages with specific detail.",
      "Weeks 7 to 10: complete local business profiles and publish two in-depth guides.",
      "Weeks 11 to 13: translate the top pages into Arabic and review the results.",
    ],
  },
};
