import { describe, expect, it } from "vitest";
import { emails, quoteRequests, storedFiles } from "~/db/schema";
import { en } from "~/i18n/catalogues/en";
import { ar } from "~/i18n/catalogues/ar";
import { DAY, dubaiDate } from "~/lib/dates";
import { MAX_BASKET_LINES } from "~/quotes/basket";
import { basketCookie } from "~/quotes/basket.server";
import { MAX_QUOTE_FILE_BYTES } from "~/quotes/quote-rules";
import { quoteItems } from "~/quotes/quote-items.server";
import { honeypotField } from "~/security/honeypot";
import { limits } from "~/security/rate-limit.server";
import { testLoadContext, callRoute } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";
import { asServed } from "~/http/route-errors.server";
import * as quoteRequestRoute from "./quote-request";
import { loader as sentLoader } from "./quote-request-sent";

const database = testDatabaseFixture();
/** The route as the server runs it: a refusal it throws is answered with its status and words. */
const { action, loader } = asServed(quoteRequestRoute);
const appUrl = "https://www.falconedge-it.ae";
const errors = en.quoteRequest.errors;
const inDays = (days: number) => dubaiDate(new Date(Date.now() + days * DAY));

/** The basket cookie a browser holding `lines` sends. */
const basket = (...lines: Array<{ item: string; quantity: number; note?: string }>) =>
  basketCookie(lines, appUrl)!.split(";")[0]!;

