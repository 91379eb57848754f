import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../app/db/client.server";
import { startJobQueue } from "../../app/jobs/job-queue.server";
import { listAvailablePlans } from "../../app/suppliers/plans.server";
import { buildContactRequest } from "../../app/testing/factories";
import { fakeCards, startFakeStripe, type FakeStripe } from "../../app/testing/fake-stripe";
import { createSupplierAwaitingPayment } from "../../app/testing/suppliers";
import { silentLogger } from "../../app/testing/test-database";
import { createThrowawayDatabase, queryDatabase, type ThrowawayDatabase } from "../../app/testing/throwaway-database";
import { startTestSmtpServer, type TestSmtpServer } from "../../app/testing/smtp-server";
import { startTcpProxy, type TcpProxy } from "../../app/testing/tcp-proxy";
import { startJourneyServer, type JourneyServer } from "./journey-server";

// A dependency goes away while the server runs, then comes back: nothing is lost, no request hangs,
// and the server recovers without a restart. Each dependency is reached through a TCP relay that
// the test cuts or makes hang.

const adminEmail = "resilience@falconedge-it.ae";

function contactForm(name: string) {
  const form = new URLSearchParams();
  for (const [field, value] of Object.entries(buildContactRequest({ name }))) form.set(field, String(value));
  return form;
}
const sendContact = (server: JourneyServer, name: string, ip: string) =>
  fetch(`${server.baseURL}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseURL, "x-forwarded-for": ip },
    body: contactForm(name),
  });

test.describe("PostgreSQL stops and starts again", () => {
  let database: ThrowawayDatabase | null;
  let proxy: TcpProxy;
  let server: JourneyServer;

  test.beforeAll(async () => {
    database = await createThrowawayDatabase(undefined, "faults");
    test.skip(!database, "PostgreSQL cannot be reached");
    const viaProxy = new URL(database!.url);
    proxy = await startTcpProxy({ host: viaProxy.hostname, port: Number(viaProxy.port || 5432) });
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startJourneyServer(3250, adminEmail, {
      DATABASE_URL: viaProxy.toString(),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  test("public pages still answer, forms say so clearly, and everything works again once it is back", async () => {
    /** The status of a request to the server, with its body and the server's output when it is not `status`. */
    const expectStatus = async (response: Response | Promise<Response>, status: number) => {
      const answered = await response;
      const body = await answered.text();
      const context = `${answered.url} answered ${answered.status}:\n${body.slice(0, 2_000)}\n\nThe server printed:\n${server.output()}`;
      expect(answered.status, context).toBe(status);
      return body;
    };
    const get = (path: string) => fetch(`${server.baseURL}${path}`);

    for (const path of ["/", "/about", "/contact"]) await expectStatus(get(path), 200);

    proxy.cut();
    expect(JSON.parse(await expectStatus(get("/healthz"), 503))).toEqual({ status: "unavailable", reason: "database" });
    for (const path of ["/", "/about", "/contact"]) await expectStatus(get(path), 200);
    const refused = await expectStatus(sendContact(server, "Layla While Down", "198.51.100.70"), 503);
    expect(refused).toContain("We could not save your request just now. Please try again in a minute, or call us.");

    proxy.restore();
    await expect.poll(async () => (await get("/healthz")).status, { timeout: 15_000 }).toBe(200);
    await expectStatus(sendContact(server, "Layla After Recovery", "198.51.100.71"), 302);
    expect(await queryDatabase(database!.url, "select name from contact_messages order by created_at")).toEqual([
      { name: "Layla After Recovery" },
    ]);
  });
});

test.describe("the mail server hangs, then answers again", () => {
  let smtp: TestSmtpServer;
  let proxy: TcpProxy;
  let server: JourneyServer;

  test.beforeAll(async () => {
    smtp = await startTestSmtpServer();
    proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(smtp.url).port) });
    proxy.hang();
    server = await startJourneyServer(
      3251,
      adminEmail,
      { TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${proxy.port}` },
      { smtp },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await smtp?.close();
  });

  test("no request waits for it, and the emails stay queued until it answers", async () => {
    // The server times a hanging mail server out after 10 s and retries 30 s later.
    test.setTimeout(120_000);
    const started = Date.now();
    expect((await sendContact(server, "Omar Hanging Mail", "198.51.100.80")).status).toBe(302);
    expect(Date.now() - started).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.messages).toHaveLength(0);

    proxy.restore();
    const sent = () => smtp.messages.map((message) => message.subject ?? "");
    await expect
      .poll(() => sent().filter((subject) => /Omar Hanging Mail/.test(subject)).length, {
        timeout: 100_000,
        intervals: [1_000],
      })
      .toBeGreaterThan(0);
    await expect
      .poll(() => sent().some((subject) => /admin account/i.test(subject)), { timeout: 100_000, intervals: [1_000] })
      .toBe(true);
  });
});

