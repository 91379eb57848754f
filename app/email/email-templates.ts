/**
 * Every email the product sends, by the template name its row keeps, and who it is for.
 * `account`: someone is waiting for it to get into their account, so it is delivered before any
 * backlog. `supplier`: it is about a supplier's own account or quotations, so their dashboard lists
 * it; the acknowledgements of the public forms are not, as anyone can send those with any address.
 */
const emailTemplates = {
  "supplier-registration-received": { account: false, supplier: true },
  "supplier-registration-attempt": { account: false, supplier: true },
  "supplier-registration-review": { account: false, supplier: false },
  "supplier-approved": { account: true, supplier: true },
  "supplier-rejected": { account: false, supplier: true },
  "supplier-suspended": { account: false, supplier: true },
  "supplier-reactivated": { account: false, supplier: true },
  "admin-invitation": { account: true, supplier: false },
  "password-reset": { account: true, supplier: true },
  "password-changed": { account: true, supplier: true },
  "security-alert": { account: true, supplier: true },
  "payment-receipt": { account: false, supplier: true },
  "renewal-reminder": { account: false, supplier: true },
  "subscription-expired": { account: false, supplier: true },
  "contact-notification": { account: false, supplier: false },
  "contact-acknowledgement": { account: false, supplier: false },
  "quote-request-notification": { account: false, supplier: false },
  "quote-request-acknowledgement": { account: false, supplier: false },
  "quote-invitation": { account: false, supplier: true },
  "quote-reminder": { account: false, supplier: true },
  "quote-outcome": { account: false, supplier: true },
  "quotations-closed": { account: false, supplier: false },
  "customer-quotation": { account: false, supplier: false },
} as const satisfies Record<string, { account: boolean; supplier: boolean }>;

export type EmailTemplate = keyof typeof emailTemplates;

/** The templates with `property`: the account emails, or those a supplier's dashboard lists. */
export const templatesThat = (property: "account" | "supplier"): EmailTemplate[] =>
  (Object.keys(emailTemplates) as EmailTemplate[]).filter((template) => emailTemplates[template][property]);
