import { crc32 } from "node:zlib";
import PDFDocument from "pdfkit";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emails, quoteRequestLines, quoteRequests, storedFiles } from "~/db/schema";
import { queues } from "~/jobs/job-queue.server";
import { DAY, dubaiDate } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { defaultCompanyFacts } from "~/settings/company";
import { saveCompanyFacts } from "~/settings/settings.server";
import { countJobs, deliveryJobEmailIds, jobQueueFailingOnCall, testDatabaseFixture } from "~/testing/test-database";
import { checkQuoteFile } from "./quote-files.server";
import { MAX_QUOTE_FILE_BYTES } from "./quote-rules";
import { submitQuoteRequest, type QuoteRequestDetails } from "./quote-requests.server";

const database = testDatabaseFixture();
const appUrl = "https://www.falconedge-it.ae";
const inDays = (days: number) => dubaiDate(new Date(Date.now() + days * DAY));

function details(overrides: Partial<QuoteRequestDetails> = {}): QuoteRequestDetails {
  return {
    company: "Al Noor Logistics LLC",
    contactName: "Huda Al Mazrouei",
    email: "huda@alnoor-logistics.ae",
    phone: "+971 4 339 1200",
    country: "UAE",
    deliveryCity: "Jebel Ali",
    neededBy: inDays(30),
    budgetMinor: 18_500_050,
    notes: "Deliver to warehouse 4, gate B.",
    ...overrides,
  };
}

const lines = [
  { item: "hardware:laptops", quantity: 40, note: "Core i7, 16 GB RAM" },
  { item: "product:microsoft-365-business-premium", quantity: 45 },
];

/** A real PDF, as PDFKit (which makes our invoices) writes one. */
function pdfBytes(): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text("Bill of materials: 40 laptops");
    doc.end();
  });
}

/** A zip archive of stored (uncompressed) entries: all an XLSX needs to be known as one. */
function zip(entries: Record<string, string>): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const size = directory.reduce((total, part) => total + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]));
}

