/** IT hardware supply (/ItHardware). */
export const itHardware = {
  hero: {
    eyebrow: "IT hardware",
    title: "An IT hardware supplier in Dubai that does more than deliver boxes",
    lead: "We source the right equipment at a fair price, prepare it so it works on day one, keep records for your auditors and take old devices away safely. See the brands and product families on our",
    rangeLink: "hardware range",
    leadEnd: "page.",
  },
  services: {
    eyebrow: "The supply service",
    title: "Everything around the purchase, handled",
    text: "Eight things that are included or available with every order.",
    genuine: {
      title: "Genuine, with UAE warranty",
      text: "Bought through authorised distributors only, so manufacturer warranty is honoured locally and firmware updates keep coming.",
    },
    pricing: {
      title: "Bulk and project pricing",
      text: "Volume and project registrations with the manufacturers, passed on to you, with quotations valid long enough for your approvals.",
    },
    configured: {
      title: "Configured before delivery",
      text: "Windows or macOS set up with your apps, security and device management, so users sign in and start working.",
    },
    tagging: {
      title: "Asset tagging and records",
      text: "Each device labelled and recorded with serial number, user, warranty end date and location, ready for your auditors.",
    },
    delivery: {
      title: "Delivery and installation",
      text: "Free delivery in Dubai, Sharjah and Abu Dhabi; installation at your desks, in your server room or at a new site.",
    },
    spares: {
      title: "Spares and replacements",
      text: "Common parts held in Dubai; for contract clients, a replacement laptop the next business day while theirs is repaired.",
    },
    leasing: {
      title: "Leasing and rental",
      text: "Spread the cost over 24 to 48 months through our leasing partners, or rent equipment for events and short projects.",
    },
    disposal: {
      title: "Secure disposal",
      text: "Old equipment collected, disks wiped to NIST 800-88 or destroyed, with certificates, and the rest recycled responsibly.",
    },
  },
  ordering: {
    eyebrow: "Ordering",
    title: "Four steps from request to working desk",
    text: "Most orders follow exactly this path.",
    needs: {
      title: "Tell us what people need",
      text: "Roles, software and budget, or simply the models you already use.",
    },
    quotation: {
      title: "Receive a quotation",
      text: "Usually the same business day, with alternatives when stock or price suggests a better option.",
    },
    preparation: {
      title: "We prepare everything",
      text: "Ordering, configuration, tagging and testing in our Al Quoz workshop.",
    },
    installation: {
      title: "Delivered and installed",
      text: "At a time that suits you, with old equipment taken away if you wish.",
    },
  },
  questions: {
    title: "Questions about hardware supply",
    speed: {
      question: "How quickly can you deliver?",
      answer:
        "Items in our Dubai stock are delivered within one to two business days in the UAE. Configured roll-outs of 20 to 100 laptops typically take one to two weeks from order.",
    },
    gcc: {
      question: "Do you deliver outside the UAE?",
      answer:
        "Yes, to all GCC countries. We prepare the commercial invoice, certificates of origin and other import paperwork, or work with your freight forwarder.",
    },
    instalments: {
      question: "Can we pay in instalments?",
      answer:
        "Yes, through leasing over 24 to 48 months, subject to the leasing partner's approval. Rental is also available for short projects.",
    },
    warranty: {
      question: "What happens when a device fails under warranty?",
      answer:
        "We log the case with the manufacturer and arrange the repair. Clients on a maintenance contract receive a loan device the next business day.",
    },
  },
  callToAction: {
    title: "Planning a purchase or a roll-out?",
    text: "Send us your list. You will have a quotation, usually the same business day.",
    action: "Request a quotation",
  },
};
