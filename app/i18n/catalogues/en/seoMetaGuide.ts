/** SEO meta guide (/seo-meta-guide). */
export const seoMetaGuide = {
  eyebrow: "Resources",
  title: "SEO meta guide: titles and descriptions that get clicked",
  intro:
    "The guide our team follows for every page we publish, shared for our clients and registered suppliers writing their own product and service pages.",
  why: {
    title: "Why titles and descriptions matter",
    text: 'The page title and the meta description are usually what a search engine shows for your page. The title is one of the strongest signals of what the page is about; the description does not change rankings, but it decides whether someone searching for "HP laptop supplier Dubai" chooses your result or the one below it.',
  },
  titles: {
    title: "Page titles",
    items: [
      {
        lead: "One page, one title.",
        text: "Every page needs its own title. Duplicate titles make search engines guess which page to show.",
      },
      {
        lead: "Lead with what the searcher wants.",
        text: 'Put the product or service first and the company name last: "Dell Latitude 5450 business laptops in Dubai | Company".',
      },
      {
        lead: "Keep it to about 55 to 60 characters.",
        text: "Longer titles are cut off on a phone screen.",
      },
      {
        lead: "Name the place when it matters.",
        text: 'Buyers search with a location: "Dubai", "UAE", "Riyadh". Use the one you actually serve.',
      },
      {
        lead: "Avoid keyword lists.",
        text: '"Laptops, Laptop, Cheap Laptops Dubai UAE" reads as spam to people and to search engines.',
      },
    ],
  },
  descriptions: {
    title: "Meta descriptions",
    items: [
      "Write 140 to 160 characters that summarise the page and give a reason to click.",
      "Mention what sets the offer apart: UAE warranty, next-day delivery, 24/7 support, bulk pricing.",
      'End with what the reader can do: "Request a quotation", "Compare models", "Book a free consultation".',
      "Describe this page only; never reuse one description across the site.",
    ],
  },
  examples: {
    title: "Examples",
    page: "Page",
    weak: "Weak",
    better: "Better",
    rows: [
      {
        page: "Product",
        weak: "Products | Company",
        better: "Fortinet FortiGate 60F firewall for small offices in the UAE | Company",
      },
      {
        page: "Service",
        weak: "Services",
        better: "Annual IT maintenance contracts in Dubai with 4-hour response | Company",
      },
      {
        page: "Description",
        weak: "We sell many products at good prices.",
        better:
          "Genuine FortiGate firewalls with UAE warranty, configured and installed by certified engineers. Next-day delivery in Dubai. Request a quotation.",
      },
    ],
  },
  otherTags: {
    title: "Other tags worth setting",
    canonical: {
      lead: "Canonical URL:",
      text: "when the same page can be reached at several addresses (with tracking parameters, for example), the canonical tag names the one address to index.",
    },
    social: {
      lead: "Open Graph and Twitter card tags:",
      text: "control the title, description and image shown when the page is shared on LinkedIn, WhatsApp or X.",
    },
    language: {
      lead: "Language:",
      text: "declare the page language, and if you publish in Arabic too, link the two versions with",
    },
  },
  checklist: {
    title: "Checklist before publishing",
    items: [
      "The title is unique, under 60 characters, and starts with the product or service.",
      "The description is unique, under 160 characters, and ends with a call to action.",
      "The canonical URL points to this page's main address.",
      "The sharing image is at least 1200 × 630 pixels.",
    ],
    images: "Images have useful alternative text: see our",
    imagesLink: "alt text guide",
    more: "For the bigger picture, read our",
    moreLink: "SEO strategy for IT businesses in the GCC",
  },
};
