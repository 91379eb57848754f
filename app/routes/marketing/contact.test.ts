import { describe, expect, it } from "vitest";
import { contactMessages } from "~/db/schema";
import { buildContactRequest, contactFormData } from "~/testing/factories";
import { testLoadContext, withUnreachableDatabase, callRoute } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";
import { honeypotField } from "~/security/honeypot";
import { limits } from "~/security/rate-limit.server";
import { asServed } from "~/http/route-errors.server";
import * as contactRoute from "./contact";

const database = testDatabaseFixture();
/** The action as the server runs it: a refusal it throws is answered with its status and words. */
const { action } = asServed(contactRoute);

function post(body: BodyInit, headers: Record<string, string> = {}, path = "/contact") {
  return new Request(`http://localhost${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

function submit(request: Request, clientIp?: string) {
  return callRoute(action, request, testLoadContext(database, clientIp));
}

const storedMessages = () => database.db.select().from(contactMessages);

describe("POST /contact", () => {
  it("stores a valid request and redirects to the confirmation", async () => {
    const result = await submit(post(contactFormData(buildContactRequest())));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/contact?sent=1");
    expect(await storedMessages()).toHaveLength(1);
  });

  it("answers 503 with a clear message, keeping what the visitor typed, while the database is unreachable", async () => {
    const context = withUnreachableDatabase(testLoadContext(database));
    const request = post(contactFormData(buildContactRequest({ name: "Layla Haddad" })));
    const result = await callRoute(action, request, context);
    expect(result.status).toBe(503);
    expect(result.body.error).toEqual({
      "": ["We could not save your request just now. Please try again in a minute, or call us."],
    });
    expect(result.body.initialValue).toMatchObject({ name: "Layla Haddad" });
  });

  it("answers 400 with a message per field and keeps what the visitor typed", async () => {
    const form = contactFormData(buildContactRequest({ email: "layla@haddad", message: "Too short" }));
    const result = await submit(post(form));
    expect(result.status).toBe(400);
    expect(result.body.error).toEqual({
      email: ["Please enter a valid email address, such as name@company.ae."],
      message: ["Please tell us a little more (at least 20 characters)."],
    });
    expect(result.body.initialValue).toMatchObject({
      name: "Layla Haddad",
      company: "Haddad Trading LLC",
      email: "layla@haddad",
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it("pretends to accept a bot's submission, valid or not, but keeps nothing", async () => {
    const form = contactFormData(buildContactRequest({ email: "not-an-address" }));
    form.set(honeypotField, "+971 4 000 0000");
    const result = await submit(post(form));
    expect(result.status).toBe(302);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("refuses a body that is not a form with 415", async () => {
    const result = await submit(post(JSON.stringify(buildContactRequest()), { "content-type": "application/json" }));
    expect(result.status).toBe(415);
    expect(result.body.message).toBe("Please submit the form from the page.");
    const arabic = await submit(
      post(JSON.stringify(buildContactRequest()), { "content-type": "application/json" }, "/ar/contact"),
    );
    expect(arabic.status).toBe(415);
    expect(arabic.body.message).toBe("يُرجى إرسال النموذج من الصفحة نفسها.");
  });

  it("refuses an oversized body with 413, whether or not it declares its length", async () => {
    const huge = new URLSearchParams({ ...buildContactRequest(), message: "x".repeat(40_000) } as Record<
      string,
      string
    >);
    const declared = await submit(
      post(huge.toString(), { "content-type": "application/x-www-form-urlencoded", "content-length": "40500" }),
    );
    expect(declared.status).toBe(413);

    const bytes = new TextEncoder().encode(huge.toString());
    const undeclared = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const streamed = await submit(post(undeclared, { "content-type": "application/x-www-form-urlencoded" }));
    expect(streamed.status).toBe(413);
    expect(streamed.body.message).toMatch(/too large/);
    expect(await storedMessages()).toHaveLength(0);
  });

  it("refuses a malformed multipart body with 400", async () => {
    const result = await submit(
      post("--broken\r\nnonsense", { "content-type": "multipart/form-data; boundary=other" }),
    );
    expect(result.status).toBe(400);
  });

  it("limits each address to a few requests an hour, across the whole site", async () => {
    for (let attempt = 1; attempt <= limits.contact.limit; attempt++) {
      expect((await submit(post(contactFormData(buildContactRequest())), "198.51.100.9")).status).toBe(302);
    }
    const refused = await submit(post(contactFormData(buildContactRequest({ name: "One Too Many" }))), "198.51.100.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.error[""]).toEqual([expect.stringMatching(/several requests in a short time/)]);
    expect(refused.body.initialValue.name).toBe("One Too Many");

    expect((await submit(post(contactFormData(buildContactRequest())), "192.0.2.44")).status).toBe(302);
    expect(await storedMessages()).toHaveLength(limits.contact.limit + 1);
  });
});
