import { Secret, TOTP } from "otpauth";
import type { TestBrowser } from "./route-context";

const lastStepUsed = new Map<string, number>();

/**
 * A code an authenticator app shows for `secret`: with `offset`, the one `offset` periods of 30 s
 * from now; without, the next one this test run has not used yet (the server takes each code once,
 * and accepts the code of the period after this one), as a person would wait for the next code.
 */
export function codeFor(secret: string, offset?: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) });
  if (offset !== undefined) return totp.generate({ timestamp: Date.now() + offset * 30_000 });
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStepUsed.get(secret) ?? now - 1) + 1);
  if (step > now + 1) throw new Error("this test needs more than two codes from one app within 30 seconds");
  lastStepUsed.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 });
}

/**
 * Sets up an authenticator app on a security page as its two forms do (the password, then a first
 * code); returns the app's secret and both replies.
 */
export async function setUpAuthenticatorAt(
  browser: TestBrowser,
  action: (args: never) => unknown,
  path: string,
  password: string,
) {
  const started = await browser.post(action, path, { intent: "authenticator-start", password });
  const { uri, secret } = started.body.setup as { uri: string; secret: string };
  const confirmed = await browser.post(action, path, { intent: "authenticator-confirm", uri, code: codeFor(secret) });
  return { secret, started, confirmed };
}
