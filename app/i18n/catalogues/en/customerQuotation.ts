/** The customer quotation: its PDF and the email that carries it to the buyer. */
export const customerQuotation = {
  pdf: {
    title: "QUOTATION",
    subject: "Quotation {{reference}} for {{company}}",
    preparedFor: "PREPARED FOR",
    from: "FROM",
    deliverTo: "Delivery to {{city}}, {{country}}",
    trn: "TRN {{trn}}",
    item: "Item",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount (AED)",
    notAvailable: "Not included in this quotation",
    warranty: "Warranty: {{warranty}}",
    subtotal: "Subtotal",
    vat: "VAT at {{rate}}",
    total: "Total",
    validUntil: "Valid until",
    delivery: "Delivery",
    deliveryDays_zero: "Within {{count}} days of your purchase order",
    deliveryDays_one: "Within {{count}} day of your purchase order",
    deliveryDays_two: "Within {{count}} days of your purchase order",
    deliveryDays_few: "Within {{count}} days of your purchase order",
    deliveryDays_many: "Within {{count}} days of your purchase order",
    deliveryDays_other: "Within {{count}} days of your purchase order",
    neededBy: "You asked for delivery by",
    reference: "Reference",
    terms:
      "Prices are in UAE dirhams and exclude VAT, which is added at the rate shown. To order, reply to this email with your purchase order quoting the reference; we confirm availability and the delivery date within one working day.",
    questions: "Questions about this quotation? Email {{email}} or call {{phone}}, quoting {{reference}}.",
  },
  email: {
    subject: "Your quotation {{reference}} from {{company}}",
    preview: "Your quotation is attached as a PDF.",
    greeting: "Dear {{name}},",
    attached:
      "Thank you for your request. Your quotation {{reference}} is attached as a PDF: {{total}} including VAT, valid until {{validUntil}}.",
    order:
      "To place the order, reply to this email with your purchase order. If anything should change (quantities, models or the delivery date), tell us and we will revise the quotation.",
  },
};
