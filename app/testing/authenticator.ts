import { Secret, TOTP } from "otpauth";
import type { TestBrowser } from "./route-context";

/** The code an authenticator app shows for `secret`, `offset` periods of 30 s from now. */
export function codeFor(secret: string, offset = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate({
    timestamp: Date.now() + offset * 30_000,
  });
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
