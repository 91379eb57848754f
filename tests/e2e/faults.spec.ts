import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { choosePasswordWithLink, createAdmin } from "../../app/auth/accounts.server";
import { openDatabase } from "../../app/db/client.server";
import { startJobQueue } from "../../app/jobs/job-queue.server";
import { listAvailablePlans } from "../../app/plans/plans.server";
import { buildContactRequest, buildRegistration } from "../../app/testing/factories";
import { fakeCards, startFakeStripe, type FakeStripe } from "../../app/testing/fake-stripe";
import { freePort } from "../../app/testing/server-process";
import { createPayingSupplier, createSupplierAwaitingPayment } from "../../app/testing/suppliers";
import { silentLogger } from "../../app/testing/test-database";
import { createThrowawayDatabase, queryDatabase, type ThrowawayDatabase } from "../../app/testing/throwaway-database";
import type { DomainDeps } from "../../app/deps";
import { startTestSmtpServer, type TestSmtpServer } from "../../app/testing/smtp-server";
import { startTcpProxy, type TcpProxy } from "../../app/testing/tcp-proxy";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { setUpAuthenticatorOverHttp } from "./second-factor";

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

/** Signs in over HTTP as a browser without JavaScript would, and returns the Cookie header it would send. */
async function signInCookie(
  server: JourneyServer,
  path: "/login" | "/supplier-login",
  email: string,
  password: string,
) {
  const response = await fetch(`${server.baseURL}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseURL },
    body: new URLSearchParams({ email, password }),
  });
  expect(response.status, await response.text()).toBe(302);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Runs `work` on the database at `databaseUrl` over a connection of the test's own, then closes it. */
async function withDomain<T>(databaseUrl: string, appUrl: string, work: (deps: DomainDeps) => Promise<T>): Promise<T> {
  const opened = await openDatabase({ databaseUrl, poolSize: 2 });
  const jobs = await startJobQueue(opened, silentLogger);
  try {
    return await work({ db: opened.db, jobs, appUrl, logger: silentLogger });
  } finally {
    await jobs.stop({ graceful: false, wait: true });
    await opened.close();
  }
}

/** A supplier who has set a password and not paid yet. */
const supplierAwaitingPayment = (databaseUrl: string, appUrl: string, password: string) =>
  withDomain(databaseUrl, appUrl, async (deps) => {
    const [plan] = await listAvailablePlans(deps.db);
    return createSupplierAwaitingPayment(deps, plan!.id, password);
  });

/** An admin and an active supplier with passwords, written before the server opens the database. */
const seedAccounts = (databaseUrl: string, appUrl: string, password: string) =>
  withDomain(databaseUrl, appUrl, async (deps) => {
    const [plan] = await listAvailablePlans(deps.db);
    const supplier = await createPayingSupplier(deps, plan!.id, password);
    const { setPasswordUrl } = await createAdmin(deps, adminEmail, { type: "system", label: "Fault test" });
    await choosePasswordWithLink(deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
    return supplier;
  });

interface ServerBehindProxy {
  database: ThrowawayDatabase;
  proxy: TcpProxy;
  server: JourneyServer;
  supplier: Awaited<ReturnType<typeof seedAccounts>>;
  cookies: { admin: string; supplier: string };
  stop(): Promise<void>;
}

/**
 * A server on a new PostgreSQL database that it reaches through a TCP relay the test controls, with
 * an admin and an active supplier signed in; null when PostgreSQL cannot be reached.
 */
async function startServerBehindProxy(name: string, password: string): Promise<ServerBehindProxy | null> {
  const database = await createThrowawayDatabase(undefined, name);
  if (!database) return null;
  const viaProxy = new URL(database.url);
  const proxy = await startTcpProxy({ host: viaProxy.hostname, port: Number(viaProxy.port || 5432) });
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const port = await freePort();
  const supplier = await seedAccounts(database.url, `http://127.0.0.1:${port}`, password);
  const server = await startJourneyServer(port, adminEmail, {
    DATABASE_URL: viaProxy.toString(),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "1",
  });
  const cookies = {
    admin: await setUpAuthenticatorOverHttp(
      server.baseURL,
      await signInCookie(server, "/login", adminEmail, password),
      password,
    ),
    supplier: await signInCookie(server, "/supplier-login", supplier.email, password),
  };
  return {
    database,
    proxy,
    server,
    supplier,
    cookies,
    async stop() {
      await server.stop();
      await proxy.close();
      await database.drop();
    },
  };
}

/** Every kind of signed-in page: the admin's dashboard, lists and detail, the supplier's portal. */
const signedInPages = (supplierId: string, email: string) => ({
  admin: ["/admin", "/admin/suppliers", `/admin/supplier/${supplierId}`, "/admin/payments", "/admin/settings"],
  supplier: [
    "/supplier-dashboard",
    "/supplier-dashboard/profile",
    `/payment-required?email=${encodeURIComponent(email)}`,
  ],
});

const unavailablePage = /Temporarily unavailable[\s\S]*Nothing you entered has been lost/;

test.describe("PostgreSQL stops answering: packets are swallowed, nothing is refused", () => {
  let setup: ServerBehindProxy | null;
  test.beforeAll(async () => {
    setup = await startServerBehindProxy("swallow", "Swallowed-Packets-Creek-4");
    test.skip(!setup, "PostgreSQL cannot be reached");
  });
  test.afterAll(() => setup?.stop());

  test("every signed-in page says so within 5 s, public pages keep answering, and all recovers without a restart", async () => {
    test.setTimeout(180_000);
    const { server, proxy, supplier, cookies } = setup!;
    const pages = signedInPages(supplier.id, supplier.email);
    const get = (path: string, cookie = "") => fetch(`${server.baseURL}${path}`, { headers: { cookie } });
    for (const path of ["/", "/about", "/contact"]) expect((await get(path)).status).toBe(200);
    for (const path of pages.admin) expect((await get(path, cookies.admin)).status, path).toBe(200);
    for (const path of pages.supplier) expect((await get(path, cookies.supplier)).status, path).toBe(200);

    proxy.swallow();
    const timed = async (path: string, cookie: string) => {
      const started = Date.now();
      const response = await get(path, cookie);
      return { status: response.status, body: await response.text(), ms: Date.now() - started };
    };
    for (const [path, cookie] of [
      ...pages.admin.map((path) => [path, cookies.admin] as const),
      ...pages.supplier.map((path) => [path, cookies.supplier] as const),
    ]) {
      const answer = await timed(path, cookie);
      expect(answer.status, `${path}\n${server.output()}`).toBe(503);
      expect(answer.body, path).toMatch(unavailablePage);
      expect(answer.ms, path).toBeLessThan(5_000);
    }
    for (const path of ["/", "/about", "/contact"]) {
      const answer = await timed(path, "");
      expect(answer.status, path).toBe(200);
      expect(answer.ms, path).toBeLessThan(1_000);
    }
    // One deadline (3 s) for the whole request: once the database has not answered, the page's
    // other queries do not wait for it again.
    const resetStarted = Date.now();
    const reset = await fetch(`${server.baseURL}/reset-password`, {
      method: "POST",
      headers: { origin: server.baseURL },
      body: new URLSearchParams({ email: "while-down@falconedge-it.ae" }),
    });
    expect(reset.status).toBe(503);
    expect(Date.now() - resetStarted).toBeLessThan(4_500);
    const form = await reset.text();
    // A reset link is not a sign-in: the page says what happened without speaking of signing in.
    expect(form).toContain("This is temporarily unavailable: one of our systems did not answer in time.");
    expect(form).not.toContain("sign you in");
    expect(form).toContain('value="while-down@falconedge-it.ae"');

    proxy.restore();
    for (const path of pages.admin) {
      await expect.poll(async () => (await get(path, cookies.admin)).status, { timeout: 30_000 }).toBe(200);
    }
    for (const path of pages.supplier) expect((await get(path, cookies.supplier)).status, path).toBe(200);
  });
});

test.describe("PostgreSQL stops and starts again", () => {
  let setup: ServerBehindProxy | null;
  test.beforeAll(async () => {
    setup = await startServerBehindProxy("faults", "Refused-Connection-Dhow-7");
    test.skip(!setup, "PostgreSQL cannot be reached");
  });
  test.afterAll(() => setup?.stop());

  test("public pages still answer, forms say so clearly, and everything works again once it is back", async () => {
    const { server, proxy, supplier, cookies, database } = setup!;
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
    // The registration form too, though nobody opened it before the outage: the server read its plans as it started.
    for (const path of ["/", "/about", "/contact", "/SupplierRegistration"]) await expectStatus(get(path), 200);
    const refused = await expectStatus(sendContact(server, "Layla While Down", "198.51.100.70"), 503);
    expect(refused).toContain("We could not save your request just now. Please try again in a minute, or call us.");
    expect(refused).toContain('value="Layla While Down"');
    const pages = signedInPages(supplier.id, supplier.email);
    for (const path of pages.admin) {
      expect(
        await expectStatus(fetch(`${server.baseURL}${path}`, { headers: { cookie: cookies.admin } }), 503),
      ).toMatch(unavailablePage);
    }
    for (const path of pages.supplier) {
      const page = fetch(`${server.baseURL}${path}`, { headers: { cookie: cookies.supplier } });
      expect(await expectStatus(page, 503)).toMatch(unavailablePage);
    }
    const reset = fetch(`${server.baseURL}/reset-password`, {
      method: "POST",
      headers: { origin: server.baseURL },
      body: new URLSearchParams({ email: "owner@falconedge-it.ae" }),
    });
    expect(await expectStatus(reset, 503)).toContain('value="owner@falconedge-it.ae"');
    const registration = new FormData();
    for (const [field, value] of Object.entries({ ...buildRegistration(supplier.planId), acceptTerms: "on" })) {
      for (const item of [value].flat()) registration.append(field, String(item));
    }
    const registered = fetch(`${server.baseURL}/SupplierRegistration`, {
      method: "POST",
      headers: { origin: server.baseURL, "x-forwarded-for": "198.51.100.72" },
      body: registration,
    });
    const form = await expectStatus(registered, 503);
    expect(form).toContain("We could not save your registration just now. Please try again in a minute.");
    expect(form).toContain(`value="${registration.get("companyName")}"`);

    proxy.restore();
    await expect.poll(async () => (await get("/healthz")).status, { timeout: 15_000 }).toBe(200);
    await expectStatus(sendContact(server, "Layla After Recovery", "198.51.100.71"), 302);
    expect(await queryDatabase(database.url, "select name from contact_messages order by created_at")).toEqual([
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
      await freePort(),
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
    // The server times a hanging mail server out after 15 s (SMTP_TIMEOUT_MS) and retries 30 s later.
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

test.describe("the mail server never confirms one message", () => {
  let smtp: TestSmtpServer;
  let server: JourneyServer;

  test.beforeAll(async () => {
    smtp = await startTestSmtpServer({ neverConfirm: (to) => to === "stuck@example.ae" });
    server = await startJourneyServer(await freePort(), adminEmail, { TRUST_PROXY: "1" }, { smtp });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test("the other emails go out while it waits", async () => {
    const stuck = new URLSearchParams(contactForm("Stuck Sender"));
    stuck.set("email", "stuck@example.ae");
    const sent = await fetch(`${server.baseURL}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseURL, "x-forwarded-for": "198.51.100.90" },
      body: stuck,
    });
    expect(sent.status).toBe(302);
    await expect.poll(() => smtp.held(), { timeout: 10_000 }).toBe(1);

    const started = Date.now();
    for (const [n, name] of ["Noura First", "Rashid Second", "Salma Third"].entries()) {
      expect((await sendContact(server, name, `198.51.100.${91 + n}`)).status).toBe(302);
    }
    // Each request's acknowledgement arrives while the stuck one is still held.
    const acknowledgements = () =>
      smtp.messages.filter((message) => /@haddad-trading\.ae$/.test(message.to?.[0]?.address ?? "")).length;
    await expect.poll(acknowledgements, { timeout: 10_000 }).toBe(3);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(smtp.held()).toBe(1);
    expect(smtp.messages.some((message) => message.to?.[0]?.address === "stuck@example.ae")).toBe(false);
  });
});

test.describe("Stripe stops answering in the middle of a charge", () => {
  const password = "Hanging-Card-Network-8";
  let database: ThrowawayDatabase | null;
  let fake: FakeStripe;
  let server: JourneyServer;

  test.beforeAll(async () => {
    database = await createThrowawayDatabase(undefined, "stripehang");
    test.skip(!database, "PostgreSQL cannot be reached");
    fake = await startFakeStripe();
    server = await startJourneyServer(await freePort(), adminEmail, {
      DATABASE_URL: database!.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      STRIPE_SECRET_KEY: "sk_test_hang",
      STRIPE_PUBLISHABLE_KEY: "pk_test_hang",
      STRIPE_WEBHOOK_SECRET: "whsec_hang",
      STRIPE_API_URL: fake.url,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await database?.drop();
  });

  test("within 15 s the supplier is told the payment is being confirmed, not to pay again, and one PaymentIntent is made", async () => {
    test.setTimeout(90_000);
    const supplier = await supplierAwaitingPayment(database!.url, server.baseURL, password);

    const cookie = await signInCookie(server, "/supplier-login", supplier.email, password);
    const page = `${server.baseURL}/payment-required?email=${encodeURIComponent(supplier.email)}`;
    expect((await fetch(page, { headers: { cookie } })).status).toBe(200);
    const [link] = await queryDatabase<{ id: string }>(
      database!.url,
      "select id from payment_links where supplier_id = $1 order by created_at desc limit 1",
      [supplier.id],
    );
    // Stripe makes the PaymentIntent, then never answers, nor to the retries.
    fake.failNext(...Array.from({ length: 3 }, () => ({ hangMs: 60_000, when: "after" as const })));
    const started = Date.now();
    const answer = await fetch(page, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseURL, cookie },
      body: new URLSearchParams({ linkId: link!.id, paymentMethodId: fakeCards.succeeds }),
    });
    expect(Date.now() - started).toBeLessThan(15_500);
    const [payment] = await queryDatabase<{ id: string; status: string }>(
      database!.url,
      "select id, status from payments where supplier_id = $1",
      [supplier.id],
    );
    // Left for the reconciler to settle, never marked failed while the money may have been taken.
    expect(payment?.status).toBe("processing");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(
      `/payment-required?email=${encodeURIComponent(supplier.email)}&payment=${payment!.id}`,
    );
    const outcome = await (
      await fetch(new URL(answer.headers.get("location")!, server.baseURL), { headers: { cookie } })
    ).text();
    expect(outcome).toContain("Confirming Your Payment");
    expect(outcome).toContain("Please do not pay again in the meantime.");
    expect(fake.intents.size).toBe(1);
    const creates = fake.requests.filter((request) => request.path === "/v1/payment_intents");
    expect(new Set(creates.map((request) => request.idempotencyKey)).size).toBe(1);
  });
});

test.describe("the server is killed in the middle of a payment", () => {
  const password = "Pulled-Plug-Payment-3";
  let database: ThrowawayDatabase | null;
  let fake: FakeStripe;
  let smtp: TestSmtpServer;
  let server: JourneyServer;
  let env: Record<string, string>;
  let port: number;

  test.beforeAll(async () => {
    port = await freePort();
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
    server = await startJourneyServer(port, adminEmail, env, { smtp });
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
    const supplier = await supplierAwaitingPayment(database!.url, server.baseURL, password);
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

    server = await startJourneyServer(port, adminEmail, env, { smtp });
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
