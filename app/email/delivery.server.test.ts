import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emails } from "~/db/schema";
import { queues, startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/testing/smtp-server";
import { countJobs, silentLogger, testDatabaseFixture } from "~/testing/test-database";
import { defaultCompanyFacts } from "~/settings/company";
import { saveCompanyFacts } from "~/settings/settings.server";
import { deliverEmail, sender, startEmailWorker } from "./delivery.server";
import { deliveryRetry, queueEmail, queueEmails, type OutgoingEmail } from "./outbox.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const database = testDatabaseFixture();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  smtp.messages.length = 0;
});

const from = "Falcon Edge IT <no-reply@falconedge-it.ae>";
const message: OutgoingEmail = {
  template: "customer-quotation",
  to: "amal@example.ae",
  replyTo: "sales@example.ae",
  subject: "Your quotation — مرحبا",
  html: "<p>Dear Amal, your quotation is ready: https://example.ae/q/1</p>",
  text: "Dear Amal, your quotation is ready: https://example.ae/q/1",
};

/** The delivery workers as the server starts them, polling more often for a test. */
const startWorker = (jobs: JobQueue, transport: MailTransport) =>
  startEmailWorker({ jobs, db: database.db, transport, from, logger: silentLogger, pollingIntervalSeconds: 0.5 });

async function emailRow(id: string) {
  const [row] = await database.db.select().from(emails).where(eq(emails.id, id));
  return row!;
}

describe("queueEmail", () => {
  it("records the email and its delivery job in the caller's transaction", async () => {
    const id = await database.db.transaction((tx) => queueEmail(tx, database.jobs, message));
    expect(await emailRow(id)).toMatchObject({ status: "queued", attempts: 0, toAddress: "amal@example.ae" });
    expect(await countJobs(database, queues.deliverEmail)).toBe(1);
  });

  it("leaves neither the email nor its job behind when the transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueEmail(tx, database.jobs, message);
        throw new Error("the event that caused the email failed");
      }),
    ).rejects.toThrow("the event that caused the email failed");
    expect(await database.db.select().from(emails)).toHaveLength(0);
    expect(await countJobs(database, queues.deliverEmail)).toBe(0);
  });
});

