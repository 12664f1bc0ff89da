// The payment provider behind one small interface (DESIGN decision 12): Stripe when its keys are set,
// otherwise a disabled implementation whose every action answers that payments are not available.
// The billing feature only sees these shapes, never the provider's own objects.
import { AppError, serviceUnavailable } from '../../lib/errors';

/** What a user can buy: the pack of 20 voice credits (the only product, SPEC section 9). */
export type PurchaseItem = 'credits';

export interface CheckoutRequest {
  customerId: string;
  userId: string;
  item: PurchaseItem;
  successUrl: string;
  cancelUrl: string;
}

/** A provider event already checked and reduced to what the profile cares about. */
export type PaymentEvent =
  | {
      id: string;
      type: string;
      kind: 'purchase_paid';
      /** The checkout that was paid: credits are granted once per checkout, whichever event reports it. */
      checkoutId: string;
      userId: string | null;
      item: string | null;
      customerId: string | null;
    }
  | {
      id: string;
      type: string;
      kind: 'subscription';
      customerId: string | null;
      userId: string | null;
      subscriptionId: string;
      status: string;
      planId: string | null;
      currentPeriodEnd: Date | null;
    }
  | { id: string; type: string; kind: 'ignored' };

export interface Payments {
  readonly name: 'stripe' | 'disabled';
  readonly enabled: boolean;
  /**
   * Creates the provider's customer for a user; answers its id. Calls with the same `requestKey`
   * create one customer (two clicks at once).
   */
  createCustomer(input: { userId: string; email: string; requestKey: string }): Promise<string>;
  /** Answers the address of the hosted checkout page; UnknownCustomerError when the customer is gone. */
  createCheckout(input: CheckoutRequest): Promise<string>;
  /** Answers the address of the customer portal; UnknownCustomerError when the customer is gone. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Checks the signature of a webhook delivery and reads its event; throws WebhookSignatureError. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

export const PAYMENTS_DISABLED_MESSAGE = 'Los pagos no están disponibles en este servidor.';

export const paymentsDisabled = () => serviceUnavailable('payments_disabled', PAYMENTS_DISABLED_MESSAGE);

/** The provider could not be reached or refused the request: the page shows the message after its own prefix. */
export const paymentsFailed = (message = 'El servicio de pagos no respondió. Inténtalo de nuevo más tarde.') =>
  new AppError(502, 'payments_error', message);

/** The provider no longer knows the stored customer (deleted, or keys of another account or mode). */
export class UnknownCustomerError extends Error {
  constructor() {
    super('unknown payment customer');
    this.name = 'UnknownCustomerError';
  }
}

export class WebhookSignatureError extends AppError {
  constructor() {
    super(400, 'invalid_signature', 'La firma del evento de pago no es válida.');
  }
}
