import type { TFunction } from "i18next";
import { z } from "~/forms/zod";
import { westernDigits } from "~/lib/digits";

export const PASSWORD_MAX_LENGTH = 128;

/** The longest name a passkey can be given. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** The sign-in and password forms' messages come from the catalogue's `auth.errors`, in the page's language. */
type Messages = TFunction<"auth">;

const email = (t: Messages) =>
  z
    .string({ error: t("errors.emailRequired") })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, t("errors.emailLong")),
      z.regex(z.regexes.email, t("errors.emailInvalid")),
    );

export function signInSchema(t: Messages) {
  return z.object({
    email: email(t),
    password: z
      .string({ error: t("errors.passwordRequired") })
      .check(z.maxLength(PASSWORD_MAX_LENGTH, t("errors.invalidCredentials"))),
    redirectTo: z.optional(z.string().check(z.maxLength(500))),
  });
}

/** The second step of signing in: a code from the authenticator app or a backup code. */
export function signInCodeSchema(t: Messages) {
  return z.object({
    code: code(t),
    trustBrowser: z.optional(z.literal("on")),
    redirectTo: z.optional(z.string().check(z.maxLength(500))),
  });
}

/** A WebAuthn answer from the browser (@simplewebauthn/browser's JSON), as the passkey forms send it. */
const passkeyResponse = (t: Messages) =>
  z
    .string({ error: t("errors.passkeyMissing") })
    .check(z.maxLength(8 * 1024, t("errors.passkeyMissing")), z.refine(isWebAuthnAnswer, t("errors.passkeyMissing")));

function isWebAuthnAnswer(json: string): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && "id" in value && typeof value.id === "string";
  } catch {
    return false;
  }
}

/** Starting to sign in with a passkey: nothing is typed. */
export function passkeyStartSchema() {
  return z.object({ intent: z.literal("passkey-options") });
}

/** Signing in with a passkey: the browser's answer to the challenge. */
export function passkeySignInSchema(t: Messages) {
  return z.object({ response: passkeyResponse(t), redirectTo: z.optional(z.string().check(z.maxLength(500))) });
}

/** A passkey the browser just created, and the name its owner gave it. */
export function addPasskeySchema(t: Messages) {
  return z.object({
    response: passkeyResponse(t),
    name: z.optional(z.string().check(z.trim(), z.maxLength(PASSKEY_NAME_MAX_LENGTH, t("errors.passkeyNameLong")))),
  });
}

/** A new name for one of the account's passkeys. */
export function renamePasskeySchema(t: Messages) {
  return z.object({
    passkeyId: z.string().check(z.maxLength(100)),
    name: z
      .string({ error: t("errors.passkeyNameRequired") })
      .check(
        z.trim(),
        z.minLength(1, t("errors.passkeyNameRequired")),
        z.maxLength(PASSKEY_NAME_MAX_LENGTH, t("errors.passkeyNameLong")),
      ),
  });
}

/** Removing one of the account's passkeys: the password first. */
export function removePasskeySchema(t: Messages) {
  return z.object({ passkeyId: z.string().check(z.maxLength(100)), password: password(t) });
}

const password = (t: Messages) =>
  z.string({ error: t("errors.passwordRequired") }).check(z.maxLength(PASSWORD_MAX_LENGTH, t("errors.currentWrong")));
const code = (t: Messages) =>
  z
    .string({ error: t("errors.codeRequired") })
    .check(z.trim(), z.overwrite(westernDigits), z.maxLength(20, t("errors.codeRequired")));

/** The password again, before a change to how the account signs in. */
export function passwordAgainSchema(t: Messages) {
  return z.object({ password: password(t) });
}

/** The first code from a newly added authenticator app. */
export function authenticatorCodeSchema(t: Messages) {
  return z.object({ code: code(t) });
}

/** Turning the authenticator app off: the password and a code. */
export function removeAuthenticatorSchema(t: Messages) {
  return z.object({ password: password(t), code: code(t) });
}

export function requestPasswordResetSchema(t: Messages) {
  return z.object({ email: email(t) });
}

/** A new password typed twice; the minimum length comes from the admin's settings. */
function withNewPassword<Shape extends z.core.$ZodLooseShape>(t: Messages, minLength: number, shape: Shape) {
  return z
    .object({
      ...shape,
      password: z
        .string({ error: t("errors.choosePassword") })
        .check(
          z.minLength(minLength, t("errors.passwordShort", { count: minLength })),
          z.maxLength(PASSWORD_MAX_LENGTH, t("errors.passwordLong", { count: PASSWORD_MAX_LENGTH })),
        ),
      confirmPassword: z.string({ error: t("errors.confirmRequired") }),
    })
    .check(
      z.refine(
        (value) => {
          const typed = value as unknown as { password: string; confirmPassword: string };
          return typed.password === typed.confirmPassword;
        },
        {
          path: ["confirmPassword"],
          message: t("errors.mismatch"),
          when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "confirmPassword"),
        },
      ),
    );
}

/** Choosing a password from an emailed link. */
export function choosePasswordSchema(t: Messages, minLength: number) {
  return withNewPassword(t, minLength, { token: z.string({ error: t("errors.linkIncomplete") }) });
}

/** Changing the password while signed in: the current one first. */
export function changePasswordSchema(t: Messages, minLength: number) {
  return withNewPassword(t, minLength, {
    currentPassword: z
      .string({ error: t("errors.currentRequired") })
      .check(z.maxLength(PASSWORD_MAX_LENGTH, t("errors.currentWrong"))),
  });
}
