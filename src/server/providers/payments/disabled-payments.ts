// The payments adapter used when no Stripe key is configured: nothing breaks, every action answers
// 503 payments_disabled with a Spanish message the page shows as is.
import { paymentsDisabled, type Payments } from './payments';

/** Used when no Stripe key is configured: nothing breaks, every action explains itself. */
export function createDisabledPayments(): Payments {
  const refuse = (): never => {
    throw paymentsDisabled();
  };
  return {
    name: 'disabled',
    enabled: false,
    createCustomer: async () => refuse(),
    createCheckout: async () => refuse(),
    createPortal: async () => refuse(),
    readWebhook: () => refuse(),
  };
}
