import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

// The authenticator app of the accounts the tests set one up for: the secret the security page
// shows for typing in, by email, and the codes an app would show from it.

const secrets = new Map<string, string>();

const lastStepUsed = new Map<string, number>();

/**
 * The next code the account's app shows that this run has not used: the server takes each code
 * once, and accepts the code of the 30-second period after the current one. A third code within
 * one period is the app's next code, which a person waits for; so does this.
 */
async function authenticatorCode(secret: string): Promise<string> {
  const period = 30_000;
  const now = () => Math.floor(Date.now() / period);
  const step = Math.max(now(), (lastStepUsed.get(secret) ?? now() - 1) + 1);
  if (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * period - Date.now() + 50));
  lastStepUsed.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate({ timestamp: step * period });
}

/** On a security page: sets up an authenticator app as a person would, and returns its backup codes. */
export async function setUpAuthenticator(page: Page, email: string, password: string): Promise<string[]> {
  const twoStep = page.getByRole("region", { name: "Two-step verification" });
  await twoStep.getByLabel("Your password").fill(password);
  await twoStep.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code that adds your .* account/ })).toBeVisible();
  const secret = (await page.getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/).textContent())!;
  secrets.set(email, secret);
  await page.getByLabel("Six-digit code from the app").fill(await authenticatorCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  const codes = page.getByRole("list", { name: "Your backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return codes.allTextContents();
}

/** The code step of signing in, with the code the account's app shows now. */
export async function enterAuthenticatorCode(page: Page, email: string, options: { trustBrowser?: boolean } = {}) {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no authenticator was set up for ${email} in this run`);
  await page.getByLabel("Code", { exact: true }).fill(await authenticatorCode(secret));
  if (options.trustBrowser) await page.getByLabel("Trust this browser for 30 days").check();
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

/**
 * Sets up an authenticator app over HTTP, as a browser without JavaScript would, for a signed-in
 * admin's `cookie`; returns the cookie of the session better-auth puts in its place.
 */
export async function setUpAuthenticatorOverHttp(baseURL: string, cookie: string, password: string): Promise<string> {
  const post = (fields: Record<string, string>, cookieHeader: string) =>
    fetch(`${baseURL}/admin/security`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseURL, cookie: cookieHeader },
      body: new URLSearchParams(fields),
    });
  const started = await post({ intent: "authenticator-start", password }, cookie);
  const page = await started.text();
  const uri = /name="uri" value="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
  if (!uri) throw new Error(`no authenticator set-up on the security page (${started.status})`);
  const secret = new URL(uri).searchParams.get("secret")!;
  const confirmed = await post({ intent: "authenticator-confirm", uri, code: await authenticatorCode(secret) }, cookie);
  if (confirmed.status !== 302) throw new Error(`the authenticator was not confirmed (${confirmed.status})`);
  const replaced = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const set of confirmed.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    replaced.set(pair.split("=")[0]!, pair);
  }
  return [...replaced.values()].join("; ");
}
