import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./test";
import { freePort } from "../../app/testing/server-process";
import { copyMigratedDatabase } from "./migrated-data";

/** Starts another server process from the production build; `output` collects what it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, output: "", exited: new Promise<number | null>((resolve) => child.on("exit", resolve)) };
  child.stdout.on("data", (chunk) => (server.output += chunk));
  child.stderr.on("data", (chunk) => (server.output += chunk));
  return server;
}

test("a second server on the same embedded database stops at once with a clear message", async () => {
  const second = startServer({ PORT: String(await freePort()), DATA_DIR: ".e2e-data" });
  expect(await second.exited).toBe(1);
  expect(second.output).toContain("is already in use by another process");
});

test("a bad configuration stops the start and lists every problem", async () => {
  const server = startServer({ PORT: "none", SMTP_URL: "mail.example.com", DATA_DIR: ".e2e-data-unused" });
  expect(await server.exited).toBe(1);
  expect(server.output).toContain("the configuration has 2 problem(s)");
  expect(server.output).toContain("PORT must be a number");
  expect(server.output).toContain("SMTP_URL must be a URL such as smtp://");
});

test("a server of several processes whose database cannot be reached stops them all, exit 1", async () => {
  const closedPort = await freePort();
  const server = startServer({
    PORT: String(await freePort()),
    DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/falcon`,
    AUTH_SECRET: "x".repeat(32),
    WEB_CONCURRENCY: "2",
  });
  expect(await server.exited).toBe(1);
  expect(server.output).toContain("starting 2 server processes");
  expect(server.output).toContain("a server process could not start; stopping the others");
  expect(server.output).toContain(
    `the PostgreSQL database in DATABASE_URL (127.0.0.1:${closedPort}/falcon) cannot be used: connect ECONNREFUSED`,
  );
});

test("a database that takes the connection but never answers stops the start within seconds, naming DATABASE_URL", async () => {
  const held: net.Socket[] = [];
  const silent = net.createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const silentPort = (silent.address() as net.AddressInfo).port;
  try {
    const started = Date.now();
    const server = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${silentPort}/falcon`,
      AUTH_SECRET: "x".repeat(32),
      WEB_CONCURRENCY: "1",
    });
    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(server.output).toContain(
      `the PostgreSQL database in DATABASE_URL (127.0.0.1:${silentPort}/falcon) cannot be used: timeout expired`,
    );
  } finally {
    for (const socket of held) socket.destroy();
    silent.close();
  }
});

test("a port another program listens on stops the start with a sentence that names it", async () => {
  const taken = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => taken.once("listening", resolve));
  const port = (taken.address() as net.AddressInfo).port;
  const dataDir = ".e2e-data-port-taken";
  rmSync(dataDir, { recursive: true, force: true });
  copyMigratedDatabase(dataDir);
  try {
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output).toContain(`The server cannot start: 127.0.0.1:${port} is already in use`);
  } finally {
    taken.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("security headers are on every page; a page rendered per visitor allows its scripts by nonce", async ({
  request,
}) => {
  const response = await request.get("/supplier-login");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  // APP_URL is plain http here, so no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();

  const html = await response.text();
  const nonce = headers["content-security-policy"]!.match(/'nonce-([^']+)'/)![1];
  // Every script that runs carries the nonce (JSON-LD data is not run, so needs none).
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes("application/ld+json"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  expect((await request.get("/supplier-login")).headers()["content-security-policy"]).not.toContain(nonce);
});

test("a cached public page allows exactly its own inline scripts, by hash, and is sent compressed", async ({
  request,
}) => {
  for (const path of ["/", "/about", "/contact"]) {
    const response = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(response.headers()["content-encoding"], path).toBe("br");
    expect(response.headers()["x-request-id"], path).toMatch(/^[\w-]{8,}$/);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    const policy = response.headers()["content-security-policy"]!;
    const scriptSources = policy.match(/script-src ([^;]*)/)![1]!.split(" ");
    expect(policy, path).not.toContain("'unsafe-inline'");
    expect(policy, path).not.toContain("'nonce-");

    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes!),
    );
    expect(inline.length, path).toBeGreaterThan(1);
    const hashes = inline.map(([, , content]) => `'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(
      [...new Set(hashes)].sort(),
    );
    expect(html, path).not.toMatch(/\snonce="/);
  }
});

test("every kind of response carries the security headers", async ({ request }) => {
  const responses = [
    ...(await Promise.all(
      ["/about", "/contact", "/supplier-login", "/robots.txt", "/sitemap.xml", "/no-such-page", "/about.data"].map(
        (path) => request.get(path),
      ),
    )),
    await request.get("/admin", { maxRedirects: 0 }),
    await request.get("/supplier-dashboard", { maxRedirects: 0 }),
    await request.post("/api/webhooks/stripe", { data: "{}" }),
    await request.post("/contact", { form: { name: "x" }, headers: { origin: "https://elsewhere.example" } }),
  ];
  expect(responses.map((response) => response.status())).toEqual([
    200, 200, 200, 200, 200, 404, 200, 302, 302, 404, 403,
  ]);
  for (const response of responses) {
    const headers = response.headers();
    expect(headers["content-security-policy"], response.url()).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], response.url()).toBe("nosniff");
    expect(headers["referrer-policy"], response.url()).toBe("strict-origin-when-cross-origin");
    // The camera, microphone, location and the rest are off; a passkey (publickey-credentials) is not.
    expect(headers["permissions-policy"], response.url()).toMatch(/(^|, )camera=\(\)/);
    expect(headers["permissions-policy"], response.url()).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers["permissions-policy"], response.url()).not.toContain("publickey-credentials");
  }
});

test("a page sent from the cache carries the same headers as the page rendered for one visitor", async ({
  request,
}) => {
  await request.get("/about");
  // The second request finds the page in the cache; the query string makes the page render anew.
  const [cached, rendered] = await Promise.all([request.get("/about"), request.get("/about?utm_source=newsletter")]);
  // Only a page shared between visitors has a name for conditional requests (ETag).
  expect(cached.headers()["etag"]).toMatch(/^"[\w-]+"$/);
  expect(rendered.headers()["etag"]).toBeUndefined();
  const comparable = (headers: Record<string, string>) => {
    const {
      date,
      etag: _etag,
      "x-request-id": id,
      "content-length": length,
      "transfer-encoding": chunked,
      ...rest
    } = headers;
    const policy = rest["content-security-policy"]!.replace(/script-src [^;]*/, "script-src …");
    expect([date, id, length ?? chunked].every(Boolean)).toBe(true);
    return { ...rest, "content-security-policy": policy };
  };
  expect(comparable(cached.headers())).toEqual(comparable(rendered.headers()));
});

