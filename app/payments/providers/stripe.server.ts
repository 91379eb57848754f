import Stripe from "stripe";
import { ServiceUnavailableError, withDeadline } from "~/lib/errors";
import { defaultCompanyFacts } from "~/settings/company";
import type { ChargeRequest, PaymentProvider, ProviderOutcome } from "./provider";
import { failures } from "~/i18n/catalogues/en/failures";

export interface StripeConfig {
  secretKey: string;
  /** Tests only: a local fake of Stripe's API. */
  apiUrl?: string;
  /** How long one request may take before it is retried. */
  timeoutMs?: number;
  /** How long one operation (a charge, with its retries) may take in all before it is given up. */
  deadlineMs?: number;
}

/** One request's timeout: three attempts and the library's back-off between them fit the deadline. */
const REQUEST_TIMEOUT_MS = 4_000;
/** A payment page never waits longer than this for Stripe; the reconciler settles what is left open. */
const STRIPE_DEADLINE_MS = 15_000;

/** SPEC §8: any PaymentIntent status other than the expected ones. */
const unexpectedStatusMessage = failures.paymentFailed;

const RATE_LIMIT_ATTEMPTS = 3;

function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    // 5xx answers, 409s and dropped connections are retried by the library with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: `${defaultCompanyFacts.name} supplier portal` },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? ("https" as const) : ("http" as const),
        }
      : {}),
  });
}

/**
 * Stripe with server-side confirmation: the browser only turns the card into a PaymentMethod and,
 * when the bank asks for it, runs 3-D Secure. Creating, confirming and reading the outcome of the
 * PaymentIntent happens here.
 */
export function createStripeProvider(config: StripeConfig, stripe = createStripeClient(config)): PaymentProvider {
  const deadlineMs = config.deadlineMs ?? STRIPE_DEADLINE_MS;
  /** An operation that does not end within the deadline, or cannot reach Stripe, is "unavailable". */
  const late = () =>
    new ServiceUnavailableError("payments", new Error(`Stripe did not answer within ${deadlineMs} ms`));
  const bounded = <T>(operation: () => Promise<T>): Promise<T> =>
    withDeadline(operation(), deadlineMs, late).catch((error: unknown) => {
      throw unreachable(error) ? new ServiceUnavailableError("payments", error) : error;
    });
  return {
    name: "stripe",
    charge: (request) => bounded(() => charge(stripe, request)),
    retrieve: (providerPaymentId) => bounded(() => retrieve(stripe, providerPaymentId)),
    findCharge: (paymentId, recordedAt) => bounded(() => findCharge(stripe, paymentId, recordedAt)),
    cancel: (providerPaymentId) =>
      bounded(async () => void (await withRateLimitRetries(() => stripe.paymentIntents.cancel(providerPaymentId)))),
  };
}

async function charge(stripe: Stripe, request: ChargeRequest): Promise<ProviderOutcome> {
  try {
    const intent = await withRateLimitRetries(() =>
      stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentMethod,
          // A card PaymentMethod, authenticated in the page: no payment method that leaves the site.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          confirmation_method: "manual",
          confirm: true,
          // 3-D Secure runs in the page with Stripe.js (handleCardAction), not by a redirect.
          use_stripe_sdk: true,
          description: `Supplier portal: ${request.billing.name}`,
          metadata: { paymentId: request.paymentId, supplierEmail: request.billing.email },
        },
        { idempotencyKey: `charge-${request.paymentId}` },
      ),
    );
    return outcomeOf(intent);
  } catch (error) {
    return refusal(error);
  }
}

async function retrieve(stripe: Stripe, providerPaymentId: string): Promise<ProviderOutcome> {
  let intent = await withRateLimitRetries(() => stripe.paymentIntents.retrieve(providerPaymentId));
  if (intent.status === "requires_confirmation") {
    // After 3-D Secure in the browser, the server confirms (manual confirmation).
    try {
      intent = await withRateLimitRetries(() =>
        stripe.paymentIntents.confirm(providerPaymentId, {}, { idempotencyKey: `confirm-${providerPaymentId}` }),
      );
    } catch (error) {
      return refusal(error, providerPaymentId);
    }
  }
  return outcomeOf(intent);
}

/**
 * Reads the PaymentIntents made since the payment was recorded (a minute's leeway for the clocks),
 * newest first, for the one that carries our payment's id. A list, not Stripe's Search: search
 * results can lag by up to an hour during an outage, which is when a charge's answer gets lost,
 * and a charge missed here would be settled as never made.
 */
async function findCharge(stripe: Stripe, paymentId: string, recordedAt: Date): Promise<ProviderOutcome | null> {
  const created = { gte: Math.floor(recordedAt.getTime() / 1000) - 60 };
  let startingAfter: string | undefined;
  for (;;) {
    const page = await withRateLimitRetries(() =>
      stripe.paymentIntents.list({ created, limit: 100, ...(startingAfter ? { starting_after: startingAfter } : {}) }),
    );
    const intent = page.data.find((candidate) => candidate.metadata.paymentId === paymentId);
    if (intent) return outcomeOf(intent);
    if (!page.has_more || page.data.length === 0) return null;
    startingAfter = page.data.at(-1)!.id;
  }
}

/** Stripe could not be reached, timed out, or failed on its side (after the retries). */
function unreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}

/** What a PaymentIntent's status means for our payment. */
export function outcomeOf(intent: Stripe.PaymentIntent): ProviderOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", providerPaymentId: intent.id };
    case "requires_action":
      return { status: "requires_action", providerPaymentId: intent.id, clientSecret: intent.client_secret ?? "" };
    case "processing":
      return { status: "processing", providerPaymentId: intent.id };
    case "requires_payment_method":
      return {
        status: "failed",
        providerPaymentId: intent.id,
        message: intent.last_payment_error?.message || unexpectedStatusMessage,
      };
    default:
      return { status: "failed", providerPaymentId: intent.id, message: unexpectedStatusMessage };
  }
}

/**
 * A definite refusal from Stripe (a declined card, an invalid request) is a failed payment with
 * Stripe's message as is; anything else (timeouts, 5xx after retries) leaves the outcome unknown
 * and is thrown, for the reconciler to settle.
 */
function refusal(error: unknown, providerPaymentId?: string): ProviderOutcome {
  const refused =
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError;
  if (!refused) throw error;
  return {
    status: "failed",
    providerPaymentId: error.payment_intent?.id ?? providerPaymentId,
    message: error.message || failures.paymentProcessingFailed,
  };
}

/** Stripe's rate limit (429) is not retried by the library; it is here, with the same request and key. */
async function withRateLimitRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeRateLimitError) || attempt >= RATE_LIMIT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}
