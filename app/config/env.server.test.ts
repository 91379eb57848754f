import { describe, expect, it } from "vitest";
import { availableParallelism } from "node:os";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("boots offline with no configuration at all", () => {
    const result = parseEnv({});
    expect(result).toMatchObject({
      ok: true,
      env: {
        PORT: 3000,
        HOST: "127.0.0.1",
        DATA_DIR: "./data",
        APP_URL: "http://localhost:3000",
        NODE_ENV: "production",
      },
    });
    if (result.ok) {
      expect(result.env.DATABASE_URL).toBeUndefined();
      expect(result.env.SMTP_URL).toBeUndefined();
    }
  });

  it("derives APP_URL from PORT and strips a trailing slash from a given one", () => {
    expect(parseEnv({ PORT: "8080" })).toMatchObject({ ok: true, env: { APP_URL: "http://localhost:8080" } });
    expect(parseEnv({ APP_URL: "https://www.example.ae/" })).toMatchObject({
      ok: true,
      env: { APP_URL: "https://www.example.ae" },
    });
  });

  it("lists every bad value, not just the first", () => {
    const result = parseEnv({
      PORT: "eighty",
      APP_URL: "not a url",
      DATABASE_URL: "mysql://localhost/db",
      SMTP_URL: "http://mail.example.com",
      AUTH_SECRET: "short",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(5);
    expect(result.problems.join("\n")).toMatch(/^PORT must be a number/m);
    expect(result.problems.join("\n")).toMatch(/^APP_URL must be an absolute URL/m);
    expect(result.problems.join("\n")).toMatch(/^DATABASE_URL must be a URL such as postgres:/m);
    expect(result.problems.join("\n")).toMatch(/^SMTP_URL must be a URL such as smtp:/m);
    expect(result.problems.join("\n")).toMatch(/^AUTH_SECRET must be at least 32 characters/m);
  });

  it("takes a sender address alone or with a name, and refuses words that are no address", () => {
    expect(parseEnv({ MAIL_FROM: "noreply@falconedge.ae" }).ok).toBe(true);
    expect(parseEnv({ MAIL_FROM: "Falcon Edge IT <noreply@falconedge.ae>" }).ok).toBe(true);
    for (const wrong of ["hello world", "Falcon Edge IT", "Falcon <noreply>", "a@b c@d"]) {
      const result = parseEnv({ MAIL_FROM: wrong });
      expect(result.ok ? [] : result.problems).toEqual([
        'MAIL_FROM must be an address such as noreply@example.ae or "Company <noreply@example.ae>"',
      ]);
    }
  });

  it("refuses a port out of range", () => {
    expect(parseEnv({ PORT: "70000" })).toEqual({ ok: false, problems: ["PORT must be between 1 and 65535"] });
  });

  it("requires AUTH_SECRET in production with PostgreSQL, but not with the embedded database", () => {
    const withPostgres = parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://app@db:5432/app" });
    expect(withPostgres.ok).toBe(false);
    if (!withPostgres.ok) expect(withPostgres.problems[0]).toMatch(/^AUTH_SECRET is required in production/);

    expect(parseEnv({ NODE_ENV: "production" }).ok).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", DATABASE_URL: "postgres://app@db:5432/app" }).ok).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://app@db:5432/app", AUTH_SECRET: "x".repeat(32) }).ok,
    ).toBe(true);
  });

  it("runs a process per core on PostgreSQL unless told, and one on the embedded database", () => {
    const postgres = { DATABASE_URL: "postgres://app@db:5432/app", AUTH_SECRET: "x".repeat(32) };
    const perCore = parseEnv(postgres);
    expect(perCore.ok && perCore.env.processes).toBe(availableParallelism());
    const told = parseEnv({ ...postgres, WEB_CONCURRENCY: "3" });
    expect(told.ok && told.env.processes).toBe(3);
    const embedded = parseEnv({});
    expect(embedded.ok && embedded.env.processes).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: "1" })).toMatchObject({ ok: true, env: { processes: 1 } });
    expect(parseEnv({ WEB_CONCURRENCY: "2" })).toEqual({
      ok: false,
      problems: [
        "WEB_CONCURRENCY must be 1 with the embedded database, which one process opens; set DATABASE_URL to run several",
      ],
    });
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: "0" })).toEqual({
      ok: false,
      problems: ["WEB_CONCURRENCY must be at least 1"],
    });
  });

  it("sizes the PostgreSQL pool at 10 unless told, and refuses a size that cannot work", () => {
    const parsed = parseEnv({});
    expect(parsed.ok && parsed.env.DATABASE_POOL_SIZE).toBe(10);
    const custom = parseEnv({ DATABASE_POOL_SIZE: "25" });
    expect(custom.ok && custom.env.DATABASE_POOL_SIZE).toBe(25);
    expect(parseEnv({ DATABASE_POOL_SIZE: "1" })).toEqual({
      ok: false,
      problems: ["DATABASE_POOL_SIZE must be at least 2"],
    });
  });

  it("reads TRUST_PROXY as Express understands it", () => {
    const trust = (value?: string) => {
      const result = parseEnv(value === undefined ? {} : { TRUST_PROXY: value });
      return result.ok ? result.env.TRUST_PROXY : "invalid";
    };
    expect(trust()).toBe(false);
    expect(trust("true")).toBe(true);
    expect(trust("1")).toBe(1);
    expect(trust("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
    expect(trust("192.168.1.10,fd00::/8,10.0.0.0/255.0.0.0")).toBe("192.168.1.10,fd00::/8,10.0.0.0/255.0.0.0");
  });

  it("refuses a TRUST_PROXY Express cannot read, which would stop it as it starts", () => {
    for (const value of ["yes", "10.0.0.0/33", "0.0.0.0/0", "proxy.example.ae", "10.0.0.1/8/8", "loopback/8"]) {
      const result = parseEnv({ TRUST_PROXY: value });
      expect(result.ok, value).toBe(false);
      if (!result.ok) expect(result.problems.join("\n"), value).toContain("TRUST_PROXY must be true, false");
    }
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "", AUTH_SECRET: "" }).ok).toBe(true);
  });

  it("takes Stripe's three keys together, or none for the sandbox", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_51abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_51abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
    };
    const all = parseEnv(keys);
    expect(all.ok && all.env.stripe).toEqual({
      secretKey: "sk_test_51abc",
      publishableKey: "pk_test_51abc",
      webhookSecret: "whsec_abc123",
      apiUrl: undefined,
    });
    const none = parseEnv({});
    expect(none.ok && none.env.stripe).toBeUndefined();

    const partial = parseEnv({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY });
    expect(partial).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/),
      ],
    });
  });

  it("refuses a Stripe key of the wrong kind or mode", () => {
    const result = parseEnv({
      STRIPE_SECRET_KEY: "pk_live_51abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_51abc",
      STRIPE_WEBHOOK_SECRET: "secret",
    });
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY must be a Stripe secret key/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET must be a webhook signing secret/),
    ]);
    const mixed = parseEnv({
      STRIPE_SECRET_KEY: "sk_test_51abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_51abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(mixed.ok ? [] : mixed.problems).toEqual([
      "STRIPE_PUBLISHABLE_KEY must be of the same mode (live or test) as STRIPE_SECRET_KEY",
    ]);
  });
});
