// Resets an account's second factor when no other admin can (the last admin lost their phone or
// passkeys): removes its authenticator app and passkeys and ends its sessions, so that it signs in
// with its password and sets up a new second factor. The owner is emailed; the audit trail names
// the command line. Usage: npm run admin:reset-2fa -- --email someone@example.com
import { resetSecondFactorByEmail } from "../app/auth/second-factor.server";
import { emailArgument, withDomain } from "./lib/admin-command";

const email = emailArgument("Usage: npm run admin:reset-2fa -- --email someone@example.com");

await withDomain("Stop the server first, then run this again.", async (deps) => {
  const reset = await resetSecondFactorByEmail(deps, email);
  if (!reset) {
    console.error(`No account has the email address ${email}. Nothing was changed.`);
    process.exitCode = 1;
  } else {
    const removed = [
      reset.authenticatorRemoved ? "the authenticator app and its backup codes" : null,
      reset.passkeysRemoved > 0 ? `${reset.passkeysRemoved} passkey${reset.passkeysRemoved === 1 ? "" : "s"}` : null,
    ].filter(Boolean);
    console.log(
      [
        `Second factor of ${reset.email} (${reset.role}) reset.`,
        `Removed: ${removed.length > 0 ? removed.join(" and ") : "nothing (no second factor was set up)"}.`,
        `Sessions ended: ${reset.sessionsEnded}.`,
        `An email telling the owner is queued; the server sends it. ${
          reset.role === "admin"
            ? "At the next sign-in they set up a new second factor before using the admin area."
            : "They sign in with their password alone until they set up a second factor again."
        }`,
      ].join("\n"),
    );
  }
});
