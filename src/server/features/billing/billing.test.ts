import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/contract/profile';
import { paymentEvents, profiles } from '../../db/schema';
import {
  paidCreditsCheckout,
  signedDelivery,
  startFakeStripe,
  stripeEnv,
  stripeEvent,
  subscriptionObject,
  TEST_PRICE_CREDITS,
  TEST_PRICE_PREMIUM,
  type FakeStripe,
} from '../../test-support/fake-stripe';
import { createTestApp, manualClock, TEST_ORIGIN, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };

describe('billing with Stripe', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  const clock = manualClock(new Date('2026-11-15T10:00:00Z'));

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ clock, env: stripeEnv(stripe) });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  function postWebhook(event: unknown, signature?: string) {
    const delivery = signedDelivery(event);
    return t.json<{ received: boolean; outcome: string } & ErrorBody>('POST', '/api/billing/webhook', {
      body: delivery.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? delivery.signature },
    });
  }

  async function profileOf(u: TestUser) {
    const res = await t.json<{ profile: Profile }>('GET', '/api/profile', { cookie: u.cookie });
    return res.body.profile;
  }

  let customers = 0;
  /** Makes a user Premium the way Stripe does: a signed subscription event. */
  async function premiumUser(periodEnd = new Date('2026-12-10T09:00:00Z')) {
    const u = await t.createReadyUser();
    const customer = `cus_premium_${customers++}`;
    const res = await postWebhook(
      stripeEvent('customer.subscription.created', subscriptionObject({ customer, status: 'active', currentPeriodEnd: periodEnd, userId: u.id })),
    );
    expect(res.body.outcome).toBe('applied');
    return { ...u, customer };
  }

  const requestsTo = (path: string) => stripe.requests.filter((r) => r.path === path);

  describe('webhook', () => {
    it('adds 20 voice credits for a paid credits checkout, to that user only', async () => {
      const buyer = await t.createReadyUser();
      const other = await t.createReadyUser();
      const res = await postWebhook(stripeEvent('checkout.session.completed', paidCreditsCheckout(buyer.id)));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'applied' });
      expect((await profileOf(buyer)).voiceCredits).toBe(20);
      expect((await profileOf(other)).voiceCredits).toBe(0);
    });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const u = await t.createReadyUser();
      const event = stripeEvent('checkout.session.completed', paidCreditsCheckout(u.id));
      const forged = signedDelivery(event, 'whsec_not_the_real_secret');
      const bad = await postWebhook(event, forged.signature);
      expect(bad.status).toBe(400);
      expect(bad.body.error).toEqual({ code: 'invalid_signature', message: 'La firma del evento de pago no es válida.' });

      // A valid signature of another body does not sign this one.
      const otherBody = signedDelivery(stripeEvent('checkout.session.completed', paidCreditsCheckout('someone-else')));
      expect((await postWebhook(event, otherBody.signature)).status).toBe(400);

      const unsigned = await t.json<ErrorBody>('POST', '/api/billing/webhook', { body: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
      expect(unsigned.status).toBe(400);
      expect(unsigned.body.error.code).toBe('invalid_signature');

      expect((await profileOf(u)).voiceCredits).toBe(0);
      const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
      expect(recorded).toHaveLength(0);
    });

    it('applies a replayed event once', async () => {
      const u = await t.createReadyUser();
      const event = stripeEvent('checkout.session.completed', paidCreditsCheckout(u.id));
      const first = await postWebhook(event);
      const second = await postWebhook(event);
      expect(first.body.outcome).toBe('applied');
      expect(second.status).toBe(200);
      expect(second.body.outcome).toBe('duplicate');
      expect((await profileOf(u)).voiceCredits).toBe(20);
    });

    it('adds credits once when the same event is delivered twice at the same time', async () => {
      const u = await t.createReadyUser();
      const event = stripeEvent('checkout.session.completed', paidCreditsCheckout(u.id));
      const outcomes = await Promise.all([postWebhook(event), postWebhook(event)]);
      expect(outcomes.map((r) => r.status)).toEqual([200, 200]);
      expect(outcomes.map((r) => r.body.outcome).sort()).toEqual(['applied', 'duplicate']);
      expect((await profileOf(u)).voiceCredits).toBe(20);
    });

    it('grants one checkout once even when two different events report it paid', async () => {
      const u = await t.createReadyUser();
      const session = paidCreditsCheckout(u.id);
      await postWebhook(stripeEvent('checkout.session.completed', session));
      const again = await postWebhook(stripeEvent('checkout.session.async_payment_succeeded', session));
      expect(again.body.outcome).toBe('duplicate');
      expect((await profileOf(u)).voiceCredits).toBe(20);

      await postWebhook(stripeEvent('checkout.session.completed', paidCreditsCheckout(u.id)));
      expect((await profileOf(u)).voiceCredits).toBe(40);
    });

    it('answers 200 to an unknown event and ignores it', async () => {
      const u = await t.createReadyUser();
      const res = await postWebhook(stripeEvent('invoice.paid', { id: 'in_test_1', object: 'invoice', customer: 'cus_x', metadata: { userId: u.id } }));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, outcome: 'ignored' });
      expect(await profileOf(u)).toMatchObject({ voiceCredits: 0, isPremium: false, subscriptionStatus: null });
    });

    it('adds nothing for an unpaid checkout or another product', async () => {
      const u = await t.createReadyUser();
      const unpaid = { ...paidCreditsCheckout(u.id), payment_status: 'unpaid' };
      expect((await postWebhook(stripeEvent('checkout.session.completed', unpaid))).body.outcome).toBe('ignored');
      const otherItem = { ...paidCreditsCheckout(u.id), metadata: { userId: u.id, item: 'premium' } };
      expect((await postWebhook(stripeEvent('checkout.session.completed', otherItem))).body.outcome).toBe('ignored');
      const unknownUser = paidCreditsCheckout('no-such-user');
      expect((await postWebhook(stripeEvent('checkout.session.completed', unknownUser))).body.outcome).toBe('ignored');
      expect((await profileOf(u)).voiceCredits).toBe(0);
    });

    it('writes subscription state on created, updated and deleted events', async () => {
      const u = await t.createReadyUser();
      const end = new Date('2026-12-10T09:00:00Z');
      await postWebhook(
        stripeEvent('customer.subscription.created', subscriptionObject({ id: 'sub_a', customer: 'cus_sub_a', status: 'active', currentPeriodEnd: end, userId: u.id })),
      );
      expect(await profileOf(u)).toMatchObject({
        isPremium: true,
        subscriptionStatus: 'active',
        planId: TEST_PRICE_PREMIUM,
        currentPeriodEnd: end.toISOString(),
        hasPaymentCustomer: true,
        storiesRemaining: null,
        voiceRemaining: 20,
      });
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(row).toMatchObject({ subscriptionId: 'sub_a', stripeCustomerId: 'cus_sub_a' });

      // Later events carry no metadata: the profile is found by its customer.
      const later = new Date('2027-01-10T09:00:00Z');
      await postWebhook(stripeEvent('customer.subscription.updated', subscriptionObject({ id: 'sub_a', customer: 'cus_sub_a', status: 'past_due', currentPeriodEnd: later })));
      expect(await profileOf(u)).toMatchObject({ isPremium: false, subscriptionStatus: 'past_due', currentPeriodEnd: later.toISOString() });

      await postWebhook(stripeEvent('customer.subscription.updated', subscriptionObject({ id: 'sub_a', customer: 'cus_sub_a', status: 'trialing', currentPeriodEnd: later })));
      expect((await profileOf(u)).isPremium).toBe(true);

      await postWebhook(stripeEvent('customer.subscription.deleted', subscriptionObject({ id: 'sub_a', customer: 'cus_sub_a', status: 'canceled', currentPeriodEnd: later })));
      expect(await profileOf(u)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled', storiesRemaining: 10, voiceRemaining: 2 });
    });

    it('does not let an old subscription ending downgrade a newer active one', async () => {
      const u = await premiumUser();
      const [before] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      const res = await postWebhook(
        stripeEvent('customer.subscription.deleted', subscriptionObject({ id: 'sub_old', customer: u.customer, status: 'canceled', currentPeriodEnd: new Date('2026-11-01T00:00:00Z') })),
      );
      expect(res.body.outcome).toBe('ignored');
      const [after] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(after.subscriptionStatus).toBe('active');
      expect(after.subscriptionId).toBe(before.subscriptionId);
    });

    it('ignores a subscription of an unknown customer', async () => {
      const res = await postWebhook(
        stripeEvent('customer.subscription.updated', subscriptionObject({ customer: 'cus_nobody', status: 'active', currentPeriodEnd: new Date('2026-12-01T00:00:00Z') })),
      );
      expect(res.status).toBe(200);
      expect(res.body.outcome).toBe('ignored');
    });

    it('is reachable without a session (Stripe sends no cookie)', async () => {
      const res = await t.json<ErrorBody>('POST', '/api/billing/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_signature');
    });
  });

  describe('checkout', () => {
    it('creates the customer once, then a payment checkout of the credit pack, and answers its url', async () => {
      const u = await t.createReadyUser();
      // A Premium user whose subscription came without a customer on our side (e.g. set up by hand).
      await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, u.id));
      const customersBefore = requestsTo('/v1/customers').length;
      const sessionsBefore = requestsTo('/v1/checkout/sessions').length;

      const res = await t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_\\d+$`));

      const customerCalls = requestsTo('/v1/customers').slice(customersBefore);
      expect(customerCalls).toHaveLength(1);
      expect(customerCalls[0].method).toBe('POST');
      expect(customerCalls[0].headers.authorization).toBe('Bearer sk_test_cuentos_magicos');
      expect(customerCalls[0].form).toMatchObject({ email: u.email, 'metadata[userId]': u.id });
      expect(customerCalls[0].headers['idempotency-key']).toMatch(new RegExp(`^customer-${u.id}-\\d+$`));

      const [session] = requestsTo('/v1/checkout/sessions').slice(sessionsBefore);
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(row.stripeCustomerId).toMatch(/^cus_test_\d+$/);
      expect(session.form).toEqual({
        mode: 'payment',
        customer: row.stripeCustomerId,
        client_reference_id: u.id,
        'line_items[0][price]': TEST_PRICE_CREDITS,
        'line_items[0][quantity]': '1',
        'metadata[userId]': u.id,
        'metadata[item]': 'credits',
        locale: 'es',
        success_url: `${TEST_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${TEST_ORIGIN}/payment-cancel`,
      });
      expect((await profileOf(u)).hasPaymentCustomer).toBe(true);

      // The second purchase reuses the stored customer.
      const again = await t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(again.status).toBe(200);
      expect(requestsTo('/v1/customers').slice(customersBefore)).toHaveLength(1);
      expect(requestsTo('/v1/checkout/sessions').slice(sessionsBefore).map((r) => r.form.customer)).toEqual([row.stripeCustomerId, row.stripeCustomerId]);
    });

    it('keeps one customer when two checkouts start at the same time', async () => {
      const u = await t.createReadyUser();
      await t.db.update(profiles).set({ subscriptionStatus: 'active' }).where(eq(profiles.id, u.id));
      const sessionsBefore = requestsTo('/v1/checkout/sessions').length;
      const results = await Promise.all([
        t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } }),
        t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      const used = requestsTo('/v1/checkout/sessions').slice(sessionsBefore).map((r) => r.form.customer);
      expect(used).toEqual([row.stripeCustomerId, row.stripeCustomerId]);
      // Stripe answers requests with one idempotency key with one customer.
      const keys = requestsTo('/v1/customers').filter((r) => r.form['metadata[userId]'] === u.id).map((r) => r.headers['idempotency-key']);
      expect(new Set(keys).size).toBe(1);
    });

    it('reuses the customer Stripe reported with the subscription', async () => {
      const u = await premiumUser();
      const customersBefore = requestsTo('/v1/customers').length;
      const res = await t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(res.status).toBe(200);
      expect(requestsTo('/v1/customers')).toHaveLength(customersBefore);
      expect(requestsTo('/v1/checkout/sessions').at(-1)?.form.customer).toBe(u.customer);
    });

    it('replaces a customer Stripe no longer knows and completes the checkout', async () => {
      const u = await premiumUser();
      const customersBefore = requestsTo('/v1/customers').length;
      stripe.failNext(400, `No such customer: '${u.customer}'`, { code: 'resource_missing', param: 'customer' });
      const res = await t.json<{ url: string }>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(res.status).toBe(200);
      const created = requestsTo('/v1/customers').slice(customersBefore);
      expect(created).toHaveLength(1);
      expect(created[0].headers['idempotency-key']).toMatch(new RegExp(`^customer-${u.id}-\\d+$`));
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(row.stripeCustomerId).not.toBe(u.customer);
      expect(requestsTo('/v1/checkout/sessions').at(-1)?.form.customer).toBe(row.stripeCustomerId);
    });

    it('refuses Free users: buying credits is for Premium', async () => {
      const u = await t.createReadyUser();
      const before = stripe.requests.length;
      const res = await t.json<ErrorBody>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'premium_required', message: 'La compra de créditos de voz está disponible solo con el plan Premium.' });
      expect(stripe.requests).toHaveLength(before);
    });

    it.each([[{ item: 'premium' }], [{}], ['no es json']])('refuses an invalid body %j with a Spanish message', async (body) => {
      const u = await premiumUser();
      const res = await t.json<ErrorBody>('POST', '/api/billing/checkout', { cookie: u.cookie, body, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/[áéíóúñ]|no es JSON/i);
    });

    it('answers a Spanish message, not a stack trace, when Stripe fails', async () => {
      // This test makes the server fail on purpose: its 5xx answers are expected.
      t.expectServerErrors();
      const u = await premiumUser();
      stripe.failNext(400, "No such price: 'price_credits_20'");
      const res = await t.json<ErrorBody>('POST', '/api/billing/checkout', { cookie: u.cookie, body: { item: 'credits' } });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({ code: 'payments_error', message: 'El servicio de pagos no respondió. Inténtalo de nuevo más tarde.' });
      expect(JSON.stringify(res.body)).not.toMatch(/at |Stripe/);
    });

    it('needs a session', async () => {
      const res = await t.json<ErrorBody>('POST', '/api/billing/checkout', { body: { item: 'credits' } });
      expect(res.status).toBe(401);
    });
  });

  describe('customer portal', () => {
    it('opens the portal of the stored customer and comes back to /settings', async () => {
      const u = await premiumUser();
      const res = await t.json<{ url: string }>('POST', '/api/billing/portal', { cookie: u.cookie });
      expect(res.status).toBe(200);
      expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_test_\\d+$`));
      const call = requestsTo('/v1/billing_portal/sessions').at(-1);
      expect(call?.method).toBe('POST');
      expect(call?.form).toEqual({ customer: u.customer, return_url: `${TEST_ORIGIN}/settings`, locale: 'es' });
    });

    it('forgets a customer Stripe no longer knows and says there is none', async () => {
      const u = await premiumUser();
      stripe.failNext(400, `No such customer: '${u.customer}'`, { code: 'resource_missing', param: 'customer' });
      const res = await t.json<ErrorBody>('POST', '/api/billing/portal', { cookie: u.cookie });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('No se encontró información de cliente para gestionar la suscripción.');
      expect((await profileOf(u)).hasPaymentCustomer).toBe(false);
    });

    it('needs a known payment customer', async () => {
      const u = await t.createReadyUser();
      const before = stripe.requests.length;
      const res = await t.json<ErrorBody>('POST', '/api/billing/portal', { cookie: u.cookie });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'no_payment_customer', message: 'No se encontró información de cliente para gestionar la suscripción.' });
      expect(stripe.requests).toHaveLength(before);
    });
  });

  describe('fields only payments may change', () => {
    const paymentColumns = (row: typeof profiles.$inferSelect) => ({
      stripeCustomerId: row.stripeCustomerId,
      subscriptionStatus: row.subscriptionStatus,
      subscriptionId: row.subscriptionId,
      planId: row.planId,
      currentPeriodEnd: row.currentPeriodEnd,
      voiceCredits: row.voiceCredits,
      monthlyStoriesGenerated: row.monthlyStoriesGenerated,
      monthlyVoiceGenerationsUsed: row.monthlyVoiceGenerationsUsed,
      storiesPeriod: row.storiesPeriod,
      voicePeriod: row.voicePeriod,
    });
    const forged = {
      item: 'credits',
      language: 'es',
      childAge: 6,
      specialNeed: null,
      voiceCredits: 999,
      voice_credits: 999,
      subscriptionStatus: 'active',
      subscription_status: 'active',
      subscriptionId: 'sub_forged',
      subscription_id: 'sub_forged',
      stripeCustomerId: 'cus_forged',
      stripe_customer_id: 'cus_forged',
      planId: 'price_forged',
      plan_id: 'price_forged',
      currentPeriodEnd: '2099-01-01T00:00:00Z',
      current_period_end: '2099-01-01T00:00:00Z',
      monthlyStoriesGenerated: -100,
      monthly_stories_generated: -100,
      monthlyVoiceGenerationsUsed: -100,
      monthly_voice_generations_used: -100,
      isPremium: true,
      hasPaymentCustomer: true,
      profile: { voiceCredits: 999, subscriptionStatus: 'active' },
    };

    it('PUT /api/profile saves the editable fields and ignores every payment field', async () => {
      const u = await t.createReadyUser();
      const [before] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      const res = await t.json<{ profile: Profile }>('PUT', '/api/profile', { cookie: u.cookie, body: { ...forged, language: 'fr', childAge: 9 } });
      expect(res.status).toBe(200);
      expect(res.body.profile).toMatchObject({ language: 'fr', childAge: 9, voiceCredits: 0, isPremium: false, subscriptionStatus: null, hasPaymentCustomer: false });
      const [after] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(paymentColumns(after)).toEqual(paymentColumns(before));
    });

    it('no endpoint of the API changes them', async () => {
      const u = await t.createReadyUser();
      const [before] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      const writeRoutes = t.app.routes
        .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/api/') && !r.path.includes('*'))
        .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000') }));
      // better-auth's own routes are mounted behind a wildcard: name the ones that write a user.
      writeRoutes.push({ method: 'POST', path: '/api/auth/update-user' });
      expect(writeRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/profile', '/api/billing/checkout', '/api/billing/portal', '/api/billing/webhook']));

      for (const route of writeRoutes) {
        const res = await t.request(route.method, route.path, { cookie: u.cookie, body: forged });
        expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
        await res.body?.cancel();
      }
      const [after] = await t.db.select().from(profiles).where(eq(profiles.id, u.id));
      expect(paymentColumns(after)).toEqual(paymentColumns(before));
      expect(await profileOf(u)).toMatchObject({ voiceCredits: 0, isPremium: false, subscriptionStatus: null, planId: null, hasPaymentCustomer: false });
    });

    it('a forged, unsigned Stripe event changes nothing', async () => {
      const u = await t.createReadyUser();
      const event = stripeEvent('customer.subscription.created', subscriptionObject({ customer: 'cus_forged', status: 'active', currentPeriodEnd: new Date('2099-01-01T00:00:00Z'), userId: u.id }));
      const res = await t.json<ErrorBody>('POST', '/api/billing/webhook', {
        cookie: u.cookie,
        body: JSON.stringify(event),
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      });
      expect(res.status).toBe(400);
      expect((await profileOf(u)).isPremium).toBe(false);
    });
  });
});

