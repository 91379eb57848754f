/** Alt text guide (/alt-text-guide). */
export const altTextGuide = {
  eyebrow: "Resources",
  title: "Alt text guide for product and service images",
  intro:
    "How to describe images so that people using screen readers, people on slow connections and search engines all understand them.",
  purpose: {
    title: "What alt text is for",
    before: "Alternative text (the",
    after:
      "attribute) replaces an image when it cannot be seen: it is read aloud by screen readers, shown when an image fails to load, and used by search engines to understand the picture. Good alt text says what the image shows that matters on this page, in plain words.",
  },
  rules: {
    title: "Rules of thumb",
    items: [
      {
        lead: "Describe the purpose, not just the pixels.",
        text: "On a product page, the model matters; on a team page, the people do.",
      },
      { lead: "Be specific and brief.", text: "Aim for one sentence, usually under 125 characters." },
      {
        lead: 'Skip "image of" and "picture of".',
        text: "Screen readers already announce that it is an image.",
      },
      {
        lead: "Include visible text.",
        text: "If the image contains words (a label, a slogan, a price), the alt text must contain them too.",
      },
      {
        lead: "Use an empty alt for decoration.",
        text: 'Backgrounds, dividers and icons next to a text label get alt="" so they are skipped.',
      },
      {
        lead: "Do not stuff keywords.",
        text: "Describe the image honestly; a natural mention of the product name is enough for search engines.",
      },
    ],
  },
  examples: {
    title: "Examples from IT product pages",
    image: "Image",
    poor: "Poor alt text",
    good: "Good alt text",
    rows: [
      {
        image: "Laptop product photo",
        poor: "laptop",
        good: "Dell Latitude 5450 laptop, open, showing its backlit Arabic-English keyboard",
      },
      {
        image: "Rack of servers",
        poor: "servers servers Dubai best servers",
        good: "Two HPE ProLiant DL380 servers installed in a client's rack with redundant power cables",
      },
      {
        image: "Network diagram",
        poor: "diagram",
        good: "Diagram: head office firewall connected by VPN to branches in Sharjah and Abu Dhabi",
      },
      {
        image: "Brand logo used as a link",
        poor: "logo",
        good: "Fortinet (the destination, when the logo is the only content of a link)",
      },
      { image: "Decorative background pattern", poor: "blue pattern", good: '(empty: alt="")' },
    ],
  },
  charts: {
    title: "Charts and diagrams",
    text: 'Give the conclusion in the alt text ("Help-desk tickets fell by 40% after the Intune roll-out") and put the full data in the text or a table next to the chart, where everyone can read it.',
  },
  suppliers: {
    title: "For suppliers uploading product images",
    items: [
      "Name the brand and model exactly as on the product.",
      "Mention the view or the feature shown: front, ports, keyboard, rack ears.",
      "Add the colour or variant when you sell several.",
      "Keep each image's alt text different: several photos of one product show different things.",
    ],
    more: "Titles and descriptions matter as much: see our",
    moreLink: "SEO meta guide",
  },
};
