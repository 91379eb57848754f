import { describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/dates";
import { defaultCompanyFacts } from "~/settings/company";
import { quoteInvitationEmail, quoteOutcomeEmail, quoteReminderEmail } from "./supplier-emails.server";

// Deadline: 25 November 2026, 18:00 in Dubai.
const deadline = new Date("2026-11-25T14:00:00Z");
// As this Node's ICU writes it ("6:00 pm", or "6:00 PM").
const inDubai = `${formatDateTime(deadline, "en-AE")} (Gulf Standard Time)`;
const url = "https://www.falconedge-it.ae/supplier-dashboard/opportunities/0b7e3a52-1c1e-4c38-9d0e-2b1f4f3c9a10";

describe("the emails to invited suppliers", () => {
  it("give the deadline in Dubai's time", () => {
    expect(inDubai).toMatch(/^25 Nov 2026, 6:00\W(pm|PM) \(Gulf Standard Time\)$/);
  });

  it("invite with the reference, the items, the place and the deadline in Dubai's time, and a link", () => {
    const email = quoteInvitationEmail(defaultCompanyFacts, "en", {
      contactName: "Amir Haddad",
      reference: "Q-2026-00042",
      deadline,
      lineCount: 3,
      deliveryCity: "Abu Dhabi",
      country: "UAE",
      url,
    });
    expect(email.subject).toBe(`Request for quotation Q-2026-00042: please quote by ${inDubai}`);
    // Opened to the supplier's contact person, as every other email to a supplier is.
    expect(email.text).toMatch(/^Dear \u2068?Amir Haddad\u2069?,/m);
    expect(email.text).toContain("on request Q-2026-00042: 3 items for delivery to Abu Dhabi, UAE.");
    expect(email.text).toContain(`See the request and quote: ${url}`);
    expect(email.html).toContain(`href="${url}"`);
  });

  it("come in Arabic for an Arabic-speaking supplier, with the reference left to right", () => {
    const email = quoteInvitationEmail(defaultCompanyFacts, "ar", {
      contactName: "سارة الكعبي",
      reference: "Q-2026-00042",
      deadline,
      lineCount: 2,
      deliveryCity: "Riyadh",
      country: "Saudi Arabia",
      url,
    });
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('<span dir="ltr">Q-2026-00042</span>');
    expect(email.text).toContain("صنفان للتسليم في \u2068Riyadh\u2069، \u2068السعودية\u2069");
    expect(email.subject).toContain("(بتوقيت الخليج)");
  });

  it("remind before the deadline, and tell the outcome either way", () => {
    const reminder = quoteReminderEmail(defaultCompanyFacts, "en", {
      contactName: "Amir Haddad",
      reference: "Q-2026-00042",
      deadline,
      url,
    });
    expect(reminder.subject).toBe(`Reminder: quotations for Q-2026-00042 close on ${inDubai}`);
    const awarded = quoteOutcomeEmail(defaultCompanyFacts, "en", {
      contactName: "Amir Haddad",
      reference: "Q-2026-00042",
      outcome: "awarded",
      url,
    });
    expect(awarded.subject).toBe("Your quotation for Q-2026-00042 was selected for our offer");
    const notSelected = quoteOutcomeEmail(defaultCompanyFacts, "ar", {
      contactName: "سارة الكعبي",
      reference: "Q-2026-00042",
      outcome: "not_selected",
      url,
    });
    expect(notSelected.subject).toBe("نتيجة الطلب \u2066Q-2026-00042\u2069");
    expect(notSelected.text).toContain(url);
    expect(notSelected.text).toContain("سارة الكعبي");
    expect(awarded.text).toContain("Amir Haddad");
  });
});