describe('billing without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports payments as disabled in the health check', async () => {
    const res = await t.json<{ payments: string }>('GET', '/api/health');
    expect(res.body.payments).toBe('disabled');
  });

  it.each(['/api/billing/checkout', '/api/billing/portal'])('%s answers 503 with a clear Spanish message', async (path) => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const u = await t.createReadyUser();
    await t.db.update(profiles).set({ subscriptionStatus: 'active', stripeCustomerId: 'cus_x' }).where(eq(profiles.id, u.id));
    const res = await t.json<ErrorBody>('POST', path, { cookie: u.cookie, body: { item: 'credits' } });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'payments_disabled', message: 'Los pagos no están disponibles en este servidor.' });
  });

  it('the webhook answers 503 too, and the rest of the app keeps working', async () => {
    // This test makes the server fail on purpose: its 5xx answers are expected.
    t.expectServerErrors();
    const u = await t.createReadyUser();
    const res = await t.json<ErrorBody>('POST', '/api/billing/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('payments_disabled');
    const profile = await t.json<{ profile: Profile }>('GET', '/api/profile', { cookie: u.cookie });
    expect(profile.status).toBe(200);
    expect(profile.body.profile.isPremium).toBe(false);
  });

  it('refuses a Stripe configuration without its webhook secret or price, naming the variables', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET y STRIPE_PRICE_CREDITS/);
  });
});
