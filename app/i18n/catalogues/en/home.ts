/** The home page (/). */
export const home = {
  hero: {
    eyebrow: "Dubai-based · Serving the whole GCC",
    title: "Technology that keeps your business running, from Dubai to Riyadh",
    lead: "{{company}} plans, supplies and maintains the IT that companies across the Gulf depend on: sound advice, genuine hardware with local warranty, and engineers who answer day and night.",
    consultation: "Book a free consultation",
    services: "Explore our services",
  },
  claims: {
    years: "years in the Gulf",
    clients: "clients served",
    countries: "GCC countries",
    support: "expert support",
  },
  offerings: {
    eyebrow: "What we do",
    title: "Four ways we look after your IT",
    text: "Start with one service or bring them together under a single partner who knows your estate.",
    learnMore: "Learn more",
    learnMoreAbout: "about {{topic}}",
    consultancy: {
      title: "IT consultancy",
      text: "Independent advice on infrastructure, cloud, cybersecurity and compliance with UAE and Saudi regulations, from a one-day assessment to a multi-year roadmap.",
    },
    hardware: {
      title: "IT hardware supply in the UAE",
      text: "Laptops, servers, storage, networking and point-of-sale equipment from Dell, HP, Lenovo, Cisco and Fortinet, with local warranty and delivery across the Emirates.",
    },
    maintenance: {
      title: "Annual maintenance contracts",
      text: "Preventive visits, a help desk that answers 24/7 and guaranteed on-site response times, on one fixed yearly fee that makes IT costs predictable.",
    },
    software: {
      title: "Software and products",
      text: "Licensing for Microsoft 365, endpoint security, backup and business applications, chosen to fit your team and supported after go-live.",
    },
  },
  reasons: {
    eyebrow: "Why us",
    title: "A partner, not a reseller",
    text: "Since our first contract in Dubai, {{company}} has grown by keeping clients, not chasing them. Most of our work comes from referrals.",
    link: "Why clients stay with us",
    neutral: {
      title: "Vendor-neutral advice",
      text: "We recommend what suits your budget and workload, not what carries the best margin, and we put every recommendation in writing.",
    },
    support: {
      title: "Support that answers at 3 a.m.",
      text: "Our Dubai help desk runs around the clock with engineers, not call-takers, and escalates on-site when a remote fix is not enough.",
    },
    stock: {
      title: "Stock and logistics in Dubai",
      text: "A warehouse in Al Quoz holds common models, so replacements and new starters' equipment arrive in days rather than weeks.",
    },
    security: {
      title: "Security built in",
      text: "Every deployment follows CIS benchmarks, with encrypted backups and access reviews that stand up to audits and cyber-insurance questionnaires.",
    },
  },
  industries: {
    eyebrow: "Industries",
    title: "We know the systems your sector runs on",
    text: "Point-of-sale networks for retailers, patient-data security for clinics, classroom devices for schools: we have deployed them all.",
    link: "See the industries we serve",
    retail: "Retail and e-commerce",
    healthcare: "Healthcare and clinics",
    education: "Schools and universities",
    hospitality: "Hospitality",
    logistics: "Logistics and free zones",
    construction: "Construction and real estate",
    finance: "Banking and finance",
    trading: "Trading and distribution",
  },
  coverage: {
    eyebrow: "GCC coverage",
    title: "One partner across six countries",
    text: "Our engineers are based in Dubai; certified partners extend the same service levels to every GCC capital.",
    UAE: "Dubai, Abu Dhabi, Sharjah and the Northern Emirates: same-day engineers in Dubai.",
    "Saudi Arabia": "Riyadh, Jeddah and Dammam through certified partner engineers.",
    Qatar: "Doha projects, hardware shipped with customs paperwork handled.",
    Oman: "Muscat and Sohar deployments with remote support from Dubai.",
    Bahrain: "Manama offices supported remotely and on scheduled visits.",
    Kuwait: "Kuwait City roll-outs and maintenance through local partners.",
  },
  callToAction: {
    title: "Not sure where to start?",
    text: "Tell us about your offices, your team and what is slowing you down. A consultant will call you within one business day, free of charge and without obligation.",
  },
};
