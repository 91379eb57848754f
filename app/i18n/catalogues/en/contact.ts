/** Contact and free consultation (/contact), with its form's labels and messages. */
export const contact = {
  hero: {
    eyebrow: "Free consultation",
    title: "Tell us what your business needs from IT",
    lead: "Whether it is one new laptop or a network for three branches, a consultant will listen, ask the right questions and come back within one business day with practical next steps. The first consultation is free.",
  },
  sent: {
    title: "Thank you, we have your request",
    text: "A consultant will contact you within one business day. We have also sent a copy of your request to your email address; if it does not arrive, please check your spam folder.",
  },
  reach: {
    label: "Other ways to reach us",
    title: "Talk to us now",
    whatsapp: "Chat on WhatsApp",
    consultants: "Consultants: {{hours}}.",
    support: "Support desk for contract clients: 24/7.",
  },
  form: {
    title: "Request your free consultation",
    required: "All fields are required unless marked optional.",
    name: "Full name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    phonePlaceholder: "+971 50 123 4567",
    country: "Country",
    countryPrompt: "Choose a country",
    service: "Service of interest",
    servicePrompt: "Choose a service",
    preferredContact: "Preferred contact method",
    message: "How can we help?",
    messagePlaceholder:
      "For example: we are opening a second branch in Sharjah and need 25 laptops, a firewall and ongoing support.",
    submit: "Request free consultation",
    sending: "Sending your request...",
    privacy: "We use your details only to answer this request. See our",
    privacyLink: "privacy policy",
    unavailable: "We could not save your request just now. Please try again in a minute, or call us.",
    quotationFor: "We would like a quotation for {{name}} ({{vendor}}). Number of users or devices: ",
  },
  options: {
    service: {
      "it-consulting": "IT consultancy",
      "hardware-supply": "IT hardware supply",
      "annual-maintenance": "Annual maintenance contract (AMC)",
      "software-products": "Software and products",
      other: "Something else",
    },
    preferredContact: {
      email: "Email",
      phone: "Phone call",
      whatsapp: "WhatsApp",
    },
  },
  /** The team's answer, started from the admin area in the language the visitor wrote in. */
  reply: {
    subject: "Re: {{service}} – your enquiry to {{company}}",
    whatsapp: "Hello {{name}}, this is {{company}} about your free consultation request for {{service}}.",
  },
  /** The form's checks, in the browser and on the server (`contactRequestSchema`). */
  errors: {
    nameRequired: "Please enter your name.",
    nameShort: "Please enter your full name.",
    nameLong: "Please keep your name under 100 characters.",
    companyLong: "Please keep the company name under 120 characters.",
    emailRequired: "Please enter your email address.",
    emailLong: "This email address is too long.",
    emailInvalid: "Please enter a valid email address, such as name@company.ae.",
    phoneInvalid: "Please enter a valid phone number, such as +971 50 123 4567.",
    phoneRequired: "Please enter a phone number so we can call or message you.",
    country: "Please choose your country.",
    service: "Please choose the service you are interested in.",
    preferredContact: "Please choose how we should contact you.",
    messageRequired: "Please tell us briefly what you need.",
    messageShort: "Please tell us a little more (at least 20 characters).",
    messageLong: "Please keep your message under 5,000 characters.",
  },
};
