// Stripe through its official SDK (DESIGN decision 12). STRIPE_API_BASE points the SDK at another host
// (tests use a local server that answers like Stripe's API); by default it talks to api.stripe.com.
import Stripe from 'stripe';
import { paymentsFailed, UnknownCustomerError, WebhookSignatureError, type PaymentEvent, type Payments } from './payments';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  priceCredits: string;
  /** e.g. http://127.0.0.1:12345 — host, port and protocol of the API. */
  apiBase?: string;
  log?: (line: string) => void;
}

function hostSettings(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** The end of the subscription's current period: on its items since API 2025-03-31, on itself before. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items?.data?.map((item) => item.current_period_end).filter((n) => typeof n === 'number') ?? [];
  const legacy = (subscription as unknown as { current_period_end?: unknown }).current_period_end;
  if (ends.length === 0 && typeof legacy === 'number') ends.push(legacy);
  return ends.length ? new Date(Math.min(...ends) * 1000) : null;
}

export function createStripePayments(options: StripePaymentsOptions): Payments {
  const stripe = new Stripe(options.secretKey, {
    ...hostSettings(options.apiBase),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'cuentos-magicos' },
  });
  const log = options.log ?? (() => {});

  async function call<T>(what: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing' && error.param === 'customer') {
        throw new UnknownCustomerError();
      }
      const detail = error instanceof Error ? error.message : String(error);
      log(`Stripe rechazó ${what}: ${detail}`);
      throw paymentsFailed();
    }
  }

  function readEvent(event: Stripe.Event): PaymentEvent {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') return { id: event.id, type: event.type, kind: 'ignored' };
        return {
          id: event.id,
          type: event.type,
          kind: 'purchase_paid',
          checkoutId: session.id,
          userId: session.metadata?.userId ?? session.client_reference_id ?? null,
          item: session.metadata?.item ?? null,
          customerId: idOf(session.customer),
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        return {
          id: event.id,
          type: event.type,
          kind: 'subscription',
          customerId: idOf(subscription.customer),
          userId: subscription.metadata?.userId ?? null,
          subscriptionId: subscription.id,
          status: subscription.status,
          planId: subscription.items?.data?.[0]?.price?.id ?? null,
          currentPeriodEnd: periodEnd(subscription),
        };
      }
      default:
        return { id: event.id, type: event.type, kind: 'ignored' };
    }
  }

  return {
    name: 'stripe',
    enabled: true,

    async createCustomer({ userId, email, requestKey }) {
      const customer = await call('la creación del cliente', () =>
        stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: requestKey }),
      );
      return customer.id;
    },

    async createCheckout({ customerId, userId, item, successUrl, cancelUrl }) {
      const session = await call('la sesión de pago', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: options.priceCredits, quantity: 1 }],
          metadata: { userId, item },
          locale: 'es',
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw paymentsFailed('No se recibió URL de checkout.');
      return session.url;
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await call('la sesión del portal de cliente', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'es' }),
      );
      if (!session.url) throw paymentsFailed('No se recibió URL del portal de cliente.');
      return session.url;
    },

    readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return readEvent(event);
    },
  };
}
