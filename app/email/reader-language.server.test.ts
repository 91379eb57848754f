import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { choosePasswordWithLink, createAdmin, requestPasswordReset } from "~/auth/accounts.server";
import { submitContactRequest } from "~/contacts/contacts.server";
import { emails as sent, suppliers } from "~/db/schema";
import { emails as arabic } from "~/i18n/catalogues/ar/emails";
import { currentPaymentLink } from "~/payments/payment-links.server";
import { startPayment } from "~/payments/payments.server";
import { createSandboxProvider, sandboxCards } from "~/payments/providers/sandbox.server";
import { saveCompanyFacts } from "~/settings/settings.server";
import { defaultCompanyFacts } from "~/settings/company";
import { sendRenewalReminders } from "~/suppliers/subscriptions.server";
import { latestEmail, tokenIn } from "~/testing/emails";
import { buildContactRequest } from "~/testing/factories";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";

const database = testDatabaseFixture();
const appUrl = "https://www.falconedge-it.ae";
const password = "Palm-Jumeirah-Crescent-3";
let planId: string;
beforeAll(async () => {
  planId = database.plans[1]!.id;
});

/** A supplier awaiting payment who registered on the Arabic site. */
async function arabicSupplier() {
  const { id } = await createSupplierAwaitingPayment(database.deps, planId, password);
  const [supplier] = await database.db
    .update(suppliers)
    .set({ language: "ar" })
    .where(eq(suppliers.id, id))
    .returning();
  return supplier!;
}

describe("account emails", () => {
  it("send an Arabic supplier's reset link to the Arabic page, and the notice of the change in Arabic", async () => {
    const supplier = await arabicSupplier();
    await requestPasswordReset(database.deps, supplier.email);

    const reset = await latestEmail(database.db, "password-reset", supplier.email);
    expect(reset.subject).toBe("إعادة تعيين كلمة مرور حسابك لدى \u2068Falcon Edge IT\u2069");
    expect(reset.html).toContain('dir="rtl"');
    expect(reset.text).toContain(`${appUrl}/ar/reset-password?token=`);

    await choosePasswordWithLink(database.deps, {
      token: tokenIn(reset.text, "/ar/reset-password"),
      password: "Deira-Creek-Dhow-77",
    });
    const changed = await latestEmail(database.db, "password-changed", supplier.email);
    expect(changed.text).toContain(`من ${appUrl}/ar/reset-password`);
    // The address in the sentence is a link, and reads left to right.
    expect(changed.html).toContain(`<span dir="ltr"><a href="${appUrl}/ar/reset-password" dir="ltr">`);
  });

  it("keep an admin's emails in English", async () => {
    await createAdmin(database.deps, "ops@falconedge-it.ae", { type: "system", label: "Test" });
    await requestPasswordReset(database.deps, "ops@falconedge-it.ae");

    const reset = await latestEmail(database.db, "password-reset", "ops@falconedge-it.ae");
    expect(reset.subject).toBe("Reset your Falcon Edge IT password");
    expect(reset.html).toContain('<html lang="en-AE" dir="ltr">');
    expect(reset.text).toContain(`Choose a new password: ${appUrl}/reset-password?token=`);
  });
});

describe("a renewal reminder", () => {
  it("tells an Arabic supplier in Arabic when the subscription ends, with Western digits, and links the Arabic sign-in", async () => {
    const supplier = await arabicSupplier();
    const now = new Date("2026-11-22T08:00:00Z");
    await database.db
      .update(suppliers)
      .set({ status: "active", subscriptionExpiresAt: new Date("2026-11-23T06:00:00Z") })
      .where(eq(suppliers.id, supplier.id));
    expect(await sendRenewalReminders(database.deps, now)).toBe(1);

    const reminder = await latestEmail(database.db, "renewal-reminder", supplier.email);
    expect(reminder.subject).toBe(`ينتهي اشتراك \u2068${supplier.companyName}\u2069 غدًا`);
    expect(reminder.text).toContain("غدًا، في \u206823 نوفمبر 2026\u2069.");
    expect(reminder.text).toContain(`${appUrl}/ar/supplier-login`);
    expect(reminder.text).not.toContain(`${appUrl}/ar/supplier-login\u2069`);
  });
});

