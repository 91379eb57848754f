/**
 * What people are told for each sign-in condition (SPEC §8 lists the conditions, we write the
 * words). "Wrong password", "invalid credential" and "user not found" share one message, so a
 * sign-in form never reveals which email addresses have accounts.
 */
export const authMessages = {
  emailInUse:
    "An account with this email address already exists. Sign in, or reset your password if you have forgotten it.",
  invalidCredentials: "The email address or password is incorrect.",
  accountDisabled: "This account has been disabled. If you think this is a mistake, please contact our supplier team.",
  tooManyRequests: (minutes: number) =>
    `Too many attempts. For your security, please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  linkExpiredOrInvalid:
    "This link has expired or has already been used. Links work once and for a limited time; ask for a new one below.",
  recentSignInRequired: "For your security, please sign in again to continue.",
  networkFailure: "We could not reach our server. Please check your internet connection and try again.",
  adminOnly: "This account does not have admin access. Suppliers sign in at the supplier login page.",
  supplierOnly: "This sign-in is for suppliers. Administrators sign in at the admin login page.",
  signedOutRevoked: "You have been signed out. Please sign in again.",
  unavailable: "We could not sign you in just now. Please try again in a minute.",
} as const;
