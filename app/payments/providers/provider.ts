/** What a card payment provider answers when asked to charge or about a charge. */
export type ProviderOutcome =
  | { status: "succeeded"; providerPaymentId: string }
  | {
      status: "requires_action";
      providerPaymentId: string;
      /** Stripe: the PaymentIntent's client secret, for 3-D Secure in the browser. */
      clientSecret?: string;
      /** Sandbox: our own challenge page. */
      challengeUrl?: string;
    }
  /** Accepted but not decided yet (rare for cards): the reconciler asks again later. */
  | { status: "processing"; providerPaymentId: string }
  | { status: "failed"; providerPaymentId?: string; message: string };

export interface ChargeRequest {
  /** Our payment's id; the provider's idempotency key, so a retry never charges twice. */
  paymentId: string;
  amountMinor: number;
  currency: string;
  /** Stripe: a PaymentMethod id from Elements. Sandbox: the card number typed into its form. */
  paymentMethod: string;
  billing: { name: string; email: string };
  returnUrl: string;
}

/** The card payment provider: Stripe when its keys are set, otherwise the sandbox. */
export interface PaymentProvider {
  name: "sandbox" | "stripe";
  /** Creates and confirms the charge (manual confirmation, confirmed by the server). */
  charge(request: ChargeRequest): Promise<ProviderOutcome>;
  /** The charge's state now, after the browser's 3-D Secure step or when reconciling. */
  retrieve(providerPaymentId: string): Promise<ProviderOutcome>;
  /**
   * The charge made for our payment `paymentId`, recorded at `recordedAt` (the charge was made after
   * it), if any: for a crash or an outage before its answer was stored.
   */
  findCharge(paymentId: string, recordedAt: Date): Promise<ProviderOutcome | null>;
  /** Gives up a charge still waiting for authentication; throws when it can no longer be given up. */
  cancel(providerPaymentId: string): Promise<void>;
}
