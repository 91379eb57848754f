import { describe, expect, it } from "vitest";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { testDatabaseFixture } from "~/testing/test-database";
import { limits } from "./rate-limit.server";
import { limitSignIn, networkOf } from "./sign-in-throttle.server";

const database = testDatabaseFixture();
const settings = { secret: "test-secret-that-is-long-enough-to-sign-things", appUrl: "https://www.falconedge-it.ae" };

const wrongPassword = () => Promise.reject(new DomainError(401, ...failure("invalidCredentials")));
const start = Date.parse("2026-11-25T08:00:00Z");
const at = (seconds: number) => new Date(start + seconds * 1000);

/** A wrong password for `email` from `address` at `seconds` past the start: its status and Retry-After. */
async function guess(seconds: number, email = "owner@gulf-trading.ae", address = "198.51.100.7") {
  try {
    await limitSignIn(
      database.db,
      settings,
      { email, clientIp: address, headers: new Headers() },
      wrongPassword,
      at(seconds),
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: error.status, retryAfter: error.headers?.["Retry-After"] };
  }
  throw new Error("a wrong password was taken");
}

describe("wrong passwords for one account from one network", () => {
  it("slow down past 5 a minute, then stop for the rest of the hour past 20", async () => {
    const perMinute = limits.signInFromAddress.limit;
    const minutes = limits.signInFromAddressHourly.limit / perMinute;
    let seconds = 0;
    for (let minute = 0; minute < minutes; minute++) {
      seconds = minute * 61;
      for (let attempt = 0; attempt < perMinute; attempt++) expect((await guess(seconds)).status).toBe(401);
      const wait = minute < minutes - 1 ? 60 : 3600 - seconds;
      expect(await guess(seconds)).toEqual({ status: 429, retryAfter: String(wait) });
    }
    // Twenty in four minutes: a new minute no longer helps, only the end of the hour does.
    expect(await guess(seconds + 61)).toEqual({ status: 429, retryAfter: String(3600 - (seconds + 61)) });
    expect((await guess(3600)).status).toBe(401);
  });

  it("count the same account in any spelling, and another address, or another account, apart", async () => {
    for (let attempt = 0; attempt < limits.signInFromAddress.limit; attempt++) await guess(0);
    expect((await guess(0, " OWNER@Gulf-Trading.ae")).status).toBe(429);
    expect((await guess(0, "owner@gulf-trading.ae", "198.51.100.8")).status).toBe(401);
    expect((await guess(0, "colleague@gulf-trading.ae")).status).toBe(401);
  });

  it("from one IPv6 network are counted together, whichever of its addresses they come from", async () => {
    for (let attempt = 0; attempt < limits.signInFromAddress.limit; attempt++) {
      await guess(0, "owner@gulf-trading.ae", `2001:db8:5:7::${attempt + 1}`);
    }
    expect((await guess(0, "owner@gulf-trading.ae", "2001:db8:5:7:ffff:1:2:3")).status).toBe(429);
    expect((await guess(0, "owner@gulf-trading.ae", "2001:db8:5:8::1")).status).toBe(401);
  });
});

describe("networkOf", () => {
  it("is an IPv4 address itself, however written, and an IPv6 address's /64", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("2001:db8:5:7::1")).toBe("2001:db8:5:7::/64");
    expect(networkOf("2001:0db8:0005:0007:abcd:1:2:3")).toBe("2001:db8:5:7::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("64:ff9b:1:2:3:4:203.0.113.7")).toBe("64:ff9b:1:2::/64");
    expect(networkOf(undefined)).toBeUndefined();
  });
});
