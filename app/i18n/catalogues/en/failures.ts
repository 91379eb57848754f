/**
 * What the server says when something expected goes wrong (app/lib/errors.ts), in the reader's
 * language. Sign-in conditions are SPEC §8's; the payment dialog's texts are the spec's words.
 */
export const failures = {
  unavailable:
    "This is temporarily unavailable: one of our systems did not answer in time. Nothing you entered has been lost. Please try again in a minute.",
  signInUnavailable: "We could not sign you in just now. Please try again in a minute.",
  emailInUse:
    "An account with this email address already exists. Sign in, or reset your password if you have forgotten it.",
  // "Wrong password", "invalid credential" and "user not found" share one message, so a sign-in
  // form never reveals which email addresses have accounts.
  invalidCredentials: "The email address or password is incorrect.",
  accountDisabled:
    "This account has been disabled. If you think this is a mistake, please write to our supplier team at {{email}}.",
  linkExpiredOrInvalid:
    "This link has expired or has already been used. Links work once and for a limited time; ask for a new one below.",
  adminOnly: "This account does not have admin access. Suppliers sign in at the supplier login page.",
  supplierOnly: "This sign-in is for suppliers. Administrators sign in at the admin login page.",
  portalForSuppliers: "The supplier portal is for suppliers.",
  noSupplierAccount: "No supplier account is linked to this sign-in.",
  codeAlreadyUsed: "This code has been used already. Please enter the next code your authenticator app shows.",
  codeAlreadyUsedAtSignIn:
    "This code has been used already. Please sign in again with your email address and password, then enter the next code your authenticator app shows.",
  wrongCode: "That code is not right. Enter the code your authenticator app shows now, or one of your backup codes.",
  wrongSetupCode: "That code is not right. Enter the six-digit code your authenticator app shows now for this account.",
  tooManyWrongCodes: "Too many wrong codes. For your security, please sign in again with your password.",
  secondFactorPaused:
    "Too many wrong codes have been entered for this account, so codes are paused for 15 minutes. Please try again later.",
  signInTimedOut: "This sign-in has timed out. Please sign in again with your email address and password.",
  authenticatorAlreadySet: "An authenticator app is already set up for this account.",
  authenticatorNotSet:
    "This account has no authenticator app set up: it may have been changed in another window. Reload the page to see its current settings.",
  adminNeedsSecondFactor:
    "Admin accounts must keep a second factor. Add another one first (a passkey or an authenticator app), then remove this one.",
  wrongCurrentPassword: "This is not your current password.",
  passkeyNotCreated:
    "The passkey was not saved: your device's answer did not match this request. Please try again, and keep this page open until your device confirms.",
  passkeyNotFound: "This passkey is no longer on your account. Reload the page to see the current list.",
  passkeyNotRecognised:
    "This passkey is not registered for an account here, or it was removed. Sign in with your email address and password instead.",
  passkeyNotVerified:
    "Your passkey could not be verified. Please try again, or sign in with your email address and password.",
  usePasskeyToSignIn:
    'This admin account\'s second factor is a passkey: choose "Sign in with a passkey" instead of entering the password.',
  commonPassword:
    "This is one of the most commonly used passwords, which makes it easy to guess. Please choose another.",
  // Every plural form Arabic has: English uses "one" and "other".
  passwordTooShort_zero: "Please use at least {{count}} characters.",
  passwordTooShort_one: "Please use at least {{count}} character.",
  passwordTooShort_two: "Please use at least {{count}} characters.",
  passwordTooShort_few: "Please use at least {{count}} characters.",
  passwordTooShort_many: "Please use at least {{count}} characters.",
  passwordTooShort_other: "Please use at least {{count}} characters.",
  passwordTooLong_zero: "Please use at most {{count}} characters.",
  passwordTooLong_one: "Please use at most {{count}} character.",
  passwordTooLong_two: "Please use at most {{count}} characters.",
  passwordTooLong_few: "Please use at most {{count}} characters.",
  passwordTooLong_many: "Please use at most {{count}} characters.",
  passwordTooLong_other: "Please use at most {{count}} characters.",
  tooManyAttempts_zero: "Too many attempts. For your security, please wait {{count}} minutes and try again.",
  tooManyAttempts_one: "Too many attempts. For your security, please wait {{count}} minute and try again.",
  tooManyAttempts_two: "Too many attempts. For your security, please wait {{count}} minutes and try again.",
  tooManyAttempts_few: "Too many attempts. For your security, please wait {{count}} minutes and try again.",
  tooManyAttempts_many: "Too many attempts. For your security, please wait {{count}} minutes and try again.",
  tooManyAttempts_other: "Too many attempts. For your security, please wait {{count}} minutes and try again.",
  // Wrong passwords for one account from one network (docs/decisions/0012): a browser that has
  // signed in to the account before is counted apart, so its owner can still sign in with it.
  tooManySignInAttempts_zero:
    "Too many wrong passwords from your network. Please wait {{count}} minutes, or sign in with a browser you have signed in with before.",
  tooManySignInAttempts_one:
    "Too many wrong passwords from your network. Please wait {{count}} minute, or sign in with a browser you have signed in with before.",
  tooManySignInAttempts_two:
    "Too many wrong passwords from your network. Please wait {{count}} minutes, or sign in with a browser you have signed in with before.",
  tooManySignInAttempts_few:
    "Too many wrong passwords from your network. Please wait {{count}} minutes, or sign in with a browser you have signed in with before.",
  tooManySignInAttempts_many:
    "Too many wrong passwords from your network. Please wait {{count}} minutes, or sign in with a browser you have signed in with before.",
  tooManySignInAttempts_other:
    "Too many wrong passwords from your network. Please wait {{count}} minutes, or sign in with a browser you have signed in with before.",
  tooManyContactRequests:
    "You have sent several requests in a short time. Please try again in {{count}} minute(s), or call us.",
  tooManyRegistrations:
    "Too many registrations have been sent from your connection. Please try again in {{count}} minute(s).",
  paymentLinkExpired: "Payment link has expired",
  paymentInProgress:
    "This payment is already being processed or has been made. Please reload the page to see its result.",
  nothingToPay: "There is nothing to pay on this account at the moment.",
  planNotOffered: "Please choose one of the plans shown.",
  paymentProcessingFailed: "Payment processing failed. Please try again.",
  paymentInterrupted: "The payment was interrupted before the card was charged. Please try again.",
  noTradeLicence: "You have not uploaded a trade licence yet.",
  noTaxInvoice: "Your account has no tax invoice for this payment.",
  noQuotationPdf: "Your quotation on this request has no PDF.",
  paymentOutcomeUnknown:
    "Payment processing failed. Please try again in a few minutes, once we have confirmed with the card processor that your card was not charged.",
  paymentFailed: "Payment failed. Please try again.",
  paymentNotRecorded: "Payment succeeded but failed to update records. Please contact support.",
  cardDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  incorrectCardNumber: "Your card number is incorrect.",
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  authenticationNotCompleted: "Authentication was not completed.",
  noPaymentWaiting: "There is no payment waiting for authentication.",
  noSuchPayment: "This payment is not on your account.",
  formNotAForm: "Please submit the form from the page.",
  formUnreadable: "The form could not be read. Please reload the page and try again.",
  formTooManyFields: "The form has too many fields. Please reload the page and try again.",
  formUnsavableCharacter: "The form contains a character that cannot be saved. Please retype it.",
  formTooLarge: "The form is too large (the limit is {{kb}} KB). Please shorten your message.",
  requestEncoded: "Please send the request uncompressed (its body is in {{coding}} coding).",
  requestTooLarge: "The request is too large (the limit is {{bytes}} bytes).",
  methodNotAllowed: "The method {{method}} is not allowed here. Allowed: {{allowed}}.",
  addressUnreadable:
    "This address cannot be read: it holds a character no web address may contain. Please check the link you followed.",
  quoteRequestEmpty:
    "Your request has no items yet. Please add at least one product or hardware range from our catalogue.",
  quoteItemUnknown: '"{{item}}" is not an item we quote. Please remove it and add items from our catalogue.',
  pageTakesNoForms: "This page does not accept forms. Please go back and use the page's own buttons and links.",
  formFromAnotherSite:
    "This form can only be sent from our own website. Please open the page on our site and try again.",
  formReachedAnotherAddress:
    "This form reached the server under another address than the site's. Please open {{site}} and try again.",
};