describe("deliverEmail", () => {
  it("sends over SMTP and marks the email sent", async () => {
    const id = await queueEmail(database.db, database.jobs, message);
    const transport = createMailTransport({ smtpUrl: smtp.url, logger: silentLogger });

    expect(await deliverEmail(database.db, transport, { emailId: id, from, lastAttempt: false })).toBe("sent");

    const [received] = await smtp.waitForMessages(1);
    expect(received!.subject).toBe("Your quotation — مرحبا");
    expect(received!.text?.trim()).toBe(message.text);
    expect(received!.replyTo?.[0]).toMatchObject({ address: "sales@example.ae" });
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 1, transport: "smtp", lastError: null });
  });

  it("never sends the same email twice", async () => {
    const id = await queueEmail(database.db, database.jobs, message);
    const transport = createMailTransport({ smtpUrl: smtp.url, logger: silentLogger });
    await deliverEmail(database.db, transport, { emailId: id, from, lastAttempt: false });
    expect(await deliverEmail(database.db, transport, { emailId: id, from, lastAttempt: false })).toBe("already-sent");
    expect(smtp.messages).toHaveLength(1);
  });

  it("records a failed attempt and keeps the email queued for the retry", async () => {
    const id = await queueEmail(database.db, database.jobs, message);
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", logger: silentLogger });

    await expect(deliverEmail(database.db, down, { emailId: id, from, lastAttempt: false })).rejects.toThrow();
    expect(await emailRow(id)).toMatchObject({
      status: "queued",
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    const up = createMailTransport({ smtpUrl: smtp.url, logger: silentLogger });
    await deliverEmail(database.db, up, { emailId: id, from, lastAttempt: false });
    expect(await emailRow(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("marks the email failed when the last attempt fails", async () => {
    const id = await queueEmail(database.db, database.jobs, message);
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", logger: silentLogger });
    await expect(deliverEmail(database.db, down, { emailId: id, from, lastAttempt: true })).rejects.toThrow();
    expect(await emailRow(id)).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("keeps the email in the log without sending anything when no SMTP server is configured", async () => {
    const id = await queueEmail(database.db, database.jobs, message);
    const consoleOnly = createMailTransport({ logger: silentLogger });
    await deliverEmail(database.db, consoleOnly, { emailId: id, from, lastAttempt: false });
    expect(await emailRow(id)).toMatchObject({ status: "sent", transport: "console" });
    expect(smtp.messages).toHaveLength(0);
  });
});

describe("a mail server that never confirms a message", () => {
  it("fails the delivery after the transport's timeout instead of waiting for the operating system", async () => {
    const hanging = await startTestSmtpServer({ neverConfirm: () => true });
    const transport = createMailTransport({ smtpUrl: hanging.url, logger: silentLogger, timeoutMs: 500 });
    try {
      const started = Date.now();
      await expect(transport.send({ ...message, from })).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      transport.close();
      await hanging.close();
    }
  });

  it("holds up none of the other emails", async () => {
    const picky = await startTestSmtpServer({ neverConfirm: (to) => to === "stuck@example.ae" });
    const jobs = await startJobQueue(database, silentLogger);
    const transport = createMailTransport({ smtpUrl: picky.url, logger: silentLogger, timeoutMs: 20_000 });
    try {
      const stuck = await queueEmail(database.db, jobs, { ...message, to: "stuck@example.ae" });
      await startWorker(jobs, transport);
      await vi.waitFor(() => expect(picky.held()).toBe(1), { timeout: 10_000 });
      const others = await Promise.all(
        Array.from({ length: 10 }, (_, n) => queueEmail(database.db, jobs, { ...message, to: `buyer${n}@example.ae` })),
      );
      // All ten arrive while the stuck one still waits for its answer, well within its 20 s timeout.
      await picky.waitForMessages(10);
      for (const id of others) await vi.waitFor(async () => expect((await emailRow(id)).status).toBe("sent"));
      expect(await emailRow(stuck)).toMatchObject({ status: "queued", attempts: 0 });
    } finally {
      await jobs.stop({ graceful: false, wait: true });
      transport.close();
      await picky.close();
    }
  });
});

describe("the email worker", () => {
  it("delivers queued emails in the background", async () => {
    const jobs = await startJobQueue(database, silentLogger);
    try {
      const transport = createMailTransport({ smtpUrl: smtp.url, logger: silentLogger });
      await startWorker(jobs, transport);
      const id = await queueEmail(database.db, jobs, message);

      const [received] = await smtp.waitForMessages(1);
      expect(received!.to?.[0]).toMatchObject({ address: "amal@example.ae" });
      await vi.waitFor(async () => expect((await emailRow(id)).status).toBe("sent"));
    } finally {
      await jobs.stop({ graceful: false, wait: true });
    }
  });

  it("sends an account email queued behind a backlog first", async () => {
    const jobs = await startJobQueue(database, silentLogger);
    const transport = createMailTransport({ smtpUrl: smtp.url, logger: silentLogger });
    try {
      await queueEmails(
        database.db,
        jobs,
        Array.from({ length: 200 }, (_, n) => ({
          ...message,
          template: "contact-acknowledgement",
          to: `visitor${n}@example.ae`,
        })),
      );
      await queueEmail(database.db, jobs, { ...message, template: "password-reset", to: "owner@example.ae" });
      await startEmailWorker({ jobs, db: database.db, transport, from, logger: silentLogger, workers: 1 });

      await vi.waitFor(() => expect(smtp.messages.some((m) => m.to?.[0]?.address === "owner@example.ae")).toBe(true));
      const position = smtp.messages.findIndex((m) => m.to?.[0]?.address === "owner@example.ae");
      expect(position).toBe(0);
    } finally {
      await jobs.stop({ graceful: false, wait: true });
      transport.close();
    }
  });

  it("schedules a retry with backoff when sending fails", async () => {
    const jobs = await startJobQueue(database, silentLogger);
    try {
      const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", logger: silentLogger });
      await startWorker(jobs, down);
      const id = await queueEmail(database.db, jobs, message);

      await vi.waitFor(async () => expect((await emailRow(id)).attempts).toBe(1), { timeout: 10_000 });
      const job = await vi.waitFor(async () => {
        const result = await database.db.execute(sql`
          select state, retry_count, retry_limit, start_after from pgboss.job where data->>'emailId' = ${id}`);
        const row = (result as unknown as { rows: Array<Record<string, any>> }).rows[0]!;
        expect(row.state).toBe("retry");
        return row;
      });
      expect(job).toMatchObject({ retry_count: 0, retry_limit: deliveryRetry.retryLimit });
      expect(new Date(job.start_after).getTime() - Date.now()).toBeGreaterThan(20_000);
      expect(await emailRow(id)).toMatchObject({ status: "queued", lastError: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await jobs.stop({ graceful: false, wait: true });
    }
  });
});

describe("the sender", () => {
  it("is the configured name and address, or the bare address under the company's name as last saved", async () => {
    expect(await sender(database.db, from)).toBe(from);
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, name: 'Falcon "Edge" Technologies' });
    expect(await sender(database.db, "no-reply@falconedge-it.ae")).toBe(
      '"Falcon Edge Technologies" <no-reply@falconedge-it.ae>',
    );
  });
});
