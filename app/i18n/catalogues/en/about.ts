/** About us (/about). */
export const about = {
  hero: {
    eyebrow: "About us",
    title: "A Dubai IT partner that businesses keep for years",
    lead: "For more than fifteen years {{company}} has planned, supplied and looked after the technology of companies across the Gulf, from a five-person trading office in Deira to healthcare groups with clinics in three countries.",
  },
  story: {
    eyebrow: "Our story",
    title: "Started in Dubai, grown by referral",
    text: "We began by fixing what other suppliers had left half-finished. The clients who called us for that first job kept calling, and introduced us to their partners and landlords. That is still how most of our work arrives.",
    today:
      "Today {{legalName}} runs a consulting practice, a hardware supply business with its own warehouse, and a help desk that answers 24 hours a day, 7 days a week. We work in English and Arabic, and we know the practicalities of doing business in the region: free-zone and mainland licensing, customs paperwork for shipments to Saudi Arabia and Qatar, and the data-protection rules each country applies.",
    imageAlt: "Illustration of the Dubai skyline at sunset, with the Burj Khalifa at its centre",
  },
  milestones: {
    eyebrow: "Milestones",
    title: "Fifteen years in six steps",
    text: "How a three-engineer workshop became a GCC-wide IT partner.",
    founded: {
      year: "2010",
      text: "Founded in Dubai with three engineers, supplying and supporting PCs for trading companies in Deira.",
    },
    maintenance: {
      year: "2013",
      text: "First annual maintenance contracts; the help desk starts answering around the clock.",
    },
    consulting: {
      year: "2016",
      text: "Consulting practice opens, with network and security designs for clinics and schools.",
    },
    partners: {
      year: "2019",
      text: "Partner engineers in Riyadh, Doha and Muscat extend our service levels across the GCC.",
    },
    warehouse: {
      year: "2022",
      text: "Service centre and warehouse open in Al Quoz, holding stock for next-day delivery in the UAE.",
    },
    today: {
      year: "Today",
      text: "More than 500 clients in six countries, from single-office firms to groups with 40 branches.",
    },
  },
  values: {
    eyebrow: "How we work",
    title: "What clients can count on",
    text: "Six commitments that shape every proposal, installation and support call.",
    advice: {
      title: "Advice we would follow ourselves",
      text: "We recommend the option that fits your workload and budget, and we explain the trade-offs in writing, even when the answer is to keep what you have.",
    },
    security: {
      title: "Security is not an extra",
      text: "Every laptop, firewall and cloud tenant we deliver is hardened before it reaches you: encrypted, patched, backed up and documented.",
    },
    relationships: {
      title: "Relationships measured in years",
      text: "Most of our clients have been with us for more than five years. We keep them by answering quickly and by never surprising them on an invoice.",
    },
    engineers: {
      title: "Engineers who know your office",
      text: "You get a named account engineer who knows your network, your suppliers and your people, backed by the whole 24/7 team.",
    },
    certified: {
      title: "Certified, and kept that way",
      text: "Our engineers hold current vendor certifications in networking, security, Microsoft 365 and server platforms, renewed every year.",
    },
    local: {
      title: "Local where it matters",
      text: "Two Dubai sites, stock on the shelf, Arabic- and English-speaking staff, and partners in every GCC capital for on-site work.",
    },
  },
  offices: {
    eyebrow: "Where to find us",
    title: "Two sites in Dubai",
    text: "Visits by appointment; our engineers come to you anywhere in the UAE.",
  },
  callToAction: {
    title: "Let us look at your IT",
    text: "A consultant will visit or call, review how your systems are set up and tell you honestly what is worth changing.",
  },
};
