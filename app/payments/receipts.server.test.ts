import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { payments, suppliers } from "~/db/schema";
import { saveCompanyFacts } from "~/settings/settings.server";
import { defaultCompanyFacts } from "~/settings/company";
import { buildSupplierRow } from "~/testing/factories";
import { insertPayment } from "~/testing/payments";
import { pdfText } from "~/testing/pdf";
import { testDatabaseFixture } from "~/testing/test-database";
import { renderReceiptPdf } from "./receipt-pdf.server";
import { findReceipt } from "./receipts.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const supplier = async (overrides: Partial<typeof suppliers.$inferInsert>) =>
  (
    await database.db
      .insert(suppliers)
      .values(buildSupplierRow(planId, { status: "active", ...overrides }))
      .returning()
  )[0]!;

const paidAt = new Date("2026-11-22T21:30:00Z");

describe("findReceipt", () => {
  it("finds a supplier's own successful payment, and nothing for another supplier's, a failed one or a bad id", async () => {
    const gulf = await supplier({ companyName: "Gulf Components Trading LLC" });
    const other = await supplier({ companyName: "Desert Rose Electronics FZE" });
    const paid = await insertPayment(database.db, gulf, { createdAt: paidAt });
    const failed = await insertPayment(database.db, gulf, { status: "failed" });
    const othersPayment = await insertPayment(database.db, other);

    const receipt = await findReceipt(database.db, paid.id, gulf.id);
    expect(receipt?.supplier.companyName).toBe("Gulf Components Trading LLC");
    expect(receipt?.providerPaymentId).toBe(paid.providerPaymentId);

    expect(await findReceipt(database.db, othersPayment.id, gulf.id)).toBeUndefined();
    expect(await findReceipt(database.db, failed.id, gulf.id)).toBeUndefined();
    expect(await findReceipt(database.db, "../../etc/passwd", gulf.id)).toBeUndefined();
    // An admin's lookup, without a supplier, finds any successful payment.
    expect((await findReceipt(database.db, othersPayment.id, null))?.supplier.companyName).toBe(
      "Desert Rose Electronics FZE",
    );
  });

  it("prints today's company TRN on an invoice whose kept company details predate the TRN setting", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, trn: "100354871200003" });
    const gulf = await supplier({ companyName: "Gulf Components Trading LLC" });
    const paid = await insertPayment(database.db, gulf);
    const { trn: _none, ...keptBeforeTrn } = defaultCompanyFacts;
    await database.db
      .update(payments)
      .set({ receiptParties: { seller: keptBeforeTrn, billedTo: { ...gulf, trn: gulf.trn ?? null } } })
      .where(eq(payments.id, paid.id));
    expect((await findReceipt(database.db, paid.id, gulf.id))?.seller.trn).toBe("100354871200003");
  });

  it("finds no invoice for a charge that succeeded but is not fulfilled yet", async () => {
    const gulf = await supplier({ companyName: "Gulf Components Trading LLC" });
    const pending = await insertPayment(database.db, gulf, { status: "processing" });
    await database.db.update(payments).set({ status: "succeeded" }).where(eq(payments.id, pending.id));
    expect(await findReceipt(database.db, pending.id, gulf.id)).toBeUndefined();
  });
});

