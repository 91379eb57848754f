import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { expect, test } from "./test";
import { freePort } from "../../app/testing/server-process";
import { createThrowawayDatabase, queryDatabase, type ThrowawayDatabase } from "../../app/testing/throwaway-database";
import { startJourneyServer, type JourneyServer } from "./journey-server";
import { setUpAuthenticatorOverHttp } from "./second-factor";

// One server of two processes on PostgreSQL (WEB_CONCURRENCY=2), as on a machine with two cores:
// both serve, a change to the company's details reaches the public pages of both at once, a process
// that dies is replaced (tried again while the database refuses it), and SIGTERM stops them all. The embedded database is one process by design.
test.describe.configure({ mode: "serial" });

const adminEmail = "operations@falconedge-it.ae";
const password = "Two-Cores-One-Site-2026";
let database: ThrowawayDatabase | null;
let server: JourneyServer;

test.beforeAll(async () => {
  database = await createThrowawayDatabase(undefined, "processes");
  test.skip(!database, "PostgreSQL cannot be reached");
  server = await startJourneyServer(await freePort(), adminEmail, {
    DATABASE_URL: database!.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    WEB_CONCURRENCY: "2",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The processes `pid` started, from the kernel's list of its children. */
const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);

/** When a process started, in clock ticks since the machine booted. */
const startedAt = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19]);

const isRunning = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.startsWith("Z");
  } catch {
    return false;
  }
};

/** `path` fetched `count` times, each on a connection of its own, so the processes share them in turn. */
function onNewConnections(path: string, count: number) {
  const once = () =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${server.baseURL}${path}`, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      }).on("error", reject);
    });
  return Promise.all(Array.from({ length: count }, once));
}

test("two processes serve the site, and a change to the company's details shows on both at once", async ({
  browser,
}) => {
  expect(workersOf(server.pid)).toHaveLength(2);
  // Both processes hold /contact in their page cache with the phone number as it was.
  const phones = async () =>
    (await onNewConnections("/contact", 10)).map((page) => /href="tel:([^"]+)"/.exec(page.body)?.[1]);
  expect(await phones()).toEqual(Array(10).fill("+97145550142"));

  const token = /\/set-password\?token=([^\s)>"]+)/.exec(server.output())![1]!;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.baseURL}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.baseURL },
      body: new URLSearchParams(fields),
    });
  expect((await post("/set-password", { token, password, confirmPassword: password })).status).toBe(302);
  const signedIn = (await post("/login", { email: adminEmail, password })).headers.getSetCookie();
  const cookie = await setUpAuthenticatorOverHttp(
    server.baseURL,
    signedIn.map((value) => value.split(";")[0]).join("; "),
    password,
  );
  const context = await browser.newContext({ baseURL: server.baseURL });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.baseURL };
    }),
  );
  const admin = await context.newPage();
  await admin.goto("/admin/settings");
  await admin.getByLabel("Phone").fill("+971 4 800 7788");
  await admin.getByRole("button", { name: "Save company details" }).click();
  await expect(admin.getByText(/Company details saved/)).toBeVisible();
  await context.close();

  // The process that saved the change told the other, whose copy would otherwise live 25 s more.
  expect(await phones()).toEqual(Array(10).fill("+97148007788"));
});

test("a process that dies is replaced by a new one that serves", async () => {
  const [killed, survivor] = workersOf(server.pid);
  process.kill(killed!, "SIGKILL");
  await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== killed), { timeout: 30_000 }).toHaveLength(2);
  expect(workersOf(server.pid)).toContain(survivor);
  for (const page of await onNewConnections("/about", 6)) expect(page.status).toBe(200);
});

test("a process that dies while the database refuses connections is tried again until it can start, and the other serves meanwhile", async () => {
  const name = new URL(database!.url).pathname.slice(1);
  const postgres = new URL(database!.url);
  postgres.pathname = "/postgres";
  // The newest is killed: the oldest has served the tests before, the newest may still be starting.
  const [survivor, killed] = workersOf(server.pid).sort((a, b) => startedAt(a) - startedAt(b));
  await queryDatabase(postgres.toString(), `alter database ${name} allow_connections false`);
  try {
    await queryDatabase(
      postgres.toString(),
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
      [name],
    );
    process.kill(killed!, "SIGKILL");
    await expect
      .poll(() => server.output().includes("a replacement server process could not start; trying again"), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(isRunning(server.pid)).toBe(true);
    expect(workersOf(server.pid)).toContain(survivor);
    for (const page of await onNewConnections("/about", 4)) expect(page.status).toBe(200);
  } finally {
    await queryDatabase(postgres.toString(), `alter database ${name} allow_connections true`);
  }
  await expect.poll(() => workersOf(server.pid).filter((pid) => pid !== killed), { timeout: 60_000 }).toHaveLength(2);
  for (const page of await onNewConnections("/about", 4)) expect(page.status).toBe(200);
});

test("SIGTERM to the first process stops every process", async () => {
  const workers = workersOf(server.pid);
  await server.stop();
  expect(workers.filter(isRunning)).toEqual([]);
});
