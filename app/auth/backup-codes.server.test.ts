import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { verifyBackupCodeAnyCase } from "./backup-codes.server";

/** A stand-in for better-auth's check, knowing one stored code. */
const storedCode = (stored: string) => async (code: string) => {
  if (code !== stored)
    throw new APIError("UNAUTHORIZED", { code: "INVALID_BACKUP_CODE", message: "Invalid backup code" });
  return code;
};

describe("a typed backup code", () => {
  it("matches a code in lower case whatever case it is typed in, trying capitals in lower case first", async () => {
    const tried: string[] = [];
    const stored = storedCode("4f7k2-x9q3m");
    const counting = (code: string) => (tried.push(code), stored(code));
    await expect(verifyBackupCodeAnyCase("4F7K2-X9Q3M", counting)).resolves.toBe("4f7k2-x9q3m");
    expect(tried).toEqual(["4f7k2-x9q3m"]);
  });

  it("still matches an older mixed-case code typed as it is, and is refused when neither spelling is stored", async () => {
    await expect(verifyBackupCodeAnyCase("lGoOk-MlDnl", storedCode("lGoOk-MlDnl"))).resolves.toBe("lGoOk-MlDnl");
    await expect(verifyBackupCodeAnyCase("XXXXX-YYYYY", storedCode("4f7k2-x9q3m"))).rejects.toBeInstanceOf(APIError);
  });
});
