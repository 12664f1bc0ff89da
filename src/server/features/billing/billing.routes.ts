import { Hono } from 'hono';
import { checkoutRequestSchema, type BillingRedirect } from '../../../shared/contract/billing';
import { currentUser, type AppEnv } from '../../lib/context';
import { jsonBody } from '../../lib/validate';
import { handleWebhook, openPortal, startCheckout, type BillingDeps } from './billing.service';

/** POST /api/billing/checkout and /portal: behind the session. */
export function billingRoutes(deps: BillingDeps) {
  return new Hono<AppEnv>()
    .post('/checkout', jsonBody(checkoutRequestSchema), async (c) => {
      const url = await startCheckout(deps, currentUser(c), c.req.valid('json').item);
      return c.json<BillingRedirect>({ url });
    })
    .post('/portal', async (c) => {
      const url = await openPortal(deps, currentUser(c));
      return c.json<BillingRedirect>({ url });
    });
}

/**
 * POST /api/billing/webhook: called by the payment provider, not by a browser, so it is mounted before
 * the session middleware. The signature is checked on the raw body, exactly as it was sent.
 */
export function billingWebhookRoutes(deps: BillingDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const rawBody = await c.req.text();
    const outcome = await handleWebhook(deps, rawBody, c.req.header('stripe-signature'));
    return c.json({ received: true, outcome });
  });
}
