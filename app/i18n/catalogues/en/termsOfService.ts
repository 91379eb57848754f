/** Terms of service (/terms-of-service). */
export const termsOfService = {
  eyebrow: "Legal",
  title: "Terms of service",
  intro: "The terms that apply when you use our website and, if you are a supplier, our supplier portal.",
  about: {
    title: "1. About these terms",
    text: "These terms are an agreement between you and {{legalName}} of Dubai, United Arab Emirates. By using this website or registering for the supplier portal you accept them. If you register on behalf of a company, you confirm that you may bind it.",
  },
  website: {
    title: "2. The website",
    text: "The information on this website is provided to describe our services. Product names, specifications and licensing terms change often; a written quotation from us is the only binding statement of price and availability. Brand names belong to their owners and are used to identify the products we supply.",
  },
  registration: {
    title: "3. Supplier registration and verification",
    text: "Suppliers register with accurate company details and a valid trade licence. We review every registration and may approve it, ask for corrections or decline it, at our discretion and without obligation to give reasons beyond those we share in our decision. After approval you set a password and pay the registration fee and the subscription for the plan you chose; the account becomes active when the payment is confirmed.",
  },
  fees: {
    title: "4. Fees, subscriptions and renewals",
    items: [
      "The registration fee is charged once, when the account is first activated.",
      "The subscription covers the period of the chosen plan, starting on the day of payment.",
      "Prices are shown, and charged, in the currency stated on the payment page, including any applicable VAT.",
      "Before a subscription ends we remind you by email; renewing extends it from its end date, or from the renewal date if it has already ended.",
      "Fees are not refundable once the account is active, except where the law requires a refund or where we end your account without cause, in which case we refund the unused part of the subscription.",
    ],
  },
  account: {
    title: "5. Your account",
    text: "Keep your password confidential and tell us at once if you suspect someone else has used your account. You are responsible for what is done with it. You keep your company details up to date in the supplier dashboard.",
  },
  use: {
    title: "6. Acceptable use",
    text: "You agree not to:",
    items: [
      "supply information that is false, misleading or infringes someone else's rights;",
      "attempt to reach data or accounts that are not yours, or to disrupt the service;",
      "upload malicious files or use the portal to send unsolicited messages.",
    ],
    suspension: "We may suspend an account that breaks these rules, and will tell you why.",
  },
  liability: {
    title: "7. Liability",
    text: "We provide the website and the portal with reasonable skill and care. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to a supplier in any year is limited to the fees that supplier paid us in that year. Nothing in these terms limits liability that cannot be limited by law.",
  },
  data: {
    title: "8. Personal data",
    text: "How we use personal data is described in our",
    privacyLink: "privacy policy",
  },
  notices: {
    title: "9. Changes and notices",
    text: "We may update these terms; registered suppliers are told by email at least 30 days before a change that affects them takes effect. Notices to us go to",
  },
  law: {
    title: "10. Governing law",
    text: "These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates. The courts of Dubai have exclusive jurisdiction over any dispute.",
  },
};