describe("the contact form's acknowledgement", () => {
  it("answers in the language of the page the visitor wrote from, and tells the team in English", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, phone: "+971 4 321 7788" });
    const request = buildContactRequest({
      name: "عمر الفارسي",
      service: "annual-maintenance",
      preferredContact: "phone",
    });
    await submitContactRequest(database.deps, request, {}, "ar");

    const acknowledgement = await latestEmail(database.db, "contact-acknowledgement", request.email);
    expect(acknowledgement.subject).toBe("وصلنا طلب استشارتك، \u2068عمر الفارسي\u2069");
    expect(acknowledgement.text).toContain("بشأن عقد الصيانة السنوية");
    expect(acknowledgement.text).toContain("عبر مكالمة هاتفية");
    expect(acknowledgement.text).toContain("(بتوقيت الخليج)");
    expect(acknowledgement.html).toContain('<span dir="ltr">+971 4 321 7788</span>');
    // The visitor's own words keep their direction.
    expect(acknowledgement.html).toContain(`<p dir="auto"`);

    const [notification] = await database.db.select().from(sent).where(eq(sent.template, "contact-notification"));
    expect(notification!.subject).toBe("New consultation request from عمر الفارسي (Haddad Trading LLC)");
    expect(notification!.html).toContain('<html lang="en-AE" dir="ltr">');
  });
});

describe("the tax invoice email", () => {
  it("comes in Arabic for an Arabic supplier, with the invoice number, amounts and reference intact", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, trn: "100354871200003" });
    const supplier = await arabicSupplier();
    const provider = createSandboxProvider({ appUrl, db: database.db });
    const link = await currentPaymentLink(database.db, supplier.id, 300);
    await startPayment(
      { ...database.deps, provider },
      {
        supplierId: supplier.id,
        linkId: link.id,
        paymentMethod: sandboxCards.succeeds,
        returnUrl: `${appUrl}/ar/payment-required`,
      },
    );

    const receipt = await latestEmail(database.db, "payment-receipt", supplier.email);
    expect(receipt.subject).toBe(
      "فاتورة ضريبية \u2066INV-000001\u2069: \u2068\u200f4,100\u00a0₹\u2069 عن \u2068الخطة الاحترافية\u2069",
    );
    for (const line of [
      "المبلغ الخاضع للضريبة: \u2068\u200f3,904.76\u00a0₹\u2069",
      "ضريبة القيمة المضافة بنسبة \u20665%\u2069: \u2068\u200f195.24\u00a0₹\u2069",
      "إجمالي المدفوع: \u2068\u200f4,100.00\u00a0₹\u2069",
      "تشمل المبالغ أعلاه ضريبة القيمة المضافة بنسبة \u20665%\u2069.",
      "، رقم التسجيل الضريبي \u2066100354871200003\u2069",
      `\u2068${supplier.companyName}، ${supplier.address}، ${supplier.city}، الإمارات\u2069`,
      "نوع الاشتراك: \u2068الخطة الاحترافية\u2069، سنتان",
    ]) {
      expect(receipt.text).toContain(line);
    }
    expect(receipt.text).toMatch(/مرجع الدفع: \u2066sandbox_pi_\w+\u2069/);
    expect(receipt.html).toContain('<span dir="ltr">INV-000001</span>');
  });
});

describe("the Arabic catalogue of emails", () => {
  // Words that belong to the sentence (a count, a term, a service's name) need no isolating.
  const sentenceWords = new Set(["count", "when", "duration", "service", "channel", "hours"]);

  function* texts(value: object, key = ""): Generator<[string, string]> {
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry === "string") yield [`${key}${name}`, entry];
      else yield* texts(entry as object, `${key}${name}.`);
    }
  }

  it("isolates every name, address, number and amount it puts in a sentence", () => {
    for (const [key, text] of texts(arabic)) {
      for (const match of text.matchAll(/\{\{(\w+)\}\}/g)) {
        if (sentenceWords.has(match[1]!)) continue;
        const before = text[match.index - 1];
        const after = text[match.index + match[0].length];
        expect(`${before}${after}`, `${key}: ${match[0]}`).toMatch(/^[\u2066\u2068]\u2069$/);
      }
    }
  });
});
