import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import Stripe from "stripe";
import { startFakeStripe, fakeCards, type FakeStripe } from "../../app/testing/fake-stripe";
import { buildContactRequest, buildRegistration } from "../../app/testing/factories";
import { startTestSmtpServer, type TestSmtpServer } from "../../app/testing/smtp-server";
import { createThrowawayDatabase, queryDatabase, type ThrowawayDatabase } from "../../app/testing/throwaway-database";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { setUpAuthenticatorOverHttp } from "./second-factor";
import { freePorts } from "../../app/testing/server-process";

// Two production servers on one PostgreSQL database, as behind a load balancer: a supplier's whole
// journey moves between them, and what they share (sessions, rate limits, the email queue, jobs,
// webhooks) behaves as one system. Needs PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432), which
// .ci/run starts; the embedded database is one process by design.
test.describe.configure({ mode: "serial" });

const adminEmail = "platform@falconedge-it.ae";
const password = "Two-Towers-One-Database-7";
const webhookSecret = "whsec_instances_webhook";
let database: ThrowawayDatabase | null;
let smtp: TestSmtpServer;
let fake: FakeStripe;
let one: JourneyServer;
let two: JourneyServer;

test.beforeAll(async () => {
  database = await createThrowawayDatabase(undefined, "instances");
  test.skip(!database, "PostgreSQL cannot be reached");
  smtp = await startTestSmtpServer();
  fake = await startFakeStripe();
  const env = {
    DATABASE_URL: database!.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    STRIPE_SECRET_KEY: "sk_test_instances",
    STRIPE_PUBLISHABLE_KEY: "pk_test_instances",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  };
  // Started at the same moment on an empty database, both with ADMIN_EMAIL.
  const [portOne, portTwo] = await freePorts(2);
  [one, two] = await Promise.all([
    startJourneyServer(portOne!, adminEmail, env, { smtp }),
    startJourneyServer(portTwo!, adminEmail, env, { smtp }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await smtp?.close();
  await fake?.close();
  await database?.drop();
});

const query = <Row>(text: string, values: unknown[] = []) => queryDatabase<Row>(database!.url, text, values);

/** A form posted as a browser on `server`'s page would post it, with the session cookie if any. */
async function post(server: JourneyServer, path: string, body: FormData | URLSearchParams, cookie = "") {
  return fetch(`${server.baseURL}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseURL, cookie },
    body,
  });
}
/** The token of the set-password link in `text`, whichever server wrote it. */
function tokenOf(text: string): string {
  const link = /http:\/\/127\.0\.0\.1:\d+\/set-password\?token=[^\s)>"]+/.exec(text);
  if (!link) throw new Error(`no set-password link in:\n${text}`);
  return new URL(link[0]).searchParams.get("token")!;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

test("the two servers made one first admin, and a supplier's journey crosses them from registration to payment", async () => {
  const admins = await query<{ email: string }>("select email from users where role = 'admin'");
  expect(admins).toEqual([{ email: adminEmail }]);
  const token = tokenOf(one.output() + two.output());
  expect(
    (await post(two, "/set-password", new URLSearchParams({ token, password, confirmPassword: password }))).status,
  ).toBe(302);
  const adminCookie = await setUpAuthenticatorOverHttp(
    one.baseURL,
    cookieOf(await post(one, "/login", new URLSearchParams({ email: adminEmail, password }))),
    password,
  );

  // Registered on the first server…
  const [plan] = await query<{ id: string }>("select id from plans where retired_at is null limit 1");
  const registration = buildRegistration(plan!.id, { companyName: "Twin Servers Trading LLC" });
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...registration, acceptTerms: "on" })) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  expect((await post(one, "/SupplierRegistration", form)).status).toBe(302);
  const [supplier] = await query<{ id: string }>("select id from suppliers where email = $1", [registration.email]);

  // …approved on the second, with the admin's session from the first…
  const approved = await post(
    two,
    `/admin/supplier/${supplier!.id}`,
    new URLSearchParams({ intent: "approve", confirm: "yes" }),
    adminCookie,
  );
  expect(approved.status).toBeLessThan(400);
  const approval = await one.emailTo(registration.email, /approved/);
  const supplierToken = tokenOf(approval.text);
  expect(
    (
      await post(
        one,
        "/set-password",
        new URLSearchParams({ token: supplierToken, password, confirmPassword: password }),
      )
    ).status,
  ).toBe(302);
  const supplierCookie = cookieOf(
    await post(two, "/supplier-login", new URLSearchParams({ email: registration.email, password })),
  );

  // …paid on the first, and Stripe's webhook delivered to the second changes nothing more.
  const pagePath = `/payment-required?email=${encodeURIComponent(registration.email)}`;
  expect((await fetch(`${one.baseURL}${pagePath}`, { headers: { cookie: supplierCookie } })).status).toBe(200);
  const [link] = await query<{ id: string }>("select id from payment_links where supplier_id = $1", [supplier!.id]);
  const paid = await post(
    one,
    pagePath,
    new URLSearchParams({ linkId: link!.id, paymentMethodId: fakeCards.succeeds }),
    supplierCookie,
  );
  expect(paid.status).toBe(302);
  const intent = [...fake.intents.values()].at(-1)!;
  const event = JSON.stringify({
    id: `evt_${intent.id}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
  const delivered = await fetch(`${two.baseURL}/api/webhooks/stripe`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: event, secret: webhookSecret }),
    },
    body: event,
  });
  expect(delivered.status).toBe(200);

  const dashboard = await fetch(`${two.baseURL}/supplier-dashboard`, { headers: { cookie: supplierCookie } });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain("Twin Servers Trading LLC");
  const [row] = await query<{ status: string }>("select status from suppliers where id = $1", [supplier!.id]);
  expect(row!.status).toBe("active");

  // Both servers run email workers; each email went out once.
  await one.emailTo(registration.email, /Tax invoice/);
  const toSupplier = smtp.messages.filter((message) => message.to?.some((to) => to.address === registration.email));
  const subjects = toSupplier.map((message) => message.subject);
  expect(new Set(subjects).size).toBe(subjects.length);
  expect(subjects.filter((subject) => /Tax invoice/.test(subject ?? ""))).toHaveLength(1);
});

test("a visitor's contact requests are counted across both servers", async () => {
  const send = (server: JourneyServer) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(buildContactRequest())) form.set(name, String(value));
    return post(server, "/contact", form);
  };
  for (const server of [one, two, one, two, one]) expect((await send(server)).status).toBe(302);
  expect((await send(two)).status).toBe(429);
  expect((await send(one)).status).toBe(429);
});
