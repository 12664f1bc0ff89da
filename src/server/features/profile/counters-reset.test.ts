// The monthly counters reset lazily (DESIGN decision 3): on the 1st of the month in Europe/Madrid for
// Free, at current_period_end for Premium. Driven by a hand-moved clock through the real app; Premium is
// reached the way Stripe does it, with signed subscription events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/contract/profile';
import { signedDelivery, stripeEnv, stripeEvent, subscriptionObject } from '../../test-support/fake-stripe';
import { createTestApp, manualClock, type TestApp, type TestUser } from '../../test-support/test-app';
import { consumeStoryQuota, consumeVoiceQuota, premiumPeriodEnd } from './profile.service';

describe('monthly counters', () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    // Webhooks need only the signing secret; no Stripe API call is made here.
    t = await createTestApp({ clock, env: stripeEnv({ url: 'http://127.0.0.1:9' }) });
  });
  afterAll(() => t.close());

  async function profileOf(u: TestUser) {
    return (await t.json<{ profile: Profile }>('GET', '/api/profile', { cookie: u.cookie })).body.profile;
  }

  async function useStories(u: TestUser, n: number) {
    const results: boolean[] = [];
    for (let i = 0; i < n; i++) results.push(await consumeStoryQuota(t.db, u.id, clock()));
    return results;
  }

  async function useVoice(u: TestUser, n: number) {
    const results: (string | null)[] = [];
    for (let i = 0; i < n; i++) results.push(await consumeVoiceQuota(t.db, u.id, clock()));
    return results;
  }

  async function subscription(u: TestUser, type: string, status: string, end: Date) {
    const { payload, signature } = signedDelivery(
      stripeEvent(type, subscriptionObject({ id: `sub_${u.id}`, customer: `cus_${u.id}`, status, currentPeriodEnd: end, userId: u.id })),
    );
    const res = await t.request('POST', '/api/billing/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.status).toBe(200);
  }

  async function credits(u: TestUser) {
    const { payload, signature } = signedDelivery(
      stripeEvent('checkout.session.completed', {
        id: `cs_${u.id}_${Date.now()}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        customer: `cus_${u.id}`,
        metadata: { userId: u.id, item: 'credits' },
      }),
    );
    await t.request('POST', '/api/billing/webhook', { body: payload, headers: { 'stripe-signature': signature } });
  }

  describe('Free: the 1st of the month in Madrid', () => {
    it('resets at midnight in Madrid, which is 23:00 UTC in winter', async () => {
      clock.set('2026-11-30T22:30:00Z'); // 23:30 on 30 November in Madrid
      const u = await t.createReadyUser();
      await useStories(u, 3);
      await useVoice(u, 2);
      expect(await profileOf(u)).toMatchObject({ monthlyStoriesGenerated: 3, storiesRemaining: 7, monthlyVoiceGenerationsUsed: 2, voiceRemaining: 0 });

      clock.set('2026-11-30T22:59:59Z'); // still November in Madrid
      expect((await profileOf(u)).storiesRemaining).toBe(7);

      clock.set('2026-11-30T23:00:00Z'); // 00:00 on 1 December in Madrid, still 30 November in UTC
      expect(await profileOf(u)).toMatchObject({ monthlyStoriesGenerated: 0, storiesRemaining: 10, monthlyVoiceGenerationsUsed: 0, voiceRemaining: 2 });

      // The first use of the new month writes the reset together with the use.
      expect(await useStories(u, 1)).toEqual([true]);
      expect(await profileOf(u)).toMatchObject({ monthlyStoriesGenerated: 1, storiesRemaining: 9 });
    });

    it('resets at midnight in Madrid, which is 22:00 UTC in summer', async () => {
      clock.set('2027-06-30T21:59:00Z'); // 23:59 on 30 June in Madrid (CEST)
      const u = await t.createReadyUser();
      await useStories(u, 4);
      expect((await profileOf(u)).storiesRemaining).toBe(6);
      clock.set('2027-06-30T22:00:00Z');
      expect((await profileOf(u)).storiesRemaining).toBe(10);
    });

    it('refuses the 11th story of the month and allows it again the next month', async () => {
      clock.set('2026-12-20T12:00:00Z');
      const u = await t.createReadyUser();
      expect(await useStories(u, 11)).toEqual([...Array(10).fill(true), false]);
      expect(await profileOf(u)).toMatchObject({ storiesRemaining: 0, monthlyStoriesGenerated: 10 });
      clock.set('2026-12-31T23:30:00Z'); // 00:30 on 1 January in Madrid
      expect(await useStories(u, 1)).toEqual([true]);
      expect((await profileOf(u)).storiesRemaining).toBe(9);
    });

    it('takes narrations from credits once the 2 of the month are used, and credits survive the reset', async () => {
      clock.set('2026-12-10T12:00:00Z');
      const u = await t.createReadyUser();
      await credits(u);
      expect(await useVoice(u, 3)).toEqual(['plan', 'plan', 'credits']);
      expect(await profileOf(u)).toMatchObject({ voiceRemaining: 0, voiceCredits: 19 });
      clock.set('2027-01-01T00:00:00Z');
      expect(await profileOf(u)).toMatchObject({ voiceRemaining: 2, voiceCredits: 19 });
      expect(await useVoice(u, 1)).toEqual(['plan']);
    });
  });

  describe('Premium: at current_period_end', () => {
    it('keeps the counters across a month change inside the billing period', async () => {
      clock.set('2026-11-20T10:00:00Z');
      const u = await t.createReadyUser();
      await subscription(u, 'customer.subscription.created', 'active', new Date('2026-12-20T10:00:00Z'));
      await useVoice(u, 5);
      expect(await profileOf(u)).toMatchObject({ isPremium: true, monthlyVoiceGenerationsUsed: 5, voiceRemaining: 15 });
      clock.set('2026-12-02T10:00:00Z'); // a new month in Madrid, same billing period
      expect(await profileOf(u)).toMatchObject({ monthlyVoiceGenerationsUsed: 5, voiceRemaining: 15 });
    });

    it('uses the 20 of the period, then credits, and resets when the renewal is reported', async () => {
      clock.set('2026-11-20T10:00:00Z');
      const u = await t.createReadyUser();
      const end = new Date('2026-12-20T10:00:00Z');
      await subscription(u, 'customer.subscription.created', 'active', end);
      await credits(u);
      const used = await useVoice(u, 21);
      expect(used.filter((s) => s === 'plan')).toHaveLength(20);
      expect(used.at(-1)).toBe('credits');
      expect(await profileOf(u)).toMatchObject({ voiceRemaining: 0, voiceCredits: 19, storiesRemaining: null });

      clock.set('2026-12-20T10:00:05Z');
      await subscription(u, 'customer.subscription.updated', 'active', new Date('2027-01-20T10:00:00Z'));
      expect(await profileOf(u)).toMatchObject({ monthlyVoiceGenerationsUsed: 0, voiceRemaining: 20, voiceCredits: 19, currentPeriodEnd: '2027-01-20T10:00:00.000Z' });
      expect(await useVoice(u, 1)).toEqual(['plan']);
    });

    it('resets at current_period_end even before the renewal is reported, and only once', async () => {
      clock.set('2026-11-20T10:00:00Z');
      const u = await t.createReadyUser();
      await subscription(u, 'customer.subscription.created', 'active', new Date('2026-12-20T10:00:00Z'));
      await useVoice(u, 20);
      expect(await useVoice(u, 1)).toEqual([null]);

      clock.set('2026-12-20T09:59:59Z');
      expect((await profileOf(u)).voiceRemaining).toBe(0);
      clock.set('2026-12-20T10:00:00Z'); // the period ended; Stripe has not said anything yet
      expect(await profileOf(u)).toMatchObject({ voiceRemaining: 20, currentPeriodEnd: '2027-01-20T10:00:00.000Z' });
      await useVoice(u, 3);
      expect((await profileOf(u)).voiceRemaining).toBe(17);

      // The late renewal reports the period the server already moved into (its end need not match ours
      // to the second): the 3 narrations already taken stay counted, no second reset.
      clock.set('2026-12-20T11:00:00Z');
      await subscription(u, 'customer.subscription.updated', 'active', new Date('2027-01-20T10:00:42Z'));
      expect(await profileOf(u)).toMatchObject({ voiceRemaining: 17, currentPeriodEnd: '2027-01-20T10:00:42.000Z' });
    });

    it('comes back to the Free month when the subscription ends', async () => {
      clock.set('2026-11-20T10:00:00Z');
      const u = await t.createReadyUser();
      await subscription(u, 'customer.subscription.created', 'active', new Date('2026-12-20T10:00:00Z'));
      await useStories(u, 12);
      expect((await profileOf(u)).storiesRemaining).toBeNull();
      await subscription(u, 'customer.subscription.deleted', 'canceled', new Date('2026-12-20T10:00:00Z'));
      expect(await profileOf(u)).toMatchObject({ isPremium: false, storiesRemaining: 10, voiceRemaining: 2 });
      expect(await useStories(u, 1)).toEqual([true]);
      expect((await profileOf(u)).storiesRemaining).toBe(9);
    });
  });

  it('carries a period end on monthly, clamping to the end of shorter months', () => {
    const end = new Date('2027-01-31T08:00:00Z');
    expect(premiumPeriodEnd(end, new Date('2027-01-15T00:00:00Z')).toISOString()).toBe('2027-01-31T08:00:00.000Z');
    expect(premiumPeriodEnd(end, new Date('2027-01-31T08:00:00Z')).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(premiumPeriodEnd(end, new Date('2027-03-01T00:00:00Z')).toISOString()).toBe('2027-03-31T08:00:00.000Z');
    expect(premiumPeriodEnd(end, new Date('2028-02-29T09:00:00Z')).toISOString()).toBe('2028-03-31T08:00:00.000Z');
  });
});
