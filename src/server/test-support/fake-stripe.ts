// A local HTTP server that answers like Stripe's API for the calls we make (form-encoded POSTs to
// /v1/customers, /v1/checkout/sessions, /v1/billing_portal/sessions), and records what the SDK sent.
// Its checkout and portal addresses are served too, as plain pages, so a browser can land on them.
// Signed webhook events are built with the SDK's own test-header helper.
import http from 'node:http';
import { listenLocally } from './local-server';
import Stripe from 'stripe';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body as sent, e.g. `line_items[0][price]` → 'price_credits'. */
  form: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedStripeRequest[];
  /** Makes the next API call answer this status with a Stripe error body (extra fields: code, param...). */
  failNext(status: number, message?: string, fields?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  let failure: { status: number; message: string; fields?: Record<string, string> } | null = null;
  let counter = 0;
  let base = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && /^\/(checkout|portal)\//.test(path)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="es"><title>Stripe de prueba</title><h1>Stripe de prueba</h1><p>${path}</p></html>`);
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      if (failure) {
        const { status, message, fields } = failure;
        failure = null;
        send(status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...fields } });
        return;
      }
      const n = ++counter;
      const created = Math.floor(Date.now() / 1000);
      if (req.method === 'POST' && path === '/v1/customers') {
        send(200, { id: `cus_test_${n}`, object: 'customer', email: form.email ?? null, metadata: {}, created, livemode: false });
      } else if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${n}`;
        send(200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          customer: form.customer ?? null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `${base}/checkout/${id}`,
          metadata: {},
          created,
          livemode: false,
        });
      } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_test_${n}`;
        send(200, {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url ?? null,
          url: `${base}/portal/${id}`,
          created,
          livemode: false,
        });
      } else {
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
      }
    });
  });
  const { origin, close } = await listenLocally(server);
  base = origin;
  return {
    url: base,
    requests,
    failNext(status, message = 'Something went wrong on Stripe’s end.', fields) {
      failure = { status, message, fields };
    },
    close,
  };
}

export const TEST_WEBHOOK_SECRET = 'whsec_test_cuentos_magicos';
export const TEST_PRICE_CREDITS = 'price_credits_20';
export const TEST_PRICE_PREMIUM = 'price_premium_monthly';

/** The environment that points the server at a fake Stripe. */
export function stripeEnv(fake: { url: string }) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_cuentos_magicos',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_CREDITS: TEST_PRICE_CREDITS,
    STRIPE_API_BASE: fake.url,
  };
}

let eventCounter = 0;

/** A Stripe event envelope around an object, as Stripe would post it. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${eventCounter++}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A paid checkout of the credit pack for a user. */
export function paidCreditsCheckout(userId: string, sessionId = `cs_test_paid_${eventCounter++}`, customer = 'cus_test_paid') {
  return {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    customer,
    client_reference_id: userId,
    metadata: { userId, item: 'credits' },
  };
}

/** A subscription object in the current API's shape (the period lives on its items). */
export function subscriptionObject(options: {
  id?: string;
  customer: string;
  status: string;
  currentPeriodEnd: Date;
  userId?: string;
  price?: string;
}) {
  const end = Math.floor(options.currentPeriodEnd.getTime() / 1000);
  return {
    id: options.id ?? 'sub_test_1',
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    metadata: options.userId ? { userId: options.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test_1',
          object: 'subscription_item',
          current_period_start: end - 30 * 24 * 3600,
          current_period_end: end,
          price: { id: options.price ?? TEST_PRICE_PREMIUM, object: 'price' },
        },
      ],
    },
  };
}

/** The body and the Stripe-Signature header of a webhook delivery, signed by the SDK's helper. */
export function signedDelivery(event: unknown, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const stripe = new Stripe('sk_test_signing_only');
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
