import { describe, expect, it } from "vitest";
import { contactMessages, emails } from "~/db/schema";
import { queues } from "~/jobs/job-queue.server";
import { saveCompanyFacts } from "~/settings/settings.server";
import { defaultCompanyFacts } from "~/settings/company";
import { buildContactRequest } from "~/testing/factories";
import {
  countJobs,
  deliveryJobEmailIds,
  jobQueueFailingOnCall,
  silentLogger,
  testDatabaseFixture,
} from "~/testing/test-database";
import { submitContactRequest } from "./contacts.server";

const database = testDatabaseFixture();

const appUrl = "https://www.falconedge-it.ae";

describe("submitContactRequest", () => {
  it("stores the request and queues the team's notification and the visitor's acknowledgement", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, notificationEmail: "leads@falconedge-it.ae" });
    const request = buildContactRequest({ name: "Omar Al Farsi", company: "شركة الفارسي للتجارة" });

    const { id } = await submitContactRequest(
      { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger },
      request,
      {
        ipAddress: "203.0.113.7",
      },
    );

    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      id,
      name: "Omar Al Farsi",
      company: "شركة الفارسي للتجارة",
      status: "unread",
      language: "en",
      ipAddress: "203.0.113.7",
    });

    const queued = await database.db.select().from(emails);
    const notification = queued.find((email) => email.template === "contact-notification");
    const acknowledgement = queued.find((email) => email.template === "contact-acknowledgement");
    expect(notification).toMatchObject({
      toAddress: "leads@falconedge-it.ae",
      replyTo: request.email,
      status: "queued",
    });
    expect(notification!.text).toContain("شركة الفارسي للتجارة");
    expect(notification!.text).toContain(`Open the message: ${appUrl}/admin/contacts/${id}`);
    expect(notification!.text).toContain("Written in: English");
    expect(acknowledgement).toMatchObject({ toAddress: request.email, status: "queued" });
    expect(acknowledgement!.subject).toBe("We have your consultation request, Omar Al Farsi");
    // One delivery job for each email.
    expect((await deliveryJobEmailIds(database)).sort()).toEqual(queued.map((email) => email.id).sort());
  });

  it("keeps the language of the page a request was sent from, and tells the team", async () => {
    await submitContactRequest(
      { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger },
      buildContactRequest({ name: "خالد المنصوري" }),
      {},
      "ar",
    );
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored!.language).toBe("ar");
    const queued = await database.db.select().from(emails);
    expect(queued.find((email) => email.template === "contact-notification")!.text).toContain("Written in: Arabic");
  });

  it("escapes what visitors type in the HTML emails", async () => {
    const request = buildContactRequest({ name: "Eve <script>alert(1)</script>" });
    await submitContactRequest({ db: database.db, jobs: database.jobs, appUrl, logger: silentLogger }, request, {});
    const queued = await database.db.select().from(emails);
    for (const email of queued) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).toContain("Eve &lt;script&gt;");
    }
  });

  it("keeps nothing when queueing the emails fails after the message and the emails are written", async () => {
    await expect(
      submitContactRequest(
        { db: database.db, jobs: jobQueueFailingOnCall(database.jobs, 1), appUrl, logger: silentLogger },
        buildContactRequest(),
        {},
      ),
    ).rejects.toThrow("job queue unavailable");

    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(emails)).toHaveLength(0);
    expect(await countJobs(database, queues.deliverEmail)).toBe(0);
  });
});
