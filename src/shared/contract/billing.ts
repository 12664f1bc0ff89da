import { z } from '../zod';

/** POST /api/billing/checkout: what to buy. The 20-credit pack is the only item (SPEC section 9). */
export const checkoutRequestSchema = z.object({
  item: z.literal('credits', { message: 'Solo se puede comprar el paquete de créditos de voz.' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/checkout and /portal answer the provider page to send the browser to. */
export interface BillingRedirect {
  url: string;
}
