/** Why us (/WhyUs). */
export const whyUs = {
  hero: {
    eyebrow: "Why us",
    title: "Why companies across the GCC trust us with their IT",
    lead: "Clients stay with {{company}} because we answer quickly, recommend honestly and put our promises in the contract. Here is what that means in practice.",
  },
  reasons: {
    eyebrow: "Six reasons",
    title: "What makes the difference",
    text: "The things clients mention when they recommend us to others.",
    neutral: {
      title: "Vendor-neutral recommendations",
      text: "We supply many brands, so we have no reason to push one. Every proposal compares at least two options and says why we prefer one.",
    },
    helpDesk: {
      title: "A help desk that never closes",
      text: "Call, email or WhatsApp at any hour. An engineer, not a call-taker, picks up, and most problems are fixed remotely on the first call.",
    },
    responseTimes: {
      title: "Response times in the contract",
      text: "On-site response from 2 to 8 hours depending on your plan, measured and reported monthly. If we miss one, the month's fee is reduced.",
    },
    stock: {
      title: "Stock held in Dubai",
      text: "Common laptops, switches, disks and power supplies sit on our shelves in Al Quoz, so replacements arrive the next day, not next month.",
    },
    secure: {
      title: "Secure by default",
      text: "Disk encryption, multi-factor sign-in, tested backups and documented admin access are part of every installation, not an upsell.",
    },
    languages: {
      title: "Arabic and English",
      text: "Proposals, training and support in both languages, from a team that understands how companies in the Gulf are organised.",
    },
  },
  figures: {
    title: "Our record in figures",
    years: { value: "15+", label: "years serving GCC businesses" },
    clients: { value: "500+", label: "clients, most by referral" },
    resolution: { value: "14 min", label: "median time to resolve a help-desk ticket" },
    renewals: { value: "97%", label: "of contracts renewed each year" },
  },
  steps: {
    eyebrow: "How we work",
    title: "Four steps, no surprises",
    text: "The same process for a ten-laptop order and a three-country network.",
    listen: {
      title: "Listen",
      text: "A free consultation, on site or by video, to understand your business, your users and what is getting in the way.",
    },
    propose: {
      title: "Propose",
      text: "A written proposal within five business days: options, fixed prices, timelines and what happens after go-live.",
    },
    deliver: {
      title: "Deliver",
      text: "A named project lead, installation outside working hours where needed, and documentation you keep.",
    },
    support: {
      title: "Support",
      text: "The same team looks after what it delivered, with monthly reports and a quarterly review.",
    },
  },
  testimonials: {
    eyebrow: "Clients",
    title: "In their words",
    text: "Shared with permission; names withheld at our clients' request.",
    logistics: {
      quote:
        "We moved 120 staff to new offices over one weekend. On Monday morning every desk had a working laptop, phone and printer, and the help desk was there when people arrived.",
      who: "Operations director, logistics company in Jebel Ali",
    },
    clinics: {
      quote:
        "They found that our backups had silently stopped six months earlier. Two weeks later a server failed, and we restored everything before lunch.",
      who: "Practice manager, group of dental clinics in Dubai and Muscat",
    },
    trading: {
      quote:
        "The proposal compared three firewall options honestly, including the cheapest one. That is why we gave them the whole network.",
      who: "Finance manager, trading company in Sharjah",
    },
  },
  callToAction: {
    title: "See for yourself",
    text: "Book a free consultation. If we are not the right fit, we will say so and point you to someone who is.",
  },
};
