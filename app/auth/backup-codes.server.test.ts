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
  it("matches a code in lower case whatever case it is typed in", async () => {
    await expect(verifyBackupCodeAnyCase("4F7K2-X9Q3M", storedCode("4f7k2-x9q3m"))).resolves.toBe("4f7k2-x9q3m");
  });

  it("still matches an older mixed-case code typed as it is, and is refused when neither spelling is stored", async () => {
    await expect(verifyBackupCodeAnyCase("lGoOk-MlDnl", storedCode("lGoOk-MlDnl"))).resolves.toBe("lGoOk-MlDnl");
    await expect(verifyBackupCodeAnyCase("XXXXX-YYYYY", storedCode("4f7k2-x9q3m"))).rejects.toBeInstanceOf(APIError);
  });
});
