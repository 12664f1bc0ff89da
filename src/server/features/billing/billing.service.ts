// Credit purchases, the customer portal and the payment provider's webhook (DESIGN decision 12). Only
// this file writes the profile's payment fields (voice_credits, stripe_customer_id, subscription_*,
// plan_id, current_period_end); no client request reaches them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CREDIT_PACK_SIZE, isPremiumStatus } from '../../../shared/plans';
import type { Database } from '../../db/client';
import { paymentEvents, profiles, user } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import type { SessionUser } from '../../lib/context';
import {
  paymentsDisabled,
  UnknownCustomerError,
  type PaymentEvent,
  type Payments,
  type PurchaseItem,
} from '../../providers/payments/payments';
import { carriedOverPeriods, getOrCreateProfile } from '../profile/profile.service';

export interface BillingDeps {
  db: Database;
  payments: Payments;
  /** The public address of the app (BETTER_AUTH_URL): where the provider sends the browser back. */
  baseUrl: string;
  clock: () => Date;
  log: (line: string) => void;
}

export const NO_CUSTOMER_MESSAGE = 'No se encontró información de cliente para gestionar la suscripción.';

const appUrl = (deps: BillingDeps, pathAndQuery: string) => `${deps.baseUrl.replace(/\/+$/, '')}${pathAndQuery}`;

/** The user's provider customer, created once and remembered on the profile. */
async function ensureCustomer(deps: BillingDeps, account: SessionUser): Promise<string> {
  const row = await getOrCreateProfile(deps.db, account.id);
  if (row.stripeCustomerId) return row.stripeCustomerId;
  // Simultaneous requests read the same row and so send the same key; once a customer is forgotten the
  // row has changed, and a new key creates a new customer.
  const requestKey = `customer-${account.id}-${row.updatedAt.getTime()}`;
  const customerId = await deps.payments.createCustomer({ userId: account.id, email: account.email, requestKey });
  const saved = await deps.db
    .update(profiles)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(profiles.id, account.id), isNull(profiles.stripeCustomerId)))
    .returning({ id: profiles.id });
  if (saved.length === 1) return customerId;
  // Another request stored a customer first: use that one.
  const again = await getOrCreateProfile(deps.db, account.id);
  return again.stripeCustomerId ?? customerId;
}

/** Forgets a customer the provider no longer knows, so the next purchase creates a new one. */
async function forgetCustomer(deps: BillingDeps, userId: string, customerId: string) {
  deps.log(`El cliente de pagos ${customerId} ya no existe en el proveedor: se olvida.`);
  await deps.db
    .update(profiles)
    .set({ stripeCustomerId: null })
    .where(and(eq(profiles.id, userId), eq(profiles.stripeCustomerId, customerId)));
}

/** Starts the checkout of the credit pack; Premium users only (SPEC section 2: Free users' button is disabled). */
export async function startCheckout(deps: BillingDeps, account: SessionUser, item: PurchaseItem): Promise<string> {
  if (!deps.payments.enabled) throw paymentsDisabled();
  const row = await getOrCreateProfile(deps.db, account.id);
  if (!isPremiumStatus(row.subscriptionStatus)) {
    throw new AppError(403, 'premium_required', 'La compra de créditos de voz está disponible solo con el plan Premium.');
  }
  const checkout = async () =>
    deps.payments.createCheckout({
      customerId: await ensureCustomer(deps, account),
      userId: account.id,
      item,
      successUrl: appUrl(deps, '/payment-success?session_id={CHECKOUT_SESSION_ID}'),
      cancelUrl: appUrl(deps, '/payment-cancel'),
    });
  try {
    return await checkout();
  } catch (error) {
    if (!(error instanceof UnknownCustomerError)) throw error;
    const stale = (await getOrCreateProfile(deps.db, account.id)).stripeCustomerId;
    if (stale) await forgetCustomer(deps, account.id, stale);
    return checkout();
  }
}

