import { CREDIT_PACK_SIZE } from '@shared/plans';

/** The voice-credits bar, scaled to 20 (SPEC section 9); more than 20 shows a full bar. */
export function CreditsMeter({ credits }: { credits: number }) {
  const percent = Math.round((Math.min(Math.max(credits, 0), CREDIT_PACK_SIZE) / CREDIT_PACK_SIZE) * 100);
  return (
    <div
      role="progressbar"
      aria-label="Créditos de voz disponibles"
      aria-valuemin={0}
      aria-valuemax={CREDIT_PACK_SIZE}
      aria-valuenow={Math.min(credits, CREDIT_PACK_SIZE)}
      aria-valuetext={`${credits} créditos`}
      className="h-3 w-full overflow-hidden rounded-full bg-violet-100"
    >
      <div className="h-full rounded-full bg-magic transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
