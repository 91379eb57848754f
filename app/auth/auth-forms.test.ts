import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { choosePasswordSchema, signInCodeSchema } from "./auth-forms";

const arabic = translatorFor("ar", "auth");

describe("the sign-in and password forms in Arabic", () => {
  it("read an authenticator code typed in Arabic-Indic digits as the app's six digits", () => {
    expect(signInCodeSchema(arabic).parse({ code: " ١٢٣ ٤٥٦ " }).code).toBe("123 456");
    expect(signInCodeSchema(arabic).parse({ code: "4f7k2-x9q3m" }).code).toBe("4f7k2-x9q3m");
  });

  it("count a password's minimum length with the Arabic plural its number takes", () => {
    const tooShort = (minLength: number) =>
      choosePasswordSchema(arabic, minLength)
        .safeParse({ token: "t", password: "قصير", confirmPassword: "قصير" })
        .error?.issues.find((issue) => issue.path[0] === "password")?.message;
    expect(tooShort(8)).toBe("يُرجى استخدام 8 أحرف على الأقل.");
    expect(tooShort(12)).toBe("يُرجى استخدام 12 حرفًا على الأقل.");
  });
});