test("a browser that holds a public page is told so with 304, without the page", async ({ request }) => {
  const etag = (await request.get("/about")).headers()["etag"]!;
  const held = await request.get("/about", { headers: { "if-none-match": etag, "accept-encoding": "br" } });
  expect(held.status()).toBe(304);
  expect((await held.body()).length).toBe(0);
  expect(held.headers()["etag"]).toBe(etag);
  expect(held.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // Another page, or the same page in the other language, is sent whole.
  const arabic = await request.get("/ar/about", { headers: { "if-none-match": etag } });
  expect(arabic.status()).toBe(200);
  expect(arabic.headers()["etag"]).not.toBe(etag);
});

test("a page rendered for one visitor is sent whole, compressed for their browser", async ({ baseURL }) => {
  // Raw bytes, as the browser receives them: node's client does not decompress.
  const get = (acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const url = new URL("/supplier-login?from=newsletter", baseURL);
      http
        .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  const decoders: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    identity: (body) => body,
  };
  for (const [acceptEncoding, expected] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["identity", "identity"],
  ] as const) {
    const { headers, body } = await get(acceptEncoding);
    expect(headers["content-encoding"] ?? "identity", acceptEncoding).toBe(expected);
    expect(headers["vary"], acceptEncoding).toBe("Accept-Encoding");
    expect(Number(headers["content-length"]), acceptEncoding).toBe(body.length);
    const html = decoders[expected]!(body).toString();
    expect(html, acceptEncoding).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    expect(html, acceptEncoding).toContain("Supplier login");
  }
});

