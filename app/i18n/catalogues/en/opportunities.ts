/** The supplier portal's opportunities (/supplier-dashboard/opportunities) and the emails about them. */
export const opportunities = {
  title: "Opportunities",
  intro:
    "Requests for quotation our team has invited you to. You see the items, quantities, delivery place and dates; the buyer's identity stays with us.",
  backToList: "All opportunities",
  eyebrow: "Request for quotation",
  /** A moment in Dubai's time, as deadlines are given. */
  dubaiTime: "{{date}} (Gulf Standard Time)",
  // Every plural form Arabic has: English uses "one" and "other".
  itemCount_zero: "{{count}} items",
  itemCount_one: "{{count}} item",
  itemCount_two: "{{count}} items",
  itemCount_few: "{{count}} items",
  itemCount_many: "{{count}} items",
  itemCount_other: "{{count}} items",
  place: "{{city}}, {{country}}",
  state: {
    open: "Open",
    quoted: "Quoted",
    closed: "Closed",
    awarded: "Awarded",
    not_selected: "Not selected",
    cancelled: "Cancelled",
  },
  list: {
    caption: "Your invitations to quote, newest first",
    reference: "Reference",
    items: "Items",
    delivery: "Delivery to",
    neededBy: "Needed by",
    deadline: "Quote by",
    state: "Status",
    action: "Action",
    quote: "Quote now",
    view: "View",
    emptyTitle: "No invitations yet",
    emptyText:
      "When our team sources items in your product categories, we invite suppliers by email, and each request appears here with its items, quantities and deadline.",
    emptyCategories: "Check your product categories",
    timeZone: "Deadlines are in Gulf Standard Time (UTC+4).",
  },
  readOnly: {
    expired:
      "Your subscription has ended. You can still see your earlier opportunities and quotations, but you cannot send or revise quotations, and you will not be invited to new requests until you renew.",
    renew: "Renew subscription",
  },
  detail: {
    request: "The request",
    delivery: "Delivery to",
    neededBy: "Needed by",
    deadline: "Quotations accepted until",
    items: "Items",
    item: "Item",
    quantity: "Quantity",
    unitPrice: "Unit price",
    lineTotal: "Line total",
    total: "Total",
    lineNotes: "Buyer's note:",
    notQuoted: "Not quoted",
    lineSelected: "Selected for the customer",
    lineNotSelected: "Not selected",
    yourQuotation: "Your quotation",
    noQuotation: "You did not send a quotation for this request.",
    revision: "Revision {{revision}}, sent {{date}}",
    currency: "Currency",
    leadTime: "Lead time",
    // Every plural form Arabic has: English uses "one" and "other".
    days_zero: "{{count}} days",
    days_one: "{{count}} day",
    days_two: "{{count}} days",
    days_few: "{{count}} days",
    days_many: "{{count}} days",
    days_other: "{{count}} days",
    validUntil: "Valid until",
    warranty: "Warranty",
    notes: "Notes",
    attachment: "Your PDF",
    sent: "Your quotation has been sent. You can revise it until the deadline.",
    revise: "Revise quotation",
    locked: {
      inactive: "Your subscription must be active to send or revise a quotation.",
      deadline: "The deadline for this request has passed: quotations can no longer be sent or revised.",
      closed: "This request is no longer accepting quotations.",
      cancelled: "This request has been cancelled.",
    },
    outcome: {
      awarded:
        "Your prices were selected for the quotation we sent to the customer. If the customer orders, our team will contact you to confirm the order and delivery.",
      awardedSome_zero:
        "Your prices for {{count}} of the {{total}} lines you priced were selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm those lines and their delivery.",
      awardedSome_one:
        "Your price for {{count}} of the {{total}} lines you priced was selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm that line and its delivery.",
      awardedSome_two:
        "Your prices for {{count}} of the {{total}} lines you priced were selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm those lines and their delivery.",
      awardedSome_few:
        "Your prices for {{count}} of the {{total}} lines you priced were selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm those lines and their delivery.",
      awardedSome_many:
        "Your prices for {{count}} of the {{total}} lines you priced were selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm those lines and their delivery.",
      awardedSome_other:
        "Your prices for {{count}} of the {{total}} lines you priced were selected for the quotation we sent to the customer, as marked below. If the customer orders, our team will contact you to confirm those lines and their delivery.",
      not_selected: "Another offer was selected this time. Thank you for quoting; we will keep inviting you.",
    },
  },
  form: {
    title: "Your quotation",
    reviseTitle: "Revise your quotation",
    help: "Enter unit prices excluding VAT. Leave the price empty for an item you cannot supply.",
    currency: "Prices in",
    leadTime: "Lead time (days)",
    validUntil: "Valid until",
    warrantyPeriod: "Warranty period",
    warrantyService: "Warranty service",
    choose: "Choose…",
    notes: "Notes for our team",
    attachment: "Quotation PDF",
    attachmentHelp: "PDF, up to 5 MB.",
    attachmentReplaces: "A new file replaces {{name}}.",
    send: "Send quotation",
    sendRevision: "Send revised quotation",
    sending: "Sending…",
    cancel: "Keep the quotation as sent",
  },
  /** A warranty as every reader sees it: the supplier, the admin and the buyer's PDF. */
  warranty: {
    none: "None",
    terms: "{{period}}, {{service}}",
    months_zero: "{{count}} months",
    months_one: "{{count}} month",
    months_two: "{{count}} months",
    months_few: "{{count}} months",
    months_many: "{{count}} months",
    months_other: "{{count}} months",
    serviceChoice: {
      on_site: "On-site service",
      return_to_base: "Return to base",
      manufacturer: "Manufacturer's warranty",
    },
    service: {
      on_site: "on-site service",
      return_to_base: "return to base",
      manufacturer: "manufacturer's warranty",
    },
  },
  currencies: {
    AED: "UAE dirham (AED)",
    USD: "US dollar (USD)",
    SAR: "Saudi riyal (SAR)",
    QAR: "Qatari riyal (QAR)",
    OMR: "Omani rial (OMR)",
    BHD: "Bahraini dinar (BHD)",
  },
  /** The form's checks, in the browser and on the server. */
  errors: {
    price: "Enter a price such as 1250.50, or leave it empty.",
    priceTooHigh: "This price is too high.",
    noPrice: "Enter a price for at least one item.",
    currency: "Please choose one of the currencies shown.",
    leadTime: "Enter the lead time in whole days, from 0 to 365.",
    validUntil: "Enter the date until which your prices are valid, today or later.",
    warrantyPeriod: "Please choose the warranty period.",
    warrantyService: "Please choose who services the items under warranty.",
    notesLong: "Please keep the notes under 2,000 characters.",
    attachmentType: "Please attach a PDF file.",
    attachmentLarge: "The PDF must be 5 MB or smaller.",
    reload: "Please reload the page and try again.",
  },
  /** What the server answers when a quotation cannot be taken. */
  failures: {
    notFound: "We could not find this request among your invitations.",
    inactive: "Your subscription must be active to send or revise a quotation.",
    deadlinePassed: "The deadline for this request has passed.",
    closed: "This request is no longer accepting quotations.",
    unknownLine: "This quotation names an item that is not in the request. Please reload the page and try again.",
  },
  emails: {
    invitation: {
      subject: "Request for quotation {{reference}}: please quote by {{deadline}}",
      preview: "{{items}} for delivery to {{place}}.",
      invited:
        "Our team is sourcing items in your product categories and invites you to quote on request {{reference}}: {{items}} for delivery to {{place}}.",
      deadline: "Quotations are accepted until {{deadline}}, and you can revise yours until then.",
      action: "See the request and quote",
      confidential:
        "You see the items, quantities and dates; the buyer's details stay with us. Please quote only for what you can supply.",
    },
    reminder: {
      subject: "Reminder: quotations for {{reference}} close on {{deadline}}",
      preview: "Less than a day left to send or revise your quotation.",
      reminder:
        "Quotations for request {{reference}} are accepted until {{deadline}}, less than a day from now. If you have not sent yours, or want to revise it, please do so before then.",
      action: "See the request",
    },
    outcome: {
      awarded: {
        subject: "Your quotation for {{reference}} was selected for our offer",
        preview: "If the customer orders, our team will contact you.",
        text: "Good news: your quotation for request {{reference}} was selected, in whole or in part, for the quotation we sent to the customer. If the customer orders, our team will contact you to confirm the order and delivery.",
      },
      not_selected: {
        subject: "The outcome of request {{reference}}",
        preview: "Another offer was selected this time.",
        text: "Thank you for your quotation for request {{reference}}. Another offer was selected this time. We appreciate your time and will keep inviting you to quote on items in your categories.",
      },
      // To an invited supplier who had not quoted when the team sent the customer its offer before the deadline.
      closed: {
        subject: "Request {{reference}} has closed",
        preview: "We have sent the customer our quotation.",
        text: "Request {{reference}} closed before its deadline: we received the quotations we needed and have sent the customer our offer, so there is no need to quote on it. Thank you for considering it; we will keep inviting you to quote on items in your categories.",
      },
      action: "See the request",
    },
  },
};
