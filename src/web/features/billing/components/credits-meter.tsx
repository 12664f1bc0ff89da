import { CREDIT_PACK_SIZE } from '@shared/plans';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** The voice-credits bar, scaled to 20 (SPEC section 9); more than 20 shows a full bar. */
export function CreditsMeter({ credits }: { credits: number }) {
  return <ProgressBar label="Créditos de voz disponibles" value={credits} max={CREDIT_PACK_SIZE} valueText={`${credits} créditos`} />;
}
