import { readBody } from "~/http/form-data.server";
import { handleStripeEvent, verifyStripeEvent } from "~/payments/stripe-webhook.server";
import { paymentDeps } from "~/services.server";
import type { Route } from "./+types/stripe-webhook";

// POST /api/webhooks/stripe: Stripe's word on a payment, verified by its signature on the raw body.

const MAX_EVENT_BYTES = 256 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const stripe = services.env.stripe;
  if (!stripe) return Response.json({ error: "Stripe payments are not enabled on this server." }, { status: 404 });
  if (request.method !== "POST")
    return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });

  const event = verifyStripeEvent(
    await readBody(request, MAX_EVENT_BYTES),
    request.headers.get("stripe-signature"),
    stripe.webhookSecret,
  );
  // A failure from here on is answered 503 or 500, and Stripe delivers the event again later:
  // nothing is recorded until it has been handled.
  const result = await handleStripeEvent(paymentDeps(context), event);
  if (result === "mismatch" || result === "unknown payment") {
    services.logger.error({ event: event.id, type: event.type, result }, "Stripe event does not match a payment");
  }
  return Response.json({ received: true, result });
}

export function loader() {
  return Response.json(
    { error: "This endpoint receives Stripe's webhook events by POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