test.describe("the server is killed in the middle of a payment", () => {
  const password = "Pulled-Plug-Payment-3";
  let database: ThrowawayDatabase | null;
  let fake: FakeStripe;
  let smtp: TestSmtpServer;
  let server: JourneyServer;
  let env: Record<string, string>;

  test.beforeAll(async () => {
    database = await createThrowawayDatabase(undefined, "crash");
    test.skip(!database, "PostgreSQL cannot be reached");
    fake = await startFakeStripe();
    smtp = await startTestSmtpServer();
    env = {
      DATABASE_URL: database!.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      STRIPE_SECRET_KEY: "sk_test_crash",
      STRIPE_PUBLISHABLE_KEY: "pk_test_crash",
      STRIPE_WEBHOOK_SECRET: "whsec_crash",
      STRIPE_API_URL: fake.url,
      PAYMENT_RECONCILE_AFTER_SECONDS: "5",
    };
    server = await startJourneyServer(3252, adminEmail, env, { smtp });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await smtp?.close();
    await database?.drop();
  });

  test("after a restart the reconciler settles the payment, and the supplier pays once", async () => {
    // The reconciler runs once a minute.
    test.setTimeout(150_000);
    const opened = await openDatabase({ databaseUrl: database!.url, poolSize: 2 });
    const jobs = await startJobQueue(opened, silentLogger);
    const deps = { db: opened.db, jobs, appUrl: server.baseURL };
    const [plan] = await listAvailablePlans(opened.db);
    const supplier = await createSupplierAwaitingPayment(deps, plan!.id, password);
    await jobs.stop({ graceful: false, wait: true });
    await opened.close();
    const query = <Row>(text: string) => queryDatabase<Row>(database!.url, text, [supplier.id]);

    const signIn = await fetch(`${server.baseURL}/supplier-login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseURL },
      body: new URLSearchParams({ email: supplier.email, password }),
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const page = `/payment-required?email=${encodeURIComponent(supplier.email)}`;
    const pay = async () => {
      expect((await fetch(`${server.baseURL}${page}`, { headers: { cookie } })).status).toBe(200);
      const [link] = await query<{ id: string }>(
        "select id from payment_links where supplier_id = $1 order by created_at desc limit 1",
      );
      return fetch(`${server.baseURL}${page}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.baseURL, cookie },
        body: new URLSearchParams({ linkId: link!.id, paymentMethodId: fakeCards.succeeds }),
      });
    };

    // Stripe takes its time; the server dies while it waits.
    fake.failNext({ hangMs: 4_000 });
    // Whatever happens to the request is kept: a page that fails before Stripe is asked says why.
    const interrupted = pay().then(
      (response) => `answered ${response.status}`,
      (error: Error) => error.message,
    );
    await expect
      .poll(() => fake.requests.filter((request) => request.path === "/v1/payment_intents").length, {
        timeout: 30_000,
      })
      .toBe(1);
    await server.crash();
    expect(await interrupted).toBe("fetch failed");
    expect(await query("select status from payments where supplier_id = $1")).toEqual([{ status: "processing" }]);

    server = await startJourneyServer(3252, adminEmail, env, { smtp });
    await expect
      .poll(
        async () => (await query<{ status: string }>("select status from payments where supplier_id = $1"))[0]!.status,
        {
          timeout: 120_000,
          intervals: [2_000],
        },
      )
      .toBe("failed");
    expect(fake.intents.size).toBe(0);

    expect((await pay()).status).toBe(302);
    expect(await query("select status from suppliers where id = $1")).toEqual([{ status: "active" }]);
    expect([...fake.intents.values()].map((intent) => intent.status)).toEqual(["succeeded"]);
  });
});
