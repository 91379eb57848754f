/** IT consulting (/ItConsulting). */
export const itConsulting = {
  hero: {
    eyebrow: "IT consulting",
    title: "Independent IT advice for GCC businesses",
    lead: "Senior consultants who have designed and run IT for retailers, clinics, schools and trading groups help you decide what to do next, and then make sure it gets done.",
  },
  services: {
    eyebrow: "What we advise on",
    title: "From a health check to a three-year roadmap",
    text: "Each engagement ends with something you keep: a report, a design, a plan or a working system.",
    healthCheck: {
      title: "IT health check",
      text: "A two- to five-day review of your network, devices, cloud services, backups and security, with a prioritised report you can act on.",
    },
    strategy: {
      title: "IT strategy and roadmap",
      text: "A three-year plan tied to your business goals and budget: what to replace, what to move to the cloud and what to leave alone.",
    },
    cloud: {
      title: "Cloud migration",
      text: "Moving email, files and servers to Microsoft 365 or Azure UAE regions, planned so people can work on Monday morning.",
    },
    security: {
      title: "Cybersecurity and compliance",
      text: "Gap assessments and remediation against the UAE Information Assurance standards, the UAE and Saudi data-protection laws, and ISO 27001.",
    },
    network: {
      title: "Network design",
      text: "Site surveys, Wi-Fi heat maps, firewall and switching designs, and links between branches that keep working when one line fails.",
    },
    vendors: {
      title: "Vendor selection",
      text: "Independent comparison of ERP, telephony, security or printing proposals, and negotiation support with the shortlisted suppliers.",
    },
    projects: {
      title: "Project management",
      text: "Office moves, new branches, system replacements and mergers, run by a project lead who coordinates every supplier involved.",
    },
    virtualManager: {
      title: "Virtual IT manager",
      text: "A senior consultant who attends your management meetings, owns the IT budget and manages suppliers, for a few days a month.",
    },
  },
  engagements: {
    eyebrow: "Ways to work with us",
    title: "Clear scope, clear price",
    text: "You know what you will receive and what it costs before any work starts.",
    imageAlt:
      "Illustration of a whiteboard network diagram linking offices, firewall, cloud, servers and backup, with a quarterly roadmap and two consultants",
    assessment: {
      title: "Fixed-price assessment",
      text: "A defined scope, a fixed fee and a report within two weeks. The usual first step.",
    },
    project: {
      title: "Project",
      text: "A statement of work with milestones, acceptance criteria and a fixed or capped price.",
    },
    retained: {
      title: "Retained advisory",
      text: "A set number of consultant days each month, for companies without an in-house IT manager.",
    },
  },
  questions: {
    title: "Questions about consulting",
    consultation: {
      question: "What does the free consultation cover?",
      answer:
        "An hour with a senior consultant, on site in the UAE or by video, to understand your situation and suggest next steps. There is no obligation and no sales pressure.",
    },
    independence: {
      question: "Will you insist that we buy hardware or software from you?",
      answer:
        "No. Consulting is a separate service. Many clients take our recommendations to their existing suppliers, and we are happy to brief them.",
    },
    audits: {
      question: "Can you help us prepare for an audit or a cyber-insurance questionnaire?",
      answer:
        "Yes. We map your current controls to what the auditor or insurer asks for, close the gaps, and prepare the evidence: policies, screenshots and reports.",
    },
    outsideDubai: {
      question: "Do you work with companies outside Dubai?",
      answer:
        "Yes. Assessments and workshops can be held anywhere in the GCC, and most follow-up work is done remotely with visits at key milestones.",
    },
  },
  callToAction: {
    title: "Start with a free consultation",
    text: "One hour with a senior consultant to understand where you are and where you want your IT to be.",
  },
};
