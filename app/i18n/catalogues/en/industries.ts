/** Industries we serve (/AreaWeServe). */
export const industries = {
  hero: {
    eyebrow: "Industries we serve",
    title: "IT that fits the way your sector works",
    lead: "Every industry has its own systems, regulations and busy seasons. These are the sectors we know best, in all six GCC countries.",
  },
  sectors: {
    eyebrow: "Sectors",
    title: "Eight industries, hundreds of projects",
    text: "What each sector asks of its IT, and how we answer.",
    needs: "What it needs",
    delivers: "What we deliver",
    retail: {
      title: "Retail and e-commerce",
      need: "Tills that never stop on a Friday evening, stock systems that agree with the shelves, and card payments that pass PCI checks.",
      answer:
        "Point-of-sale hardware, store networks with 4G failover, centrally managed Wi-Fi and monitored firewalls for every branch.",
    },
    healthcare: {
      title: "Healthcare and clinics",
      need: "Patient records that are always available, never exposed, and kept the way DHA, DoH and MOHAP regulations require.",
      answer:
        "Encrypted devices, segmented networks for medical equipment, tested backups and audits aligned with ADHICS and DHA policy.",
    },
    education: {
      title: "Schools and universities",
      need: "Hundreds of devices, Wi-Fi that copes with a full classroom, and safe internet access for students.",
      answer:
        "Classroom Wi-Fi design, device management for laptops and iPads, content filtering and holiday-time upgrade projects.",
    },
    hospitality: {
      title: "Hospitality",
      need: "Guest Wi-Fi that earns good reviews, back-office systems that run round the clock, and cover during peak season.",
      answer:
        "Guest and staff networks kept apart, property-system support, 24/7 help desk and spare equipment held for each site.",
    },
    logistics: {
      title: "Logistics and free zones",
      need: "Warehouses and offices in JAFZA, DAFZA or KEZAD with scanners, label printers and links to shipping systems.",
      answer:
        "Rugged scanners and printers, warehouse Wi-Fi surveys, site-to-site VPNs and customs-ready supply to free-zone addresses.",
    },
    construction: {
      title: "Construction and real estate",
      need: "Project teams on temporary sites, large drawings to share, and staff who move between offices and sites every day.",
      answer:
        "Site cabins connected within days, CAD workstations, cloud file sharing and laptops that stay secure when they travel.",
    },
    finance: {
      title: "Banking, finance and insurance",
      need: "Strict access control, audit trails and evidence for regulators and cyber-insurers.",
      answer:
        "Multi-factor sign-in everywhere, privileged-access reviews, email security and documented controls mapped to CBUAE and SAMA guidance.",
    },
    trading: {
      title: "Trading and distribution",
      need: "Accounting and inventory systems that keep up with growth, and offices in several emirates working as one.",
      answer:
        "ERP and accounting systems ready for UAE VAT and corporate tax, branch networks, and one support contract for every location.",
    },
  },
  countries: {
    eyebrow: "Where we work",
    title: "Six countries, one contract",
    text: "Engineers in Dubai and certified partners in every GCC capital, working to the same service levels.",
    imageAlt:
      "Map-style illustration connecting Dubai with Abu Dhabi, Doha, Manama, Kuwait City, Muscat, Riyadh, Dammam and Jeddah",
    UAE: {
      name: "United Arab Emirates",
      detail:
        "Our home market. Engineers on site the same day in Dubai, Sharjah and Ajman; next day in Abu Dhabi and the Northern Emirates.",
    },
    "Saudi Arabia": {
      name: "Saudi Arabia",
      detail:
        "Riyadh, Jeddah and the Eastern Province through certified partner engineers, with hardware shipped under the correct import paperwork.",
    },
    Qatar: {
      name: "Qatar",
      detail: "Projects and support in Doha, with remote help desk from Dubai and scheduled on-site visits.",
    },
    Oman: {
      name: "Oman",
      detail: "Muscat and Sohar, supported remotely and by partner engineers for installations and hardware faults.",
    },
    Bahrain: {
      name: "Bahrain",
      detail: "Manama offices supported remotely, with on-site visits planned around project milestones.",
    },
    Kuwait: {
      name: "Kuwait",
      detail: "Kuwait City roll-outs and maintenance through local partners, under one contract with us.",
    },
  },
  callToAction: {
    title: "Is your sector missing?",
    text: "We also work with law firms, media agencies, manufacturers and non-profits. Tell us about yours.",
  },
};
