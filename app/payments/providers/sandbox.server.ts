import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { failures } from "~/i18n/catalogues/en/failures";
import { sandboxChallenges } from "~/db/schema";
import { passesLuhn } from "../card-form";
import type { ChargeRequest, PaymentProvider, ProviderOutcome } from "./provider";

// The sandbox behaves like Stripe's test mode with its published test cards, without a network:
// a fresh machine and the tests take the same domain path as a live Stripe account.

export const sandboxCards = {
  succeeds: "4242424242424242",
  requiresAuthentication: "4000002760003184",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

/** Stripe's own words for these refusals, which the catalogue translates (providerMessageIn). */
export const sandboxMessages = {
  declined: failures.cardDeclined,
  insufficientFunds: failures.insufficientFunds,
  incorrectNumber: failures.incorrectCardNumber,
  authenticationFailed: failures.authenticationFailed,
} as const;

/** The sandbox's stand-in for Stripe: its state (3-D Secure answers) is in the database, so any instance can serve it. */
export function createSandboxProvider(deps: { appUrl: string; db: Executor }): PaymentProvider {
  return {
    name: "sandbox",
    async charge(request: ChargeRequest): Promise<ProviderOutcome> {
      const card = request.paymentMethod.replace(/\D/g, "");
      const providerPaymentId = `sandbox_pi_${randomUUID().replace(/-/g, "")}`;
      if (!passesLuhn(card)) return { status: "failed", message: sandboxMessages.incorrectNumber };
      if (card === sandboxCards.declined)
        return { status: "failed", providerPaymentId, message: sandboxMessages.declined };
      if (card === sandboxCards.insufficientFunds) {
        return { status: "failed", providerPaymentId, message: sandboxMessages.insufficientFunds };
      }
      if (card === sandboxCards.requiresAuthentication) {
        // The challenge page sits under the page the payment returns to, in that page's language.
        const returnTo = new URL(request.returnUrl, deps.appUrl);
        return {
          status: "requires_action",
          providerPaymentId,
          challengeUrl: `${returnTo.origin}${returnTo.pathname}/authenticate?payment=${request.paymentId}`,
        };
      }
      return { status: "succeeded", providerPaymentId };
    },
    async retrieve(providerPaymentId: string): Promise<ProviderOutcome> {
      const [row] = await deps.db
        .select({ answer: sandboxChallenges.answer })
        .from(sandboxChallenges)
        .where(eq(sandboxChallenges.providerPaymentId, providerPaymentId));
      const answer = row?.answer;
      if (answer === "completed") return { status: "succeeded", providerPaymentId };
      if (answer === "failed")
        return { status: "failed", providerPaymentId, message: sandboxMessages.authenticationFailed };
      return { status: "requires_action", providerPaymentId };
    },
    // The sandbox decides a charge within the request that asks for it: an answer never stored means no charge.
    async findCharge() {
      return null;
    },
    async cancel() {},
  };
}

/** Records the answer given on the sandbox's 3-D Secure page; the first answer stands. */
export async function answerSandboxChallenge(
  db: Executor,
  providerPaymentId: string,
  answer: "completed" | "failed",
): Promise<void> {
  await db.insert(sandboxChallenges).values({ providerPaymentId, answer }).onConflictDoNothing();
}