function requestForm(fields: Record<string, string | File> = {}) {
  const form = new FormData();
  const values: Record<string, string | File> = {
    intent: "send",
    "lines[0].item": "hardware:laptops",
    "lines[0].quantity": "40",
    "lines[0].note": "Core i7, 16 GB",
    "lines[1].item": "product:fortigate",
    "lines[1].quantity": "2",
    company: "Al Noor Logistics LLC",
    contactName: "Huda Al Mazrouei",
    email: "huda@alnoor-logistics.ae",
    phone: "+971 4 339 1200",
    country: "UAE",
    deliveryCity: "Dubai",
    neededBy: inDays(21),
    budget: "125,000.50",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

function post(body: FormData | URLSearchParams, options: { path?: string; cookie?: string; clientIp?: string } = {}) {
  const request = new Request(`${appUrl}${options.path ?? "/quote-request"}`, {
    method: "POST",
    body,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return callRoute(action, request, testLoadContext(database, options.clientIp));
}

const add = (item: string, cookie?: string, path?: string) =>
  post(new URLSearchParams({ intent: "add", item }), { cookie, path });

/** The cookie the answer sets, as the browser sends it back. */
const cookieFrom = (headers: Headers) => headers.getSetCookie()[0]?.split(";")[0] ?? "";

describe("the quote basket", () => {
  it("adds an item from a catalogue page and shows it on the basket page in the page's language", async () => {
    const added = await add("hardware:laptops", undefined, "/ar/quote-request");
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/ar/quote-request?added=hardware%3Alaptops");
    expect(added.headers.get("Set-Cookie")).toMatch(/^__Host-quote-basket=.+; HttpOnly; SameSite=Lax; Secure$/);

    const again = await add("product:fortigate", cookieFrom(added.headers));
    expect(again.headers.get("Location")).toBe("/quote-request?added=product%3Afortigate");

    const request = new Request(`${appUrl}/ar/quote-request?added=hardware:laptops`, {
      headers: { cookie: cookieFrom(again.headers) },
    });
    const page = await callRoute(loader, request, testLoadContext(database));
    expect(page.body.lines).toEqual([
      expect.objectContaining({ item: "hardware:laptops", quantity: 1, name: "الحواسيب المحمولة" }),
      expect.objectContaining({ item: "product:fortigate", quantity: 1, name: "FortiGate" }),
    ]);
    expect(page.body.notice.text).toBe(ar.quoteRequest.notice.added.replace("{{name}}", "الحواسيب المحمولة"));
  });

  it("says an item was added only while it is in the basket, as after sending and going Back", async () => {
    const emptied = new Request(`${appUrl}/quote-request?added=hardware:laptops`);
    const page = await callRoute(loader, emptied, testLoadContext(database));
    expect(page.body.lines).toEqual([]);
    expect(page.body.notice).toBeUndefined();
  });

  it("shows an empty basket for a cookie it cannot read", async () => {
    const request = new Request(`${appUrl}/quote-request`, { headers: { cookie: "__Host-quote-basket=%7Bnot-json" } });
    const page = await callRoute(loader, request, testLoadContext(database));
    expect(page.body.lines).toEqual([]);
  });

  it("ignores an unknown item, and says so when the basket is full", async () => {
    const unknown = await add("hardware:spaceships");
    expect(unknown.headers.get("Location")).toBe("/quote-request");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();

    const keys = [...quoteItems("en").keys()];
    const full = basket(...keys.slice(0, MAX_BASKET_LINES).map((item) => ({ item, quantity: 1 })));
    const refused = await add(keys[MAX_BASKET_LINES]!, full);
    expect(refused.headers.get("Location")).toBe("/quote-request?full=1");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
  });

  it("removes a line", async () => {
    const cookie = basket({ item: "hardware:laptops", quantity: 3 }, { item: "hardware:power", quantity: 1 });
    const removed = await post(new URLSearchParams({ intent: "remove", item: "hardware:laptops" }), { cookie });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("Location")).toBe("/quote-request");
    expect(removed.headers.get("Set-Cookie")).toBe(basketCookie([{ item: "hardware:power", quantity: 1 }], appUrl));
  });

  it("saves quantities and notes, keeping the rest of the form, or explains a wrong quantity", async () => {
    const saved = await post(requestForm({ intent: "update", "lines[1].quantity": "5", company: "Half typed" }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ saved: true, initialValue: { company: "Half typed" } });
    expect(saved.headers.get("Set-Cookie")).toBe(
      basketCookie(
        [
          { item: "hardware:laptops", quantity: 40, note: "Core i7, 16 GB" },
          { item: "product:fortigate", quantity: 5 },
        ],
        appUrl,
      ),
    );

    const wrong = await post(requestForm({ intent: "update", "lines[1].quantity": "0", email: "not checked here" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ "lines[1].quantity": [errors.quantityInvalid] });
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("sending a quote request", () => {
  it("stores it with its attachment, clears the basket and shows the reference", async () => {
    const csv = new File(["Item,Quantity\nDell Latitude 5450,40\n"], "bom.csv", { type: "text/csv" });
    const cookie = basket({ item: "hardware:laptops", quantity: 1 });
    const result = await post(requestForm({ attachment: csv }), { cookie, clientIp: "198.51.100.4" });
    expect(result.status).toBe(303);
    const location = result.headers.get("Location")!;
    expect(location).toMatch(/^\/quote-request\/sent\?ref=Q-\d{4}-\d{5}$/);
    expect(result.headers.get("Set-Cookie")).toMatch(/^__Host-quote-basket=; Max-Age=0;/);

    const [stored] = await database.db.select().from(quoteRequests);
    expect(stored).toMatchObject({
      company: "Al Noor Logistics LLC",
      budgetMinor: 12_500_050,
      ipAddress: "198.51.100.4",
    });
    const [file] = await database.db.select().from(storedFiles);
    expect(stored!.attachmentId).toBe(file!.id);
    expect(file).toMatchObject({ fileName: "bom.csv", contentType: "text/csv; charset=utf-8" });

    const request = new Request(`${appUrl}${location}`);
    const sent = await callRoute(sentLoader, request, testLoadContext(database));
    expect(sent.body.reference).toBe(new URL(location, appUrl).searchParams.get("ref"));
  });

  it("answers in Arabic from the Arabic page", async () => {
    const result = await post(requestForm({ contactName: "هدى المزروعي" }), { path: "/ar/quote-request" });
    expect(result.headers.get("Location")).toMatch(/^\/ar\/quote-request\/sent\?ref=Q-/);
    const queued = await database.db.select().from(emails);
    expect(queued.find((email) => email.template === "quote-request-acknowledgement")!.subject).toMatch(
      /^وصلنا طلب عرض السعر/,
    );

    const refused = await post(requestForm({ email: "huda@" }), { path: "/ar/quote-request" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ email: [ar.quoteRequest.errors.emailInvalid] });
  });

  it("answers 400 with a message for each wrong field, keeping what was typed", async () => {
    const result = await post(
      requestForm({
        "lines[0].quantity": "100001",
        "lines[1].note": "x".repeat(101),
        company: "",
        contactName: " ",
        email: "huda@alnoor",
        phone: "call me",
        country: "Mars",
        deliveryCity: "D".repeat(81),
        neededBy: inDays(-1),
        budget: "lots",
        notes: "n".repeat(3001),
      }),
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      "lines[0].quantity": [errors.quantityInvalid],
      "lines[1].note": [errors.noteLong],
      company: [errors.companyRequired],
      contactName: [errors.contactNameRequired],
      email: [errors.emailInvalid],
      phone: [errors.phoneInvalid],
      country: [errors.country],
      deliveryCity: [errors.deliveryCityLong],
      neededBy: [errors.neededByPast],
      budget: [errors.budgetInvalid],
      notes: [errors.notesLong],
    });
    expect(result.body.initialValue).toMatchObject({ email: "huda@alnoor", phone: "call me", budget: "lots" });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("explains a date too far ahead or not a date, a budget out of range and missing fields", async () => {
    const far = await post(requestForm({ neededBy: inDays(400), budget: "25,000,000" }));
    expect(far.body.error).toEqual({ neededBy: [errors.neededByTooFar], budget: [errors.budgetRange] });
    const invalid = await post(requestForm({ neededBy: "2026-02-30", budget: "0" }));
    expect(invalid.body.error).toEqual({ neededBy: [errors.neededByInvalid], budget: [errors.budgetRange] });

    const missing = await post(new URLSearchParams({ intent: "send", "lines[0].item": "hardware:laptops" }));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      "lines[0].quantity": [errors.quantityRequired],
      company: [errors.companyRequired],
      contactName: [errors.contactNameRequired],
      email: [errors.emailRequired],
      phone: [errors.phoneRequired],
      country: [errors.country],
      deliveryCity: [errors.deliveryCityRequired],
      neededBy: [errors.neededByRequired],
    });
  });

  it("refuses an empty basket, and items the catalogue does not offer", async () => {
    const form = requestForm();
    for (const key of ["lines[0].item", "lines[0].quantity", "lines[0].note", "lines[1].item", "lines[1].quantity"]) {
      form.delete(key);
    }
    const empty = await post(form);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ lines: [en.failures.quoteRequestEmpty] });
    const arabic = await post(form, { path: "/ar/quote-request" });
    expect(arabic.body.error).toEqual({ lines: [ar.failures.quoteRequestEmpty] });

    const unknown = await post(
      requestForm({ "lines[0].item": "hardware:spaceships", "lines[1].item": "product:nothing" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({ lines: [en.failures.quoteRequestEmpty] });
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
  });

  it("refuses an attachment that is not a PDF, XLSX or CSV, and a body past the limit with 413", async () => {
    const png = new File([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")], "bom.pdf");
    const refused = await post(requestForm({ attachment: png }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ attachment: [errors.attachmentType] });

    const huge = new File([new Uint8Array(MAX_QUOTE_FILE_BYTES + 300 * 1024)], "bom.csv");
    const tooLarge = await post(requestForm({ attachment: huge }));
    expect(tooLarge.status).toBe(413);
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    expect(await database.db.select().from(storedFiles)).toHaveLength(0);
  });

  it("pretends to accept a bot's request but keeps nothing", async () => {
    const result = await post(requestForm({ [honeypotField]: "+971 4 000 0000" }));
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/quote-request/sent");
    expect(await database.db.select().from(quoteRequests)).toHaveLength(0);
    expect(await database.db.select().from(emails)).toHaveLength(0);
  });

  it("limits each address to a few requests an hour, with a message in the page's language", async () => {
    for (let attempt = 1; attempt <= limits.quoteRequest.limit; attempt++) {
      expect((await post(requestForm(), { clientIp: "198.51.100.77" })).status).toBe(303);
    }
    const refused = await post(requestForm({ company: "One Too Many LLC" }), { clientIp: "198.51.100.77" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.error[""]).toEqual([expect.stringMatching(/several requests in a short time/)]);
    expect(refused.body.initialValue.company).toBe("One Too Many LLC");

    const arabic = await post(requestForm(), { clientIp: "198.51.100.77", path: "/ar/quote-request" });
    expect(arabic.status).toBe(429);
    expect(arabic.body.error[""]).toEqual([expect.stringMatching(/[\u0600-\u06ff]/)]);
    expect(await database.db.select().from(quoteRequests)).toHaveLength(limits.quoteRequest.limit);
  });
});

describe("the confirmation page", () => {
  it("sends a visitor without a reference, or with a malformed one, back to the basket", async () => {
    for (const path of [
      "/ar/quote-request/sent",
      "/ar/quote-request/sent?ref=<script>",
      "/quote-request/sent?ref=Q-1",
    ]) {
      const request = new Request(`${appUrl}${path}`);
      const result = await callRoute(sentLoader, request, testLoadContext(database));
      expect(result.status, path).toBe(302);
      expect(result.headers.get("Location")).toBe(path.startsWith("/ar") ? "/ar/quote-request" : "/quote-request");
    }
  });
});