describe("the PDF tax invoice", () => {
  it("states its number, both parties with their TRNs, the plan, each amount, the taxable amount, VAT and total", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, phone: "+971 4 321 7788", trn: "100354871200003" });
    const gulf = await supplier({
      companyName: "Gulf Components Trading LLC",
      contactName: "Rahul Menon",
      address: "Office 310, Al Shafar Tower 1, Barsha Heights",
      city: "Dubai",
      country: "UAE",
      trn: "100222333400003",
    });
    const payment = await insertPayment(database.db, gulf, {
      amountMinor: 1_550_000,
      planLabel: "Enterprise",
      planYears: 3,
      createdAt: paidAt,
    });
    const receipt = (await findReceipt(database.db, payment.id, gulf.id))!;

    const { pages, text } = await pdfText(await renderReceiptPdf(receipt));

    expect(pages).toBe(1);
    expect(receipt.number).toMatch(/^INV-\d{6}$/);
    for (const expected of [
      "TAX INVOICE",
      "Falcon Edge IT Solutions LLC",
      "Office 1204, Bay Square Building 11",
      "Business Bay, Dubai",
      "TRN 100354871200003",
      "+971 4 321 7788",
      "Gulf Components Trading LLC",
      "Rahul Menon",
      "Office 310, Al Shafar Tower 1, Barsha Heights",
      "Dubai, UAE",
      "TRN 100222333400003",
      gulf.email,
      "Taxable amount",
      "₹14,761.90",
      "VAT at 5%",
      "₹738.10",
      "The amounts above include VAT at 5%.",
      "Subscription: Enterprise plan, 3 years",
      "Supplier registration fee (one-time)",
      "₹500",
      "₹15,000",
      "Total paid",
      "₹15,500",
      "Amount (INR)",
      payment.providerPaymentId!,
      "23 November 2026",
      receipt.number,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("sandbox payment provider");
  });

  it("prints an Arabic company name and address in reading order, and marks a sandbox payment as not real", async () => {
    const noor = await supplier({
      companyName: "شركة النور للتجارة العامة",
      address: "مكتب 804، برج الخليج، شارع الشيخ زايد",
    });
    const payment = await insertPayment(database.db, noor, { provider: "sandbox", kind: "renewal" });

    const { text } = await pdfText(await renderReceiptPdf((await findReceipt(database.db, payment.id, null))!));

    expect(text).toContain("شركة النور للتجارة العامة");
    expect(text).toContain("مكتب 804، برج الخليج، شارع الشيخ زايد");
    expect(text).toContain("not charged on renewal");
    expect(text).toContain("no money changed hands");
  });

  it("prints an Arabic supplier's invoice in Arabic, labels in reading order, numbers and amounts intact", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, phone: "+971 4 321 7788", trn: "100354871200003" });
    const noor = await supplier({
      language: "ar",
      companyName: "شركة النور للتجارة العامة",
      contactName: "مريم النعيمي",
      address: "مكتب 804، برج الخليج، شارع الشيخ زايد",
      city: "دبي",
      country: "UAE",
      trn: "100222333400003",
    });
    const payment = await insertPayment(database.db, noor, {
      amountMinor: 1_550_000,
      planLabel: "Enterprise",
      planLabelAr: "خطة المؤسسات",
      planYears: 3,
      createdAt: paidAt,
    });
    const receipt = (await findReceipt(database.db, payment.id, noor.id))!;
    const { pages, text } = await pdfText(await renderReceiptPdf(receipt));

    expect(pages).toBe(1);
    for (const expected of [
      "فاتورة ضريبية",
      "TAX INVOICE",
      "صادرة إلى",
      "صادرة عن",
      "شركة النور للتجارة العامة",
      "مريم النعيمي",
      // Lam-alef (لا) is one glyph for two letters: copied in reading order all the same.
      "دبي، الإمارات",
      // The plan under the Arabic name it was paid under.
      "الاشتراك: خطة المؤسسات",
      "رقم التسجيل الضريبي",
      "100222333400003",
      "100354871200003",
      "+971 4 321 7788",
      "البيان",
      "رسم تسجيل المورّد لمرة واحدة",
      "المبلغ بعملة",
      "المبلغ الخاضع للضريبة",
      "ضريبة القيمة المضافة بنسبة",
      "إجمالي المدفوع",
      "تشمل المبالغ أعلاه ضريبة القيمة المضافة بنسبة",
      "3 سنوات",
      "14,761.90",
      "738.10",
      "15,500",
      "23 نوفمبر 2026",
      receipt.number,
      payment.providerPaymentId!,
      noor.email,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Taxable amount");
    expect(text).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
  });
});
