import type { ContactRequest } from "~/contacts/contact-form";
import type { suppliers } from "~/db/schema";
import type { Registration } from "~/suppliers/registration-form";

let sequence = 0;

/** A valid consultation request; tests and the demo seed override what they need. */
export function buildContactRequest(overrides: Partial<ContactRequest> = {}): ContactRequest {
  sequence += 1;
  return {
    name: "Layla Haddad",
    company: "Haddad Trading LLC",
    email: `layla.haddad+${sequence}@haddad-trading.ae`,
    phone: "+971 50 123 4567",
    country: "UAE",
    service: "hardware-supply",
    preferredContact: "email",
    message: "We are opening a second showroom in Sharjah and need 25 laptops, a firewall and a support contract.",
    ...overrides,
  };
}

/** The same request as a browser would post it. */
export function contactFormData(request: ContactRequest): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) if (value !== undefined) form.set(key, String(value));
  return form;
}

/** A complete, valid supplier registration for the plan `planId`. */
export function buildRegistration(planId: string, overrides: Partial<Registration> = {}) {
  sequence += 1;
  return {
    companyName: `Gulf Components Trading LLC ${sequence}`,
    tradeLicenceNumber: `DED-${100000 + sequence}`,
    trn: `100${String(234_567_800 + sequence).padStart(9, "0")}003`,
    country: "UAE" as const,
    city: "Dubai",
    address: "Office 402, Al Garhoud Business Centre, Al Garhoud",
    website: "https://www.gulfcomponents.ae",
    contactName: "Farah Siddiqui",
    contactRole: "Sales director",
    email: `farah.siddiqui+${sequence}@gulfcomponents.ae`,
    phone: "+971 4 282 1190",
    productCategories: ["computers", "networking"],
    brands: "Dell, HP, Ubiquiti",
    yearsInBusiness: 12,
    planId,
    note: "We hold stock in Jebel Ali and deliver across the GCC.",
    ...overrides,
  };
}

/**
 * A supplier row as the database holds it, in any state, for lists and the demo seed: inserting
 * rows directly is how thousands of suppliers are made quickly.
 */
export function buildSupplierRow(
  planId: string,
  overrides: Partial<typeof suppliers.$inferInsert> = {},
): typeof suppliers.$inferInsert {
  return { ...buildRegistration(planId), termsAcceptedAt: new Date(), ...overrides };
}
