import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the part of Stripe's API the portal uses, for tests only. It keeps
// PaymentIntents in memory, replays answers by idempotency key as Stripe does, and can be told to
// fail, to be slow, or to run a card's 3-D Secure.

/** Stripe's test PaymentMethods and what they do. */
export const fakeCards = {
  succeeds: "pm_card_visa",
  requiresAuthentication: "pm_card_threeDSecure2Required",
  declined: "pm_card_chargeDeclined",
  insufficientFunds: "pm_card_chargeDeclinedInsufficientFunds",
  /** The fake's own: the charge stays `processing` until the test decides it (`decide`). */
  processing: "pm_card_processing",
} as const;

interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  payment_method: string;
  confirmation_method: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
  created: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Fault =
  | { status: number; when: "before" | "after"; retryHeader?: boolean }
  /** No answer for `hangMs`: before doing anything, or after doing the work (the default is before). */
  | { hangMs: number; when?: "before" | "after" };

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** The next requests fail: before doing anything, or after doing the work (the answer is lost). */
  failNext(...faults: Fault[]): void;
  /** Forgets every request, PaymentIntent and pending fault. */
  reset(): void;
  /** Finishes (or fails) the 3-D Secure of a PaymentIntent, as the bank's page would. */
  authenticate(intentId: string, answer: "completed" | "failed"): void;
  /** The bank decides a charge left `processing`: it succeeds. Returns the PaymentIntent as Stripe would send it. */
  decide(intentId: string): FakeIntent;
  close(): Promise<void>;
}

const declines: Record<string, { message: string; code: string; decline_code: string }> = {
  [fakeCards.declined]: { message: "Your card was declined.", code: "card_declined", decline_code: "generic_decline" },
  [fakeCards.insufficientFunds]: {
    message: "Your card has insufficient funds.",
    code: "card_declined",
    decline_code: "insufficient_funds",
  },
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const faults: Fault[] = [];
  const authenticated = new Set<string>();
  let sequence = 0;

  function confirm(intent: FakeIntent): { status: number; body: unknown } {
    const decline = declines[intent.payment_method];
    if (decline) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { message: decline.message, code: decline.code };
      return {
        status: 402,
        body: { error: { type: "card_error", ...decline, payment_intent: { ...intent } } },
      };
    }
    if (intent.payment_method === fakeCards.requiresAuthentication && !authenticated.has(intent.id)) {
      intent.status = "requires_action";
    } else if (intent.payment_method === fakeCards.processing) {
      intent.status = "processing";
    } else {
      intent.status = "succeeded";
    }
    return { status: 200, body: { ...intent } };
  }

  function handle(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, params } = request;
    if (method === "POST" && path === "/v1/payment_intents") {
      sequence += 1;
      const id = `pi_fake${String(sequence).padStart(6, "0")}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(params.get("amount")),
        currency: params.get("currency") ?? "",
        status: "requires_confirmation",
        client_secret: `${id}_secret_fake`,
        payment_method: params.get("payment_method") ?? "",
        confirmation_method: params.get("confirmation_method") ?? "automatic",
        metadata,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return params.get("confirm") === "true" ? confirm(intent) : { status: 200, body: { ...intent } };
    }
    if (method === "GET" && path === "/v1/payment_intents") {
      // Newest first, made at or after created[gte], a page of `limit` after `starting_after`, as Stripe lists.
      const since = Number(params.get("created[gte]") ?? 0);
      const newestFirst = [...intents.values()].filter((intent) => intent.created >= since).reverse();
      const after = params.get("starting_after");
      const from = after ? newestFirst.findIndex((intent) => intent.id === after) + 1 : 0;
      const limit = Number(params.get("limit") ?? 10);
      const data = newestFirst.slice(from, from + limit);
      return {
        status: 200,
        body: { object: "list", data, has_more: from + limit < newestFirst.length, url: "/v1/payment_intents" },
      };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (!match || !intent) {
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `No such payment_intent: '${match?.[1] ?? path}'` } },
      };
    }
    if (method === "GET" && !match[2]) return { status: 200, body: { ...intent } };
    if (method === "POST" && match[2] === "confirm") {
      if (intent.status !== "requires_confirmation") {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `This PaymentIntent's status is ${intent.status}, it cannot be confirmed.`,
            },
          },
        };
      }
      return confirm(intent);
    }
    if (method === "POST" && match[2] === "cancel") {
      if (intent.status === "succeeded" || intent.status === "canceled") {
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        };
      }
      intent.status = "canceled";
      return { status: 200, body: { ...intent } };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake-stripe");
    const params = new URLSearchParams(req.method === "GET" ? url.search : Buffer.concat(chunks).toString());
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const request: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      params,
      idempotencyKey: header("idempotency-key"),
      authorization: header("authorization"),
    };
    requests.push(request);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };

    const fault = faults.shift();
    const hang = async () => {
      await new Promise((resolve) => setTimeout(resolve, (fault as { hangMs: number }).hangMs));
      return res.destroyed;
    };
    if (fault && "hangMs" in fault && fault.when !== "after" && (await hang())) return;
    const replayKey = request.idempotencyKey && `${request.method} ${request.path} ${request.idempotencyKey}`;
    const failure = fault && "status" in fault ? fault : undefined;
    const failureHeaders: Record<string, string> = failure?.retryHeader ? { "stripe-should-retry": "true" } : {};
    const failureBody = {
      error: { type: failure?.status === 429 ? "invalid_request_error" : "api_error", message: "Simulated failure" },
    };
    if (failure?.when === "before") return send(failure.status, failureBody, failureHeaders);

    const replay = replayKey ? replays.get(replayKey) : undefined;
    const answer = replay ?? handle(request);
    if (replayKey && !replay && answer.status < 500) replays.set(replayKey, answer);
    if (failure?.when === "after") return send(failure.status, failureBody, failureHeaders);
    if (fault && "hangMs" in fault && fault.when === "after" && (await hang())) return;
    send(answer.status, answer.body, replay ? { "idempotent-replayed": "true" } : {});
  }

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    failNext: (...next) => faults.push(...next),
    authenticate(intentId, answer) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== "requires_action") throw new Error(`${intentId} is not waiting for 3-D Secure`);
      if (answer === "completed") {
        authenticated.add(intentId);
        intent.status = "requires_confirmation";
      } else {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          message:
            "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
          code: "payment_intent_authentication_failure",
        };
      }
    },
    decide(intentId) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== "processing") throw new Error(`${intentId} is not processing`);
      intent.status = "succeeded";
      return { ...intent };
    },
    reset() {
      requests.length = 0;
      intents.clear();
      replays.clear();
      faults.length = 0;
      authenticated.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
