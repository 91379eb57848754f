import { portal } from "~/i18n/catalogues/en/portal";

// The choices the admin lists offer, shared by the pages and the server's query parsing.

/** Rows per page in every admin list. */
export const PAGE_SIZE = 25;

export const supplierSorts = {
  newest: "Newest first",
  oldest: "Oldest first",
  company: "Company A–Z",
  expiry: "Subscription ends soonest",
} as const;

/** A contact message's states as the admin area names them. */
export const contactStatusLabels = { unread: "Unread", read: "Read", archived: "Archived" } as const;
export const contactFolders = {
  inbox: "Inbox",
  unread: contactStatusLabels.unread,
  archived: contactStatusLabels.archived,
  all: "All messages",
} as const;

/** A payment's states as the admin area (English) names them. */
export const paymentStatusLabels = portal.paymentStatus;

export const emailStatusLabels = { queued: "Queued", sent: "Sent", failed: "Failed" } as const;

/** The kinds of record the audit trail speaks of, as admins name them. */
export const auditEntityLabels: Record<string, string> = {
  supplier: "Supplier",
  contact: "Contact message",
  user: "User",
  plan: "Plan",
  "payment-settings": "Payment settings",
  settings: "Settings",
  email: "Email",
  "quote-request": "Quote request",
};

/** A quote request's states as the admin area names them. */
export const quoteStatusLabels = {
  new: "New",
  sourcing: "Sourcing",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  cancelled: "Cancelled",
} as const;

/** The quote inbox's folders: the open requests (waiting for the team or the buyer), each state, or all. */
export const quoteFolders = { open: "Open", ...quoteStatusLabels, all: "All requests" } as const;
