/**
 * The emails to suppliers and visitors, and the PDF tax invoice, in the reader's language (the
 * supplier's `language`, the page a visitor wrote from). Emails to the team stay English.
 */
export const emails = {
  greeting: "Dear {{name}},",
  kindRegards: "Kind regards,",
  team: "The {{company}} team",
  supplierTeam: "The {{company}} supplier team",
  openAddress: "Or open this address:",
  /** Between the parts of an address the supplier wrote. */
  separator: ", ",
  registrationReceived: {
    subject: "We have received the registration of {{companyName}}",
    preview: "Our team reviews every registration, usually within two business days.",
    thanks:
      "Thank you for registering {{companyName}} as a supplier with {{company}}. Our team reviews every registration, usually within two business days.",
    next: "When yours is approved we will email you a link to set your password and complete your registration.",
  },
  registrationAttempt: {
    subject: "A registration was attempted with your email address",
    preview: "No new account was created.",
    attempted:
      "Someone tried to register a new supplier account with this email address on the {{company}} website. This address already has an account with us, so no new account was created.",
    ifYou:
      "If it was you, sign in at {{signInUrl}}, or choose a new password at {{resetUrl}}. If your earlier registration was declined, use the link in our decision email to correct and resubmit it.",
    ifNotYou: "If it was not you, you can ignore this email; nothing has changed.",
  },
  approved: {
    subject: "{{companyName}} is approved: set your password",
    preview: "Set your password to complete your supplier registration.",
    approved: "Good news: our team has reviewed and approved the supplier registration of {{companyName}}.",
    setPassword:
      "To continue, set the password you will use to sign in to the supplier portal. The link below works once and expires in 72 hours.",
    action: "Set your password",
    next: "After setting your password you will be asked to pay the one-time registration fee and your subscription plan, which activates your account.",
  },
  rejected: {
    subject: "Your supplier registration for {{companyName}} needs changes",
    preview: "Our team could not approve the registration as it stands.",
    reason:
      "Thank you for registering {{companyName}}. Our team could not approve the registration as it stands, for this reason:",
    resubmit: "You can correct the registration and send it again from the link below; it works once and for 30 days.",
    action: "Correct and resubmit",
  },
  suspended: {
    subject: "The supplier account of {{companyName}} is suspended",
    preview: "You cannot sign in to the supplier portal for now.",
    suspended:
      "We have suspended the supplier account of {{companyName}}. You cannot sign in to the supplier portal while it is suspended.",
    reason: "Reason: {{note}}",
    questions: "If you have questions, reply to this email or call us on {{phone}}.",
  },
  reactivated: {
    subject: "The supplier account of {{companyName}} is active again",
    preview: "You can sign in to the supplier portal again.",
    lifted:
      "The suspension of the supplier account of {{companyName}} has been lifted. You can sign in to the supplier portal again.",
    action: "Sign in",
  },
  expired: {
    subject: "The subscription of {{companyName}} has expired",
    preview: "Renew your subscription to stay on our supplier list.",
    expired:
      "The supplier subscription of {{companyName}} has expired. Until it is renewed, we no longer consider your company for new quotations.",
    renew: "Sign in to the supplier portal to renew it in a few minutes.",
    action: "Sign in and renew",
  },
  renewalReminder: {
    when_zero: "in {{count}} days",
    when_one: "tomorrow",
    when_two: "in {{count}} days",
    when_few: "in {{count}} days",
    when_many: "in {{count}} days",
    when_other: "in {{count}} days",
    subject: "The subscription of {{companyName}} expires {{when}}",
    preview: "Renew before {{date}} to stay on our supplier list.",
    expires: "The supplier subscription of {{companyName}} expires {{when}}, on {{date}}.",
    renew:
      "Renew it from the supplier portal to keep being considered for our quotations; a renewal extends the current subscription, so you lose no days by renewing early.",
    action: "Sign in and renew",
  },
  passwordReset: {
    subject: "Reset your {{company}} password",
    preview: "Choose a new password. The link works once and expires in one hour.",
    request: "We received a request to reset the password of your {{company}} account.",
    choose: "Choose a new password from the link below. It works once and expires in one hour.",
    action: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this email: your password has not changed.",
  },
  securityAlert: {
    authenticatorAdded: {
      subject: "An authenticator app now protects your {{company}} account",
      text: "An authenticator app was just set up as the second step of signing in to your {{company}} account. Keep your backup codes somewhere safe.",
    },
    authenticatorRemoved: {
      subject: "The authenticator app was removed from your {{company}} account",
      text: "The authenticator app was just removed from your {{company}} account: signing in no longer asks for its code.",
    },
    backupCodesReplaced: {
      subject: "New backup codes for your {{company}} account",
      text: "New backup codes were just made for your {{company}} account. The old ones no longer work.",
    },
    backupCodeUsed: {
      subject: "A backup code was used to sign in to your {{company}} account",
      text: "Someone just signed in to your {{company}} account with one of its backup codes. That code cannot be used again.",
    },
    passkeyAdded: {
      subject: "A passkey was added to your {{company}} account",
      text: "A new passkey was just added to your {{company}} account: it can now sign in with that device or password manager, without the password.",
    },
    passkeyRemoved: {
      subject: "A passkey was removed from your {{company}} account",
      text: "A passkey was just removed from your {{company}} account: the device or password manager that held it can no longer sign in with it.",
    },
    secondFactorReset: {
      subject: "The second factor of your {{company}} account was reset",
      text: "An administrator just removed the authenticator app and passkeys from your {{company}} account and signed it out everywhere. Signing in asks only for your password until you set up a second factor again.",
    },
    newBrowserSignIn: {
      subject: "New sign-in to your {{company}} account",
      text: "Someone just signed in to your {{company}} account from a browser it had not been used from before.",
    },
    place: "Browser: {{browser}} on {{system}}. Network address: {{address}}.",
    unknown: "unknown",
    review: "You can review how your account signs in, and the devices signed in to it, at {{securityUrl}}.",
    notYou: "If this was not you, reset your password now and call us on {{phone}}.",
  },
  passwordChanged: {
    subject: "Your {{company}} password was changed",
    preview: "Every device that was signed in has been signed out.",
    changed:
      "The password of your {{company}} account was just changed, and every device that was signed in has been signed out.",
    notYou: "If this was not you, reset your password now at {{resetUrl}} and tell us on {{phone}}.",
  },
  contactAcknowledgement: {
    subject: "We have your consultation request, {{name}}",
    preview: "A {{company}} consultant will contact you within one business day.",
    thanks:
      "Thank you for asking {{company}} for a free consultation about {{service}}. A consultant will contact you by {{channel}} within one business day; our hours are {{hours}}.",
    urgent: "If the matter is urgent, call us on {{phone}}; our support line answers 24/7.",
    yourMessage: "Your message:",
  },
  /** The team's answer to a consultation request, started from the admin area in the visitor's language. */
  contactReply: {
    subject: "Re: {{service}} – your enquiry to {{company}}",
    whatsapp: "Hello {{name}}, this is {{company}} about your free consultation request for {{service}}.",
  },
  receipt: {
    subject: "Tax invoice {{number}}: {{amount}} for the {{plan}} plan",
    preview: "Your supplier subscription is active until {{date}}.",
    thanks:
      "Thank you for your payment. The supplier account of {{companyName}} is active until {{date}}. Your tax invoice follows; the PDF copy is on your dashboard.",
    title: "Tax invoice {{number}}",
    date: "Date: {{date}}",
    issuedBy: "Issued by: {{party}}",
    billedTo: "Billed to: {{party}}",
    trnSuffix: ", TRN {{trn}}",
    plan: "Plan: {{plan}}, {{duration}}",
    registrationFee: "Registration fee: {{amount}}",
    subscription: "Subscription: {{amount}}",
    taxable: "Taxable amount: {{amount}}",
    vat: "VAT at {{rate}}: {{amount}}",
    total: "Total paid: {{amount}}",
    reference: "Payment reference: {{reference}}",
    action: "Download the tax invoice (PDF)",
  },
  /** How a tax invoice explains its VAT (`vatNote`). */
  vatNote: {
    included: "The amounts above include VAT at {{rate}}.",
    added: "VAT at {{rate}} was added to the amounts above.",
    none: "No VAT was charged.",
  },
  invoice: {
    title: "TAX INVOICE",
    subject: "{{companyName}}: {{plan}} plan",
    billedTo: "BILLED TO",
    issuedBy: "ISSUED BY",
    cityCountry: "{{city}}, {{country}}",
    trn: "TRN {{trn}}",
    description: "Description",
    amount: "Amount ({{currency}})",
    registrationFee: "Supplier registration fee (one-time)",
    registrationFeeOnRenewal: "Supplier registration fee (not charged on renewal)",
    subscription: "Subscription: {{plan}} plan, {{duration}}",
    renewal: "Subscription renewal: {{plan}} plan, {{duration}}",
    taxable: "Taxable amount",
    vat: "VAT at {{rate}}",
    total: "Total paid",
    plan: "Plan",
    planTerm: "{{plan}}, {{duration}}",
    currency: "Currency",
    paidThrough: "Paid through",
    stripe: "Card payment via Stripe",
    sandbox: "Sandbox",
    reference: "Provider reference",
    datePaid: "Date paid",
    sandboxNotice:
      "This payment was made with the sandbox payment provider: no money changed hands. It is not an invoice for a real payment.",
    questions: "Questions about this invoice? Email {{email}} or call {{phone}}, quoting {{number}}.",
  },
};
