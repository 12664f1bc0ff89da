// What each plan includes, as the plans screen lists it (SPEC sections 2, 6 and 9, DESIGN decision 3).
import {
  CREDIT_PACK_PRICE_EUR,
  CREDIT_PACK_SIZE,
  FREE_MONTHLY_STORIES,
  FREE_MONTHLY_VOICE,
  PREMIUM_MONTHLY_VOICE,
} from '@shared/plans';

export interface PlanFeature {
  text: string;
  /** Shown with '(limitado)' after it. */
  limited?: boolean;
}

export const FREE_FEATURES: PlanFeature[] = [
  { text: `${FREE_MONTHLY_STORIES} historias personalizadas al mes`, limited: true },
  { text: '1 continuación por historia', limited: true },
  { text: `${FREE_MONTHLY_VOICE} narraciones de voz al mes`, limited: true },
  { text: 'Retos educativos ilimitados' },
  { text: 'Biblioteca personal de historias' },
];

export const PREMIUM_FEATURES: PlanFeature[] = [
  { text: 'Historias personalizadas ilimitadas' },
  { text: 'Continuaciones ilimitadas' },
  { text: `${PREMIUM_MONTHLY_VOICE} narraciones de voz al mes` },
  { text: `Créditos de voz extra: ${CREDIT_PACK_SIZE} por ${CREDIT_PACK_PRICE_EUR}€, sin caducidad` },
  { text: 'Retos educativos ilimitados' },
];
