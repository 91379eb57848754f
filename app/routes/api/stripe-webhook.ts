import { readBody } from "~/http/form-data.server";
import { handleStripeEvent, verifyStripeEvent, WebhookSignatureError } from "~/payments/stripe-webhook.server";
import { domainDeps } from "~/services.server";
import type { Route } from "./+types/stripe-webhook";

// POST /api/webhooks/stripe: Stripe's word on a payment, verified by its signature on the raw body.

const MAX_EVENT_BYTES = 256 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const stripe = services.env.stripe;
  if (!stripe) return Response.json({ error: "Stripe payments are not enabled on this server." }, { status: 404 });
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405 });

  let event;
  try {
    event = verifyStripeEvent(
      await readBody(request, MAX_EVENT_BYTES),
      request.headers.get("stripe-signature"),
      stripe.webhookSecret,
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  try {
    const result = await handleStripeEvent({ ...domainDeps(services), provider: services.paymentProvider }, event);
    if (result === "mismatch" || result === "unknown payment") {
      services.logger.error({ event: event.id, type: event.type, result }, "Stripe event does not match a payment");
    }
    return Response.json({ received: true, result });
  } catch (error) {
    // Stripe delivers the event again later; nothing is recorded until it has been handled.
    services.logger.error({ err: error, event: event.id, requestId: context.requestId }, "Stripe event not handled");
    return Response.json({ error: "The event could not be handled now; please deliver it again." }, { status: 503 });
  }
}

export function loader() {
  return Response.json({ error: "This endpoint receives Stripe's webhook events by POST." }, { status: 405 });
}
