// Browser journeys of plans and payments: a Free user and a Premium user (made Premium by a signed
// Stripe webhook) through /plans and /settings, the credit checkout and the portal leaving for the
// address a local fake Stripe API returned, and the payment return pages.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  paidCreditsCheckout,
  signedDelivery,
  startFakeStripe,
  stripeEnv,
  stripeEvent,
  subscriptionObject,
  TEST_PRICE_CREDITS,
  type FakeStripe,
} from '../src/server/test-support/fake-stripe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';

let server: RunningServer;
let browser: Browser;
let stripe: FakeStripe;
const open: { context: BrowserContext; errors: string[] }[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  [server, browser] = await Promise.all([startServer({ env: stripeEnv(stripe) }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe?.close();
});

afterEach(async () => {
  const errors = open.flatMap((o) => o.errors);
  await Promise.all(open.splice(0).map((o) => o.context.close()));
  expect(errors).toEqual([]);
});

async function openPage(viewport = PHONE): Promise<Page> {
  const { context, page, errors } = await newPage(browser, server.url, viewport);
  open.push({ context, errors });
  return page;
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `plans-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `plans-${name}-1280`);
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** Posts a Stripe event to the running server the way Stripe does: signed, without a session. */
async function deliver(event: unknown): Promise<void> {
  const { payload, signature } = signedDelivery(event);
  const res = await fetch(`${server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(res.status).toBe(200);
}

async function userIdOf(page: Page): Promise<string> {
  const res = await page.request.get(`${server.url}/api/profile`);
  return ((await res.json()) as { profile: { userId: string } }).profile.userId;
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });

describe('Free user', () => {
  it('sees the offer with its tabs and the limits in settings, and cannot buy credits', async () => {
    const page = await openPage();
    await readyUser(page, server);

    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Desbloquea tu Creatividad' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Free' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: /Premium/ }).textContent()).toContain('Próximamente');
    expect(await page.getByText('(limitado)').count()).toBeGreaterThan(0);
    await shots(page, 'free-tab');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Ver plan Premium' }).click();
    await page.waitForURL(/tab=premium/);
    await visible(page, '10€');
    expect(await page.getByRole('button', { name: 'Hazte Premium Ahora' }).isDisabled()).toBe(true);
    await visible(page, 'Estamos trabajando para ofrecerte esta opción muy pronto');
    await shots(page, 'premium-tab');

    await page.getByRole('button', { name: 'Ver plan Free' }).click();
    await page.waitForURL(/tab=free/);
    await page.getByRole('link', { name: 'Continuar con el plan gratuito' }).first().click();
    await waitForPath(page, '/home');

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Plan y Facturación' }).waitFor();
    await visible(page, 'Plan Actual: Free');
    await visible(page, '10 de 10');
    await visible(page, 'El límite se restablece a 10 el día 1 del próximo mes.');
    await visible(page, 'Créditos de voz disponibles');
    expect(await page.getByRole('button', { name: 'Comprar 20 créditos más por 10€' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gestionar Suscripción' }).count()).toBe(0);
    await shots(page, 'settings-free');

    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: 'Ver Plan Premium' }).click();
    await page.waitForURL((url) => url.pathname === '/plans' && url.searchParams.get('tab') === 'premium');
    expect(await page.getByRole('tab', { name: /Premium/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Premium user', () => {
  it('sees the active plan and its credits, buys credits and opens the portal through Stripe', async () => {
    const page = await openPage(DESKTOP);
    await readyUser(page, server);
    const userId = await userIdOf(page);
    const periodEnd = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ customer: 'cus_e2e_premium', status: 'active', currentPeriodEnd: periodEnd, userId })));
    await deliver(stripeEvent('checkout.session.completed', paidCreditsCheckout(userId, 'cs_e2e_paid', 'cus_e2e_premium')));

    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Plan Premium Activo' }).waitFor();
    await visible(page, 'créditos disponibles');
    expect(await page.getByRole('progressbar', { name: 'Créditos de voz disponibles' }).getAttribute('aria-valuenow')).toBe('20');
    await visible(page, 'Activo');
    await visible(page, 'Todos los incluidos');
    await visible(page, 'Tus beneficios activos');
    expect(await page.getByRole('link', { name: 'Ir a la aplicación' }).getAttribute('href')).toBe('/home');
    await shots(page, 'premium-active');

    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Plan y Facturación' }).waitFor();
    await visible(page, 'Narraciones de voz del plan restantes este mes');
    await visible(page, '20 de 20');
    await visible(page, 'Créditos extra comprados');
    const parts = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).formatToParts(periodEnd);
    const day = parts.find((p) => p.type === 'day')?.value;
    const month = parts.find((p) => p.type === 'month')?.value;
    await visible(page, `Se restablecen el ${day} de ${month}.`);
    await visible(page, /no caducan/);
    // A payment customer exists (the webhook named it): the subscription can be managed from here too.
    await page.getByRole('button', { name: 'Gestionar Suscripción' }).waitFor();
    await shots(page, 'settings-premium');

    // Buying credits leaves for the checkout page Stripe returned.
    await page.setViewportSize(PHONE);
    const sessionsBefore = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    await page.getByRole('button', { name: 'Comprar 20 créditos más por 10€' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/checkout/`), { timeout: 15_000 });
    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(sessionsBefore + 1);
    expect(sessions.at(-1)?.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_e2e_premium',
      'line_items[0][price]': TEST_PRICE_CREDITS,
      'metadata[userId]': userId,
      success_url: `${server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    });

    // The subscription card's button leaves for the customer portal.
    await page.goto(`${server.url}/plans`);
    await page.getByRole('button', { name: 'Gestionar Suscripción' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/portal/`), { timeout: 15_000 });
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)?.form.customer).toBe('cus_e2e_premium');
  });
});

describe('plan action failures', () => {
  it('says why the payment could not start and lets the user try again', async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    open.push({ context, errors });
    await readyUser(page, server);
    const userId = await userIdOf(page);
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ id: 'sub_e2e_fail', customer: 'cus_e2e_fail', status: 'active', currentPeriodEnd: new Date(Date.now() + 864e5), userId })));

    await page.goto('/plans');
    stripe.failNext(400, "No such price: 'price_credits_20'");
    const buy = page.getByRole('button', { name: 'Comprar Créditos' });
    await buy.click();
    await page
      .locator('[data-sonner-toast]', { hasText: 'No se pudo iniciar el pago: El servicio de pagos no respondió. Inténtalo de nuevo más tarde.' })
      .waitFor({ state: 'visible', timeout: 15_000 });
    // The busy state is cleared: the button works again.
    expect(await buy.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/plans');
    await screenshot(page, 'plans-checkout-error-375');
    // The browser reports the refused request itself; that line is expected here.
    const expected = errors.filter((e) => /status of 502/.test(e));
    expect(expected).toHaveLength(1);
    errors.splice(errors.indexOf(expected[0]), 1);
  });
});

describe('managing a subscription without a payment customer', () => {
  it('says exactly that no customer information was found, and stops asking once the profile knows', async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    open.push({ context, errors });
    await readyUser(page, server);
    const userId = await userIdOf(page);
    await deliver(stripeEvent('customer.subscription.created', subscriptionObject({ id: 'sub_e2e_gone', customer: 'cus_e2e_gone', status: 'active', currentPeriodEnd: new Date(Date.now() + 864e5), userId })));

    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Plan Premium Activo' }).waitFor();
    // Stripe no longer knows the customer: the server forgets it and answers that there is none.
    stripe.failNext(400, "No such customer: 'cus_e2e_gone'", { code: 'resource_missing', param: 'customer' });
    const manage = page.getByRole('button', { name: 'Gestionar Suscripción' });
    await manage.click();
    const toastTitle = page.locator('[data-sonner-toast] [data-title]');
    await toastTitle.first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(await toastTitle.first().textContent()).toBe('No se encontró información de cliente para gestionar la suscripción.');
    expect(await manage.isEnabled()).toBe(true);
    await screenshot(page, 'plans-portal-no-customer-375');

    // /settings now hides the button; on /plans the page answers by itself, without asking the server.
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Plan y Facturación' }).waitFor();
    await visible(page, 'Créditos extra comprados');
    expect(await page.getByRole('button', { name: 'Gestionar Suscripción' }).count()).toBe(0);
    const portalCalls = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').length;
    await page.goto('/plans');
    await manage.click();
    await page
      .locator('[data-sonner-toast] [data-title]', { hasText: 'No se encontró información de cliente para gestionar la suscripción.' })
      .waitFor({ state: 'visible', timeout: 15_000 });
    expect(stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions')).toHaveLength(portalCalls);
    expect(new URL(page.url()).pathname).toBe('/plans');
  });
});

describe('payment return pages', () => {
  it('/payment-success thanks, shows the credits and goes home', async () => {
    const page = await openPage();
    await readyUser(page, server);
    await page.goto('/payment-success?session_id=cs_test_return');
    await page.getByRole('heading', { name: '¡Pago Exitoso!' }).waitFor();
    await visible(page, 'cs_test_return');
    await visible(page, 'Créditos de voz disponibles');
    await shots(page, 'payment-success');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await waitForPath(page, '/home');
  });

  it('/payment-cancel counts down from 5 and takes the user to the profile', async () => {
    const page = await openPage();
    await readyUser(page, server);
    await page.goto('/payment-cancel');
    await page.getByRole('heading', { name: 'Pago Cancelado' }).waitFor();
    expect(Number(await page.getByRole('timer').textContent())).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'plans-payment-cancel-375');
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { name: 'Configura tu Perfil' }).waitFor();
  });

  it('/payment-cancel has a button back to the profile', async () => {
    const page = await openPage(DESKTOP);
    await readyUser(page, server);
    await page.goto('/payment-cancel');
    await page.getByRole('button', { name: 'Volver a mi Perfil' }).click();
    await waitForPath(page, '/profile');
  });
});
