/** Our products (/products); the items themselves are in `productCatalogue`. */
export const products = {
  hero: {
    eyebrow: "Our products",
    title: "Software and products we supply and support",
    lead: "Licences bought through us come with set-up, migration and support from our engineers, and with one invoice for everything. Search the catalogue or browse by category.",
  },
  search: {
    heading: "Catalogue",
    label: "Search the catalogue",
    query: "Search",
    placeholder: "For example: backup, firewall, VAT, Wi-Fi",
    category: "Category",
    allCategories: "All categories",
    submit: "Search",
    clear: "Clear search",
  },
  // Every plural form Arabic has: English uses "one" and "other", and "zero" for none.
  found_zero: "0 products",
  found_one: "1 product",
  found_two: "{{count}} products",
  found_few: "{{count}} products",
  found_many: "{{count}} products",
  found_other: "{{count}} products",
  matching: " matching “{{query}}”",
  inCategory: " in {{category}}",
  empty: {
    title: "Nothing in the catalogue matches that search.",
    text: "We supply far more than we list here.",
    link: "Tell us what you need",
    end: "and we will quote it.",
  },
  item: {
    licensing: "Licensing:",
    quotation: "Ask for a quotation",
    quotationFor: "for {{name}}",
    addToQuote: "Add to quote request",
    seeRequest: "Your quote request",
  },
  callToAction: {
    title: "Not sure which licence you need?",
    text: "We review what you pay for today and often find savings: unused licences, overlapping tools and better-fitting plans.",
    action: "Ask for a licence review",
  },
};
