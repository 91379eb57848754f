/** Privacy policy (/privacy-policy). */
export const privacyPolicy = {
  eyebrow: "Legal",
  title: "Privacy policy",
  intro: "What personal data we collect, why, how long we keep it and the rights you have over it.",
  whoWeAre: {
    title: "Who we are",
    text: '{{legalName}} ("we", "us") is an IT consultancy and IT hardware supplier registered in Dubai, United Arab Emirates, with its head office at {{address}}. We are the controller of the personal data described here. We process it in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and, where it applies, the data-protection laws of the other GCC countries we serve.',
  },
  collect: {
    title: "What we collect and why",
    consultations: {
      title: "Consultation requests",
      text: "When you ask for a free consultation we collect your name, company, email address, phone number, country, the service you are interested in, how you prefer to be contacted and your message. We use them to answer your request and, if you become a client, to provide our services. Our legal basis is your request and our legitimate interest in answering it. We also record the IP address the request came from, to protect the form against abuse.",
    },
    suppliers: {
      title: "Supplier registrations",
      text: "Suppliers and partners who register give us company details, trade licence and tax registration numbers, contact details, the products and brands they supply and, optionally, a copy of their trade licence. We use them to verify the supplier, to run the supplier portal and to contact the supplier about their account. Our legal basis is the contract between us.",
    },
    payments: {
      title: "Payments",
      text: "Registration fees and subscriptions are paid by card through our payment provider, Stripe. Card details go directly to Stripe and never reach our servers. We keep a record of each payment (amount, date, plan and the provider's reference) for accounting and tax purposes.",
    },
    emails: {
      title: "Emails we send",
      text: "We keep a log of the service emails we send you (for example a tax invoice or a password link): the address, subject, content and whether delivery succeeded, so that we can answer questions about them.",
    },
  },
  cookies: {
    title: "Cookies",
    text: "The public website sets no advertising or analytics cookies. It remembers the language you choose in one cookie. The supplier portal and the admin area set one cookie to keep you signed in; it is strictly necessary and is removed when you sign out or when it expires.",
  },
  sharing: {
    title: "Who we share data with",
    text: "We never sell personal data. We share it only with:",
    items: [
      "service providers who host our systems, deliver our emails and process card payments, under contracts that require them to protect it;",
      "our partner engineers in other GCC countries, when they carry out work for you at your request;",
      "authorities, where the law requires it.",
    ],
    transfers:
      "Some of these providers may process data outside the UAE. When they do, we rely on the safeguards the law allows, such as contractual clauses that keep your data protected to UAE standards.",
  },
  retention: {
    title: "How long we keep it",
    items: [
      "Consultation requests that do not lead to work: 24 months from your last contact with us.",
      "Client and supplier records: for the duration of the relationship and 5 years after it ends.",
      "Payment and accounting records: as long as UAE tax law requires, currently at least 5 years.",
      "Email logs: 24 months.",
    ],
  },
  protection: {
    title: "How we protect it",
    text: "Data is encrypted in transit, access is limited to the staff who need it and protected by multi-factor sign-in, passwords are stored only as salted hashes, and backups are encrypted. We review these controls every year.",
  },
  rights: {
    title: "Your rights",
    text: "You may ask for a copy of the personal data we hold about you, ask us to correct or delete it, object to or restrict its processing, and ask for it in a portable format. You may withdraw consent where we relied on it. To exercise any of these rights, write to",
    after: "; we answer within 30 days. You may also complain to the UAE Data Office.",
  },
  changes: {
    title: "Changes",
    text: "When we change this policy we update the date at the top. Significant changes are announced by email to registered suppliers. See also our",
    termsLink: "terms of service",
  },
};
