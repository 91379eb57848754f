import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { paymentEvents, payments } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { settlePayment, type Payment, type PaymentDeps } from "./payments.server";
import { outcomeOf } from "./providers/stripe.server";
import { DomainError } from "~/lib/errors";

/** Stripe's default: an event signed longer ago than this is refused as a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

class WebhookSignatureError extends DomainError {
  constructor() {
    super(400, "The Stripe signature of this request is missing, invalid or too old.");
  }
}

const notAnEvent = () => new DomainError(400, "The signed body is not a Stripe event.");

/**
 * Checks the signature on the raw body as Stripe sent it; a forged, altered or stale event is
 * refused, and so is a correctly signed body that is not an event (a test tool's).
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string | null, secret: string): Stripe.Event {
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? "", secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
    // A signed body that is not JSON; anything else is ours, and stays a 500.
    throw error instanceof SyntaxError ? notAnEvent() : error;
  }
  if (typeof event !== "object" || event === null || typeof (event as { type?: unknown }).type !== "string") {
    throw notAnEvent();
  }
  return event as Stripe.Event;
}

/** Stripe's ids ("evt_1P…", "pi_3O…"): letters, digits and underscores; nothing else reaches a query. */
const isStripeId = (id: unknown): id is string => typeof id === "string" && /^[A-Za-z0-9_]{1,255}$/.test(id);

export type WebhookResult = "settled" | "duplicate" | "ignored" | "unknown payment" | "mismatch";

/**
 * Acts on a verified event: a PaymentIntent that succeeded or failed settles our payment (and a
 * success fulfils it, once). Each event is recorded once; a redelivered one changes nothing.
 * Settling is idempotent as well, so concurrent deliveries of one event are safe.
 */
export async function handleStripeEvent(deps: PaymentDeps, event: Stripe.Event): Promise<WebhookResult> {
  if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed") return "ignored";
  // Signed by Stripe yet not shaped like its events (a test tool, an API version we do not read).
  const intent = (event.data as Partial<typeof event.data> | null)?.object;
  if (!isStripeId(event.id) || intent?.object !== "payment_intent" || !isStripeId(intent.id)) {
    throw new DomainError(400, "This event does not carry a PaymentIntent.");
  }
  const [seen] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return "duplicate";

  const payment = await findPaymentOfIntent(deps, intent);
  let result: WebhookResult = "unknown payment";
  if (payment) {
    // The amount charged must be the amount the server priced; anything else is not fulfilled.
    const matches = intent.amount === payment.amountMinor && intent.currency === payment.currency.toLowerCase();
    if (matches) await settlePayment(deps, payment.id, outcomeOf(intent));
    result = matches ? "settled" : "mismatch";
  }
  await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, providerPaymentId: intent.id })
    .onConflictDoNothing();
  return result;
}

async function findPaymentOfIntent(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<Payment | undefined> {
  const ours = intent.metadata?.paymentId;
  const [payment] = isUuid(ours)
    ? await deps.db.select().from(payments).where(eq(payments.id, ours!))
    : await deps.db.select().from(payments).where(eq(payments.providerPaymentId, intent.id));
  if (!payment || payment.provider !== "stripe") return undefined;
  if (payment.providerPaymentId && payment.providerPaymentId !== intent.id) return undefined;
  return payment;
}