const xlsxBytes = () =>
  zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    "xl/workbook.xml":
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="BOM" sheetId="1"/></sheets></workbook>',
  });

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("checkQuoteFile, for a buyer's bill of materials", () => {
  const accepted = ["pdf", "xlsx", "csv"] as const;

  it("accepts a PDF, an XLSX and a CSV by their content, and names them safely", async () => {
    const pdf = await checkQuoteFile(new File([await pdfBytes()], "BOM (final).PDF"), accepted);
    expect(pdf).toMatchObject({ ok: true, contentType: "application/pdf", fileName: "BOM-final.pdf" });
    const xlsx = await checkQuoteFile(new File([xlsxBytes()], "قائمة المواد.xlsx"), accepted);
    expect(xlsx).toMatchObject({
      ok: true,
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
    expect(xlsx.ok && xlsx.fileName).toMatch(/\.xlsx$/);
    const csv = await checkQuoteFile(
      new File(["Item,Quantity\r\nDell Latitude 5450,40\r\nحاسوب محمول,5\r\n"], "list.txt"),
      accepted,
    );
    expect(csv).toMatchObject({ ok: true, contentType: "text/csv; charset=utf-8", fileName: "list.csv" });
  });

  it("refuses a PNG, a program renamed .pdf, an empty file and one past 5 MB", async () => {
    expect(await checkQuoteFile(new File([onePixelPng], "bom.png"), accepted)).toEqual({ ok: false, reason: "type" });
    const program = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00"), Buffer.alloc(200, 0)]);
    expect(await checkQuoteFile(new File([program], "bom.pdf"), accepted)).toEqual({ ok: false, reason: "type" });
    expect(await checkQuoteFile(new File([], "bom.csv"), accepted)).toEqual({ ok: false, reason: "type" });
    const large = new File([new Uint8Array(MAX_QUOTE_FILE_BYTES + 1)], "bom.csv");
    expect(await checkQuoteFile(large, accepted)).toEqual({ ok: false, reason: "size" });
  });
});

describe("submitQuoteRequest", () => {
  it("records the request, its lines, its audit entry and both emails, and gives its reference", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, notificationEmail: "sales@falconedge-it.ae" });
    const { id, reference } = await submitQuoteRequest(
      database.deps,
      details(),
      lines,
      undefined,
      { ipAddress: "203.0.113.9" },
      "en",
    );

    const [request] = await database.db.select().from(quoteRequests);
    expect(request).toMatchObject({
      id,
      status: "new",
      language: "en",
      company: "Al Noor Logistics LLC",
      budgetMinor: 18_500_050,
      attachmentId: null,
      categories: ["computers", "software"],
      ipAddress: "203.0.113.9",
    });
    expect(reference).toBe(`Q-${request!.createdAt.getUTCFullYear()}-${String(request!.number).padStart(5, "0")}`);
    const stored = await database.db
      .select()
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.requestId, id))
      .orderBy(asc(quoteRequestLines.position));
    expect(stored.map(({ position, item, quantity, notes }) => ({ position, item, quantity, notes }))).toEqual([
      { position: 1, item: "hardware:laptops", quantity: 40, notes: "Core i7, 16 GB RAM" },
      { position: 2, item: "product:microsoft-365-business-premium", quantity: 45, notes: null },
    ]);
    expect(await database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorType: "visitor",
        actorLabel: "Huda Al Mazrouei",
        entityType: "quote-request",
        entityId: id,
        action: "receiveQuoteRequest",
        toState: "new",
      }),
    ]);

    const queued = await database.db.select().from(emails);
    const notification = queued.find((email) => email.template === "quote-request-notification")!;
    expect(notification).toMatchObject({ toAddress: "sales@falconedge-it.ae", replyTo: "huda@alnoor-logistics.ae" });
    expect(notification.subject).toBe(`New quote request ${reference} from Al Noor Logistics LLC`);
    expect(notification.text).toContain("1. 40 × Laptops and notebooks (Core i7, 16 GB RAM)");
    expect(notification.text).toContain("2. 45 × Microsoft 365 Business Premium");
    expect(notification.text).toContain("Budget: AED");
    expect(notification.text).toContain(`${appUrl}/admin/quotes/${id}`);

    const acknowledgement = queued.find((email) => email.template === "quote-request-acknowledgement")!;
    expect(acknowledgement.toAddress).toBe("huda@alnoor-logistics.ae");
    expect(acknowledgement.subject).toBe(`We have your quote request ${reference}`);
    expect(acknowledgement.text).toContain("• 40 × Laptops and notebooks (Core i7, 16 GB RAM)");
    expect(acknowledgement.text).toContain("typically within a few working days");
    expect(acknowledgement.html).toContain('<html lang="en-AE" dir="ltr">');
    expect((await deliveryJobEmailIds(database)).sort()).toEqual(queued.map((email) => email.id).sort());
  });

  it("writes the buyer's acknowledgement in Arabic for a request from the Arabic page", async () => {
    const neededBy = inDays(45);
    const { reference } = await submitQuoteRequest(
      database.deps,
      details({
        contactName: "هدى المزروعي",
        deliveryCity: "أبوظبي",
        neededBy,
        budgetMinor: undefined,
        notes: undefined,
      }),
      [{ item: "hardware:laptops", quantity: 12, note: "لوحة مفاتيح عربية" }],
      undefined,
      {},
      "ar",
    );
    const [request] = await database.db.select().from(quoteRequests);
    expect(request).toMatchObject({ language: "ar", budgetMinor: null, notes: null });
    const queued = await database.db.select().from(emails);
    const acknowledgement = queued.find((email) => email.template === "quote-request-acknowledgement")!;
    expect(acknowledgement.subject).toBe(`وصلنا طلب عرض السعر رقم \u2066${reference}\u2069`);
    expect(acknowledgement.html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(acknowledgement.html).toContain(`<span dir="ltr">${reference}</span>`);
    expect(acknowledgement.text).toContain(
      "• \u206612\u2069 × \u2068الحواسيب المحمولة\u2069 (\u2068لوحة مفاتيح عربية\u2069)",
    );
    const day = new Intl.DateTimeFormat("ar-AE-u-nu-latn", { dateStyle: "long", timeZone: "Asia/Dubai" }).format(
      new Date(neededBy),
    );
    expect(acknowledgement.text).toContain(`مطلوبة بحلول \u2068${day}\u2069، للتسليم في \u2068أبوظبي\u2069.`);
    // The team's copy stays English, with the Arabic the buyer wrote.
    const notification = queued.find((email) => email.template === "quote-request-notification")!;
    expect(notification.text).toContain("Written in: Arabic");
    expect(notification.text).toContain("12 × Laptops and notebooks (لوحة مفاتيح عربية)");
  });

  it("keeps the attachment with the request", async () => {
    const file = await checkQuoteFile(new File(["Item,Qty\nUPS 3 kVA,2\n"], "ups.csv"), ["pdf", "xlsx", "csv"]);
    if (!file.ok) throw new Error("the CSV should pass");
    const { id } = await submitQuoteRequest(database.deps, details(), lines, file, {}, "en");
    const [request] = await database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    const [stored] = await database.db.select().from(storedFiles);
    expect(request!.attachmentId).toBe(stored!.id);
    expect(stored).toMatchObject({ fileName: "ups.csv", contentType: "text/csv; charset=utf-8", sizeBytes: 21 });
    const notification = (await database.db.select().from(emails)).find(
      (email) => email.template === "quote-request-notification",
    )!;
    expect(notification.text).toContain("Attachment: ups.csv");
  });

  it("numbers requests one after another", async () => {
    const first = await submitQuoteRequest(database.deps, details(), lines, undefined, {}, "en");
    const second = await submitQuoteRequest(database.deps, details(), lines, undefined, {}, "en");
    const number = (reference: string) => Number(reference.split("-")[2]);
    expect(number(second.reference)).toBe(number(first.reference) + 1);
  });

  it("keeps nothing, the attachment included, when a later step fails", async () => {
    const file = await checkQuoteFile(new File([await pdfBytes()], "bom.pdf"), ["pdf"]);
    if (!file.ok) throw new Error("the PDF should pass");
    await expect(
      submitQuoteRequest(
        { ...database.deps, jobs: jobQueueFailingOnCall(database.jobs, 1) },
        details(),
        lines,
        file,
        {},
        "en",
      ),
    ).rejects.toThrow("job queue unavailable");
    for (const table of [storedFiles, quoteRequests, quoteRequestLines, auditLog, emails]) {
      expect(await database.db.select().from(table)).toHaveLength(0);
    }
    expect(await countJobs(database, queues.deliverEmail)).toBe(0);
  });

  it("refuses a request without items, or with an item we do not offer", async () => {
    await expect(submitQuoteRequest(database.deps, details(), [], undefined, {}, "en")).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(
      submitQuoteRequest(database.deps, details(), [{ item: "hardware:spaceships", quantity: 1 }], undefined, {}, "en"),
    ).rejects.toMatchObject({ status: 400 });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });
});