/** Opens the provider's customer portal; needs a known payment customer (SPEC section 5). */
export async function openPortal(deps: BillingDeps, account: SessionUser): Promise<string> {
  if (!deps.payments.enabled) throw paymentsDisabled();
  const row = await getOrCreateProfile(deps.db, account.id);
  if (!row.stripeCustomerId) throw conflict(NO_CUSTOMER_MESSAGE, 'no_payment_customer');
  try {
    return await deps.payments.createPortal({ customerId: row.stripeCustomerId, returnUrl: appUrl(deps, '/settings') });
  } catch (error) {
    if (!(error instanceof UnknownCustomerError)) throw error;
    await forgetCustomer(deps, account.id, row.stripeCustomerId);
    throw conflict(NO_CUSTOMER_MESSAGE, 'no_payment_customer');
  }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function userExists(tx: Tx, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return Boolean(found);
}

async function grantCredits(deps: BillingDeps, tx: Tx, event: Extract<PaymentEvent, { kind: 'purchase_paid' }>): Promise<WebhookOutcome> {
  if (event.item !== 'credits' || !(await userExists(tx, event.userId))) {
    deps.log(`Pago ${event.checkoutId} sin usuario o producto conocido (${event.item ?? 'sin producto'}): no se añaden créditos.`);
    return 'ignored';
  }
  const userId = event.userId as string;
  // Credits are granted once per checkout, whichever event (completed, async succeeded) reports it.
  const first = await tx
    .insert(paymentEvents)
    .values({ id: `credits:${event.checkoutId}`, type: 'credits_granted' })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (first.length === 0) return 'duplicate';
  const row = await getOrCreateProfile(tx, userId);
  await tx
    .update(profiles)
    .set({
      voiceCredits: sql`${profiles.voiceCredits} + ${CREDIT_PACK_SIZE}`,
      ...(row.stripeCustomerId || !event.customerId ? {} : { stripeCustomerId: event.customerId }),
    })
    .where(eq(profiles.id, userId));
  return 'applied';
}

async function writeSubscription(
  deps: BillingDeps,
  tx: Tx,
  event: Extract<PaymentEvent, { kind: 'subscription' }>,
): Promise<WebhookOutcome> {
  let [row] = event.customerId ? await tx.select().from(profiles).where(eq(profiles.stripeCustomerId, event.customerId)) : [];
  if (!row && (await userExists(tx, event.userId))) row = await getOrCreateProfile(tx, event.userId as string);
  if (!row) {
    deps.log(`Suscripción ${event.subscriptionId} de un cliente desconocido (${event.customerId ?? 'sin cliente'}): se ignora.`);
    return 'ignored';
  }
  // An old subscription ending must not downgrade a user who already holds a newer active one.
  if (
    row.subscriptionId &&
    row.subscriptionId !== event.subscriptionId &&
    isPremiumStatus(row.subscriptionStatus) &&
    !isPremiumStatus(event.status)
  ) {
    return 'ignored';
  }
  const after = { subscriptionStatus: event.status, currentPeriodEnd: event.currentPeriodEnd };
  await tx
    .update(profiles)
    .set({
      subscriptionStatus: event.status,
      subscriptionId: event.subscriptionId,
      planId: event.planId,
      currentPeriodEnd: event.currentPeriodEnd,
      ...(row.stripeCustomerId || !event.customerId ? {} : { stripeCustomerId: event.customerId }),
      ...carriedOverPeriods(row, after, deps.clock()),
    })
    .where(eq(profiles.id, row.id));
  return 'applied';
}

/**
 * Applies one signed provider event, idempotently: the event id is recorded first, in the same
 * transaction as its effect, so a replayed delivery changes nothing.
 */
export async function handleWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const event = deps.payments.readWebhook(rawBody, signature);
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    switch (event.kind) {
      case 'purchase_paid':
        return grantCredits(deps, tx, event);
      case 'subscription':
        return writeSubscription(deps, tx, event);
      default:
        return 'ignored';
    }
  });
}
