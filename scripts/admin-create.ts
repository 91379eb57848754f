// Creates an admin (or issues a fresh set-password link to an admin who has none) and prints the
// one-time link. Usage: npm run admin:create -- --email someone@example.com
import { createAdmin, EmailInUseError } from "../app/auth/accounts.server";
import { printAdminLink } from "../app/services.server";
import { emailArgument, withDomain } from "./lib/admin-command";

const email = emailArgument("Usage: npm run admin:create -- --email someone@example.com");

await withDomain(
  `Stop the server first, or set ADMIN_EMAIL=${email} and restart it: it creates the first admin at start.`,
  async (deps) => {
    try {
      const { setPasswordUrl } = await createAdmin(deps, email, { type: "system", label: "Command line" });
      printAdminLink(email.toLowerCase(), setPasswordUrl);
    } catch (error) {
      if (!(error instanceof EmailInUseError)) throw error;
      console.error(`${email} belongs to a supplier account and cannot be made an admin.`);
      process.exitCode = 1;
    }
  },
);
