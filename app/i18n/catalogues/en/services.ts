/** Services (/services). */
export const services = {
  hero: {
    eyebrow: "Services",
    title: "Every IT service a growing GCC business needs, from one partner",
    lead: "Advice, equipment and support that fit together: the people who design your network are the people who install it and answer when something goes wrong.",
  },
  all: {
    eyebrow: "What we do",
    title: "Eight services, one point of contact",
    text: "Choose what you need today; we keep the rest ready for when you grow.",
    details: "Details",
    detailsAbout: "about {{topic}}",
    consulting: {
      title: "IT consulting",
      text: "Assessments, IT strategy and roadmaps, vendor selection and project management for new offices, mergers and system replacements.",
    },
    hardware: {
      title: "IT hardware supply",
      text: "Laptops, desktops, servers, storage and networking from the major brands, configured in our workshop and delivered ready to use.",
    },
    maintenance: {
      title: "Annual maintenance contracts",
      text: "Preventive maintenance, unlimited help-desk support and guaranteed on-site response times for a fixed yearly fee.",
    },
    networks: {
      title: "Networks and Wi-Fi",
      text: "Structured cabling, switching, site-to-site VPNs and office Wi-Fi designed from a site survey, not guesswork.",
    },
    security: {
      title: "Cybersecurity",
      text: "Firewalls, endpoint protection, email security, phishing training and audits aligned with UAE and Saudi regulations.",
    },
    cloud: {
      title: "Cloud and Microsoft 365",
      text: "Microsoft 365 and Azure set-up, migrations from old mail servers, identity and device management, and licence optimisation.",
    },
    backup: {
      title: "Backup and recovery",
      text: "Automated, encrypted backups kept in the UAE and tested every quarter, so a ransomware attack or failed disk is an inconvenience, not a crisis.",
    },
    managed: {
      title: "Managed IT and help desk",
      text: "Your whole IT function, run for you: monitoring, patching, user support and monthly reports, around the clock.",
    },
  },
  maintenance: {
    eyebrow: "Annual maintenance contracts",
    title: "Predictable IT costs and response times in writing",
    text: "An AMC covers your computers, servers, network and printers for a fixed yearly fee. Every contract states how quickly we answer, how quickly we arrive, and what we check on each preventive visit.",
    imageAlt:
      "Illustration of a help-desk screen listing open support tickets beside a performance chart, with a headset",
    prices: "Prices depend on your users, devices and sites.",
    quotation: "Ask for a fixed quotation",
    essential: {
      name: "Essential",
      audience: "Offices with up to 25 users",
      features: [
        "Help desk, Monday to Friday 8:00 to 20:00",
        "On-site response within 8 business hours",
        "Quarterly preventive visit",
        "Patch and antivirus monitoring",
      ],
    },
    business: {
      name: "Business",
      audience: "Growing companies and branches",
      features: [
        "Help desk 24/7, every day of the year",
        "On-site response within 4 hours in Dubai, Sharjah and Abu Dhabi",
        "Monthly preventive visit",
        "Backup monitoring and quarterly restore tests",
        "Named account engineer",
      ],
    },
    enterprise: {
      name: "Enterprise",
      audience: "Multi-site and regulated organisations",
      features: [
        "Everything in Business",
        "2-hour critical response with spare parts held for you",
        "Security monitoring and monthly vulnerability scans",
        "Quarterly review with your management",
        "Cover across all six GCC countries",
      ],
    },
  },
  questions: {
    title: "Questions about our services",
    start: {
      question: "Can we start with one service and add others later?",
      answer:
        "Yes. Many clients start with a hardware order or a maintenance contract and add consulting or security later. Everything we deliver is documented, so adding a service never means starting again.",
    },
    otherEquipment: {
      question: "Do you support equipment you did not supply?",
      answer:
        "Yes. Before a maintenance contract starts we audit what you have, list anything out of warranty or end-of-life, and agree how it will be handled.",
    },
    pricing: {
      question: "How is an annual maintenance contract priced?",
      answer:
        "By the number of users, devices and sites, and by the response time you choose. We quote a fixed yearly fee, payable monthly, quarterly or annually, with no charge per call.",
    },
    outsideUae: {
      question: "Do you work outside the UAE?",
      answer:
        "Yes. Our engineers are based in Dubai and we work with certified partners in Saudi Arabia, Qatar, Oman, Bahrain and Kuwait, under the same contract and service levels.",
    },
  },
  callToAction: {
    title: "Tell us what you need",
    text: "Describe your offices and your team; we will suggest the services that fit, with a fixed quotation.",
  },
};
