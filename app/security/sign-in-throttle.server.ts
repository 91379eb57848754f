import { isIPv6 } from "node:net";
import type { Executor } from "~/db/client.server";
import { expectedFailure } from "~/lib/errors";
import {
  browserHash,
  browserIdOf,
  isKnownBrowser,
  rememberBrowser,
  type BrowserCookieSettings,
  type RememberedBrowser,
} from "./known-browsers.server";
import { limitFailures, limits, type LimitOn } from "./rate-limit.server";

// Which limits a sign-in is counted under (docs/decisions/0012). A browser known for the account
// is counted on its own, so nobody else's guessing can keep its owner out. Any other browser is
// counted by the account and the network it comes from, and the network by its wrong passwords for
// all accounts: a guesser cannot escape by dropping the cookie, and never blocks the account from
// another network or from its owner's browsers. Only wrong passwords count.

const isWrongPassword = (error: unknown) => expectedFailure(error)?.translation?.key === "invalidCredentials";

/**
 * Runs a sign-in's password check for `email` under the limits of where it comes from (the request's
 * address, and its browser from the headers). Past a limit the check does not run (429); a wrong
 * password (the `invalidCredentials` refusal) counts, anything else is given back.
 */
export async function limitSignIn<T>(
  db: Executor,
  settings: BrowserCookieSettings,
  input: { email: string; clientIp: string | undefined; headers: Headers },
  checkPassword: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const account = input.email.trim().toLowerCase();
  const browser = browserIdOf(input.headers, settings);
  const known = browser !== undefined && (await isKnownBrowser(db, browser, account, now));
  const network = networkOf(input.clientIp) ?? "unknown";
  const on: LimitOn[] = known
    ? [[limits.signInFromKnownBrowser, `${account} in ${browserHash(browser)}`]]
    : [
        [limits.signInFromAddress, `${account} from ${network}`],
        [limits.signInFromAddressHourly, `${account} from ${network}`],
        [limits.signInFailuresPerAddress, network],
      ];
  return limitFailures(db, on, checkPassword, isWrongPassword, now);
}

/**
 * A sign-in is complete (its second factor checked too, when the account has one): from now on the
 * browser is known for the account. Returns the Set-Cookie header that names the browser (a new
 * one when the request came without a cookie of ours) and whether the browser was new to the account.
 */
export function rememberSignedInBrowser(
  db: Executor,
  settings: BrowserCookieSettings,
  signedIn: { userId: string; headers: Headers },
): Promise<RememberedBrowser> {
  return rememberBrowser(db, browserIdOf(signedIn.headers, settings), signedIn.userId, settings);
}

/**
 * The network an address belongs to, as the limits count it: an IPv4 address itself (also when
 * written as IPv6), an IPv6 address's /64, which one connection usually has whole, so that
 * moving within it does not make a guesser new.
 */
export function networkOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const groups = (part: string) => (part ? part.split(":") : []);
  const [head = "", tail] = bare.split("::");
  const before = groups(head);
  const after = groups(tail ?? "");
  // A dotted IPv4 ending stands for two groups.
  const afterCount = after.reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0);
  const whole = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - afterCount).fill("0")];
  return `${whole
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
