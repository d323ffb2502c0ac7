import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the server made to the stand-in: its method, path and form fields as Stripe's client encodes them. */
export type StripeCall = { method: string; path: string; params: Record<string, string>; idempotencyKey?: string };

export type FakeStripe = {
  url: string;
  calls: StripeCall[];
  /** The next calls answer this HTTP status with Stripe's error shape (e.g. 500, 402) until cleared. */
  failWith: number | null;
  close: () => Promise<void>;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => resolve(body));
  });

/**
 * A tiny stand-in for the part of Stripe's API the payments module calls (no internet here):
 * Checkout Sessions (create, retrieve, expire), subscriptions (retrieve, update), invoice payments
 * (list) and refunds (create). It records every call
 * so a test can check what the server asked of Stripe.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let sessionCount = 0;
  const state: { failWith: number | null } = { failWith: null };

  const subscription = (id: string, params: Record<string, string> = {}) => ({
    id,
    object: "subscription",
    status: "active",
    cancel_at_period_end: params.cancel_at_period_end === "true",
    metadata: {},
    items: {
      object: "list",
      data: [{ id: `si_${id}`, object: "subscription_item", price: { id: "price_fake", product: "prod_fake" } }],
    },
  });

  const answer = (path: string, method: string, params: Record<string, string>) => {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      sessionCount += 1;
      const id = `cs_test_fake${sessionCount}`;
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.client_reference_id ?? null,
        mode: params.mode,
        status: "open",
      };
      sessions.set(id, session);
      return session;
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (method === "POST" && expireMatch) {
      const session = sessions.get(expireMatch[1]!);
      if (session) session.status = "expired";
      return session ?? null;
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    if (method === "GET" && sessionMatch) return sessions.get(sessionMatch[1]!) ?? null;
    // An invoice's payments (the admin refund looks up the PaymentIntent to refund).
    if (method === "GET" && path === "/v1/invoice_payments") {
      const invoice = params.invoice ?? "";
      return {
        object: "list",
        url: "/v1/invoice_payments",
        has_more: false,
        data: [
          {
            id: `inpay_${invoice}`,
            object: "invoice_payment",
            invoice,
            payment: { type: "payment_intent", payment_intent: `pi_${invoice}` },
          },
        ],
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        id: `re_${params.payment_intent ?? "x"}`,
        object: "refund",
        status: "succeeded",
        payment_intent: params.payment_intent ?? null,
      };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (subscriptionMatch) return subscription(subscriptionMatch[1]!, params);
    return null;
  };

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? "/", "http://stripe.local");
      const params = Object.fromEntries(new URLSearchParams(request.method === "GET" ? url.search : body));
      const key = request.headers["idempotency-key"];
      calls.push({
        method: request.method ?? "",
        path: url.pathname,
        params,
        ...(typeof key === "string" ? { idempotencyKey: key } : {}),
      });
      response.setHeader("content-type", "application/json");
      if (state.failWith) {
        response.statusCode = state.failWith;
        response.end(JSON.stringify({ error: { type: "api_error", message: "The stand-in was told to fail." } }));
        return;
      }
      const found = answer(url.pathname, request.method ?? "", params);
      response.statusCode = found ? 200 : 404;
      response.end(JSON.stringify(found ?? { error: { type: "invalid_request_error", message: "No such resource." } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    get failWith() {
      return state.failWith;
    },
    set failWith(value: number | null) {
      state.failWith = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
