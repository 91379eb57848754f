import http from "node:http";
import net from "node:net";
import { expect, test } from "./test";
import fc from "fast-check";
import { freePort } from "../../app/testing/server-process";
import { startJourneyServer, type JourneyServer } from "./journey-server";

// Requests no browser sends, as scanners and broken clients do: each gets a 4xx before any page
// handler reads it, and none is logged as a server error.

/** Sends `head` as it is over a new connection and returns the status line's code and the body. */
function rawRequest(port: number, head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head)}`)));
  });
}

let server: JourneyServer;
let port: number;
test.beforeAll(async () => {
  port = await freePort();
  server = await startJourneyServer(port, "ops@falconedge-it.ae", { LOG_LEVEL: "info" });
});
test.afterAll(() => server?.stop());

const errorLines = () =>
  server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)/.test(line));

test("TRACE, CONNECT and other methods get 405 with the allowed ones; OPTIONS lists them", async () => {
  for (const method of ["TRACE", "CONNECT", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
    const answer = await rawRequest(port, `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(answer.status, method).toBe(405);
    expect(answer.text).toMatch(/Allow: GET, HEAD, POST/i);
    // With the headers every response of the site carries, as a scanner expects of any answer (a
    // CONNECT is refused on the bare connection, with no page for them to guard).
    if (method === "CONNECT") continue;
    expect(answer.text).toMatch(/X-Frame-Options: DENY/i);
    expect(answer.text).toMatch(/Referrer-Policy: strict-origin-when-cross-origin/i);
    expect(answer.text).toMatch(/Content-Security-Policy: default-src 'none'; frame-ancestors 'none'/i);
  }
  // Sent to an Arabic page, the refusal is in Arabic.
  const arabic = await rawRequest(port, "PUT /ar/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  expect(arabic.status).toBe(405);
  expect(arabic.text).toMatch(/Content-Language: ar/i);
  expect(Buffer.from(arabic.text, "latin1").toString("utf8")).toContain("غير مسموح بها هنا");
  const options = await rawRequest(port, "OPTIONS / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  expect(options.status).toBe(204);
  expect(errorLines()).toEqual([]);
});

test("a request without a Host header, or with a malformed one, gets 400", async () => {
  for (const head of [
    "GET / HTTP/1.0\r\n\r\n",
    "GET /about HTTP/1.0\r\nConnection: close\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n",
    "GET /contact HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
    "GET http://elsewhere.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  ]) {
    expect((await rawRequest(port, head)).status, head).toBe(400);
  }
  expect(errorLines()).toEqual([]);
});

test("an address with a NUL or an escape that does not decode gets 400 in its page's language, logged as no error", async ({
  request,
}) => {
  for (const path of [
    "/%zz",
    "/ar/%E0%A4%A",
    "/supplier-dashboard/security?backup-codes=%00",
    "/admin/security?backup-codes=abc%00",
    "/admin/payments.data?q=%00",
  ]) {
    const response = await request.get(`${server.baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain(
      path.startsWith("/ar/") ? "تعذّرت قراءة هذا العنوان" : "This address cannot be read",
    );
  }
  expect(server.output()).not.toContain("could not be decoded");
  expect(errorLines()).toEqual([]);
});

/** POSTs `bytes` to `path` as a form, in chunks with no declared length when `chunked`, and returns the answer. */
function postForm(
  agent: http.Agent,
  path: string,
  bytes: number,
  chunked: boolean,
): Promise<{ status: number; text: string; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.baseURL}${path}`, {
      agent,
      method: "POST",
      headers: {
        origin: server.baseURL,
        "content-type": "application/x-www-form-urlencoded",
        ...(chunked ? {} : { "content-length": String(bytes) }),
      },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          text: Buffer.concat(chunks).toString("utf8"),
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    request.on("error", reject);
    const chunk = Buffer.alloc(16 * 1024, "a");
    for (let sent = 0; sent < bytes; sent += chunk.length)
      request.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
    request.end();
  });
}

test("a form over its size limit gets 413 with the limit, whether its length is declared or it comes in chunks", async () => {
  // One connection throughout: each refused body is read to its end, so the next request can use it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const answers = [];
    for (const chunked of [false, true]) {
      const answer = await postForm(agent, "/contact", 200 * 1024, chunked);
      expect(answer.status, chunked ? "chunked" : "declared").toBe(413);
      expect(answer.text).toContain("The form is too large (the limit is 32 KB)");
      answers.push(answer);
    }
    const after = await postForm(agent, "/contact", 0, false);
    expect(after.status).toBe(400);
    expect([...answers.slice(1), after].map((answer) => answer.reusedSocket)).toEqual([true, true]);
  } finally {
    agent.destroy();
  }
  expect(errorLines()).toEqual([]);
});

test("a form sent to a page that has none gets 405, naming no part of the code, and is not logged as an error", async () => {
  const response = await fetch(`${server.baseURL}/about`, {
    method: "POST",
    headers: { origin: server.baseURL },
    body: new URLSearchParams({ anything: "at all" }),
  });
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("GET, HEAD");
  const page = await response.text();
  expect(page).toContain("This page cannot take that request");
  // React Router's own message names the route's module ("… for route routes/marketing/about").
  expect(page).not.toContain("did not provide");

  // The same form sent by a page with JavaScript, which asks for the route's data.
  const dataRequest = await fetch(`${server.baseURL}/about.data`, {
    method: "POST",
    headers: { origin: server.baseURL },
    body: new URLSearchParams({ anything: "at all" }),
  });
  expect(dataRequest.status).toBe(405);
  const payload = await dataRequest.text();
  expect(payload).toContain("This page does not accept forms");
  expect(payload).toContain("Method Not Allowed");
  expect(payload).not.toContain("Internal Server Error");
  expect(errorLines()).toEqual([]);
});

test("a form sent to a download or an export gets 405 with the methods it answers, not a server error", async () => {
  for (const path of ["/robots.txt", "/sitemap.xml", "/admin/contacts.csv"]) {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: "POST",
      headers: { origin: server.baseURL },
      body: new URLSearchParams({ anything: "at all" }),
      redirect: "manual",
    });
    expect(response.status, path).toBe(405);
    expect(response.headers.get("allow"), path).toBe("GET, HEAD");
    expect(await response.text(), path).toBe("The method POST is not allowed here. Allowed: GET, HEAD.");
  }
  expect(errorLines()).toEqual([]);
});

test("random methods and Host headers never get a server error", async () => {
  test.setTimeout(120_000);
  const token = fc.stringMatching(/^[A-Z][A-Z-]{0,11}$/);
  const host = fc.oneof(
    fc.constantFrom("127.0.0.1", "localhost:3000", "[::1]:80", "[", "]", ":", "a..b", "", " ", "%00", "x".repeat(300)),
    fc.string({ maxLength: 40 }).filter((value) => !/[\r\n]/.test(value)),
  );
  const path = fc.constantFrom("/", "/about", "/contact", "/admin", "/supplier-login", "/nope", "*", "//x");
  await fc.assert(
    fc.asyncProperty(token, host, path, async (method, hostHeader, target) => {
      const answer = await rawRequest(
        port,
        `${method} ${target} HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, `${method} ${target} Host: ${hostHeader}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${method} ${target} Host: ${hostHeader}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
  expect(errorLines()).toEqual([]);
});
