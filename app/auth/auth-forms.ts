import { z } from "~/forms/zod";

export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: "Please enter your email address." })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, "This email address is too long."),
    z.regex(z.regexes.email, "Please enter a valid email address, such as name@company.ae."),
  );

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "Please enter your password." })
    .check(z.maxLength(PASSWORD_MAX_LENGTH, "The email address or password is incorrect.")),
  redirectTo: z.optional(z.string().check(z.maxLength(500))),
});

export const requestPasswordResetSchema = z.object({ email });

/** A new password typed twice; the minimum length comes from the admin's settings. */
function withNewPassword<Shape extends z.core.$ZodLooseShape>(minLength: number, shape: Shape) {
  return z
    .object({
      ...shape,
      password: z
        .string({ error: "Please choose a password." })
        .check(
          z.minLength(minLength, `Please use at least ${minLength} characters.`),
          z.maxLength(PASSWORD_MAX_LENGTH, `Please use at most ${PASSWORD_MAX_LENGTH} characters.`),
        ),
      confirmPassword: z.string({ error: "Please type the password again." }),
    })
    .check(
      z.refine(
        (value) => {
          const typed = value as unknown as { password: string; confirmPassword: string };
          return typed.password === typed.confirmPassword;
        },
        {
          path: ["confirmPassword"],
          message: "The two passwords do not match.",
          when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "confirmPassword"),
        },
      ),
    );
}

/** Choosing a password from an emailed link. */
export function choosePasswordSchema(minLength: number) {
  return withNewPassword(minLength, { token: z.string({ error: "This link is incomplete." }) });
}

/** Changing the password while signed in: the current one first. */
export function changePasswordSchema(minLength: number) {
  return withNewPassword(minLength, {
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .check(z.maxLength(PASSWORD_MAX_LENGTH, "This is not your current password.")),
  });
}
