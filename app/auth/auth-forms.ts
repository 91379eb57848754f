import type { TFunction } from "i18next";
import { z } from "~/forms/zod";

export const PASSWORD_MAX_LENGTH = 128;

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