test("a page's scripts start only once the browser has shown its first paint, then hydrate it", async ({
  request,
  page,
}) => {
  for (const path of ["/about", "/supplier-login?from=newsletter"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("modulepreload");
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    expect(html, path).toMatch(/<script[^>]*type="text\/plain" data-after-first-paint="">[^<]*import\(/);
  }
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("script[data-after-first-paint]")).toHaveCount(0);
});

test("the server runs one copy of React Router, its production build", () => {
  const server = readdirSync("build/server/assets")
    .map((file) => readFileSync(`build/server/assets/${file}`, "utf8"))
    .concat(readFileSync("build/server/index.js", "utf8"));
  // Bundled, not imported at run time: node would load the package's development build beside it.
  for (const code of server) expect(code).not.toMatch(/from\s*["']react-router["']|from\s*["']@react-router\//);
  expect(server.join("\n")).not.toContain("react-router/dist/development");
});

test("hashed assets are cached as immutable", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[\w-]+\.css/)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  // The folder itself is no page: the site's 404, not a redirect to a listing.
  const folder = await request.get("/assets", { maxRedirects: 0 });
  expect(folder.status()).toBe(404);
  expect(folder.headers()["x-frame-options"]).toBe("DENY");
});

test("the route manifest is sent compressed at build time, like the other scripts", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const manifest = html.match(/\/assets\/manifest-[\w-]+\.js/)![0];
  const response = await request.get(manifest, { headers: { "accept-encoding": "br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(Number(response.headers()["content-length"])).toBe(statSync(`build/client${manifest}.br`).size);
});

test("/healthz answers 200 when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("an idle connection is kept longer than a reverse proxy keeps its own (60 s), so the proxy closes first", async ({
  request,
}) => {
  const response = await request.get("/healthz");
  expect(response.headers()["keep-alive"]).toBe("timeout=65");
});

test("a client that stops sending its request's headers gets 408 and its connection closed within 20 s", async ({
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = net.connect(Number(port), hostname);
  try {
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    const closed = new Promise((resolve, reject) => socket.on("close", resolve).on("error", reject));
    const started = Date.now();
    socket.write(`GET /about HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
    await closed;
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
    expect(Date.now() - started).toBeLessThan(20_000);
  } finally {
    socket.destroy();
  }
});

test("SIGTERM lets a request in flight finish, then closes the database and exits", async () => {
  // A server of its own starts, then stops gracefully, letting the email jobs the request queued
  // finish: more than the default budget on a loaded two-core machine.
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = ".e2e-data-shutdown";
  rmSync(dataDir, { recursive: true, force: true });
  copyMigratedDatabase(dataDir);
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
  try {
    await expect.poll(() => reachable(port), { timeout: 30_000 }).toBe(true);

    const body = new URLSearchParams({
      name: "Noura Al Hashimi",
      email: "noura@hashimi-clinics.ae",
      country: "UAE",
      service: "it-consulting",
      preferredContact: "email",
      message: "Our three clinics need a review of how patient records are backed up and secured.",
    }).toString();
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/contact",
      method: "POST",
      // "100 Continue" tells us the server has accepted the request and is waiting for its body.
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    const response = new Promise<http.IncomingMessage>((resolve, reject) =>
      request.on("response", resolve).on("error", reject),
    );
    request.flushHeaders();
    await new Promise((resolve) => request.once("continue", resolve));
    request.write(body.slice(0, 40));

    server.child.kill("SIGTERM");
    // Once the server stops accepting connections, shutdown has begun; the request is still open.
    await expect.poll(() => reachable(port), { timeout: 10_000 }).toBe(false);
    request.end(body.slice(40));

    expect((await response).statusCode).toBe(302);
    // The answer tells the client (a proxy) to send nothing more on this connection.
    expect((await response).headers.connection).toBe("close");
    expect(await server.exited).toBe(0);
    expect(server.output).toContain("stopped");
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
