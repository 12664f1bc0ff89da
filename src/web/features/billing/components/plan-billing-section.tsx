import { CreditCard, ExternalLink, Mic, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@shared/contract/profile';
import {
  CREDIT_PACK_PRICE_EUR,
  CREDIT_PACK_SIZE,
  FREE_MONTHLY_STORIES,
  FREE_MONTHLY_VOICE,
  PREMIUM_MONTHLY_VOICE,
  remainingFreeStories,
  remainingPlanVoice,
} from '@shared/plans';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { RESET_FORMAT_ERROR, resetText } from '../reset-text';
import { usePlanActions } from '../use-plan-actions';
import { SettingsSection } from '../../../components/layout/settings-section';

/** A full-width button whose long label may take two lines on a phone. */
const WRAPPING_BUTTON = 'h-auto min-h-11 w-full py-2 text-center leading-snug';

const BUY_CREDITS_LABEL = `Comprar ${CREDIT_PACK_SIZE} créditos más por ${CREDIT_PACK_PRICE_EUR}€`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl bg-primary-soft/60 p-4">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-extrabold text-ink">{value}</p>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
    </div>
  );
}

/** 'Plan y Facturación' (SPEC section 2, /settings) for Free and Premium users. */
export function PlanBillingSection({ profile }: { profile: Profile }) {
  const { busy, buyCredits, manageSubscription } = usePlanActions(profile);
  const credits = String(profile.voiceCredits ?? 0);
  const resetsOn = resetText(profile);

  if (!profile.isPremium) {
    const stories = remainingFreeStories(profile.monthlyStoriesGenerated);
    const voice = remainingPlanVoice(false, profile.monthlyVoiceGenerationsUsed);
    return (
      <SettingsSection title="Plan y Facturación" icon={<CreditCard className="h-5 w-5" aria-hidden="true" />}>
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">Plan Actual: Free</p>
          <Figure
            label="Historias restantes este mes"
            value={stories === null ? 'N/A' : `${stories} de ${FREE_MONTHLY_STORIES}`}
            hint={`El límite se restablece a ${FREE_MONTHLY_STORIES} ${resetsOn}.`}
          />
          <div className="grid gap-4">
            <Figure label="Créditos de voz disponibles" value={credits} />
            <Figure label="Narraciones gratuitas este mes" value={voice === null ? 'N/A' : `${voice} de ${FREE_MONTHLY_VOICE}`} />
          </div>
          <div className="flex flex-col gap-1">
            <Button variant="secondary" className={WRAPPING_BUTTON} disabled aria-describedby="buy-credits-free-note">
              <Mic className="h-5 w-5 shrink-0" aria-hidden="true" />
              {BUY_CREDITS_LABEL}
            </Button>
            <p id="buy-credits-free-note" className="text-center text-sm text-muted">
              La compra de créditos está disponible con el plan Premium.
            </p>
          </div>
          <Link to="/plans?tab=premium" className={buttonClasses('outline', 'md', 'w-full')}>
            <Sparkles className="h-5 w-5" aria-hidden="true" />
            Ver Plan Premium
          </Link>
        </div>
      </SettingsSection>
    );
  }

  const planVoice = remainingPlanVoice(true, profile.monthlyVoiceGenerationsUsed);
  return (
    <SettingsSection title="Plan y Facturación" icon={<CreditCard className="h-5 w-5" aria-hidden="true" />}>
      <div className="flex flex-col gap-4" aria-busy={busy !== null}>
        <p className="flex items-center gap-2 text-lg font-semibold">
          Plan Actual: <Badge variant="premium">Premium</Badge>
        </p>
        <p className="text-muted">Historias ilimitadas cada mes.</p>
        <div className="grid gap-4">
          <Figure
            label="Narraciones de voz del plan restantes este mes"
            value={planVoice === null ? 'N/A' : `${planVoice} de ${PREMIUM_MONTHLY_VOICE}`}
            hint={resetsOn === RESET_FORMAT_ERROR ? RESET_FORMAT_ERROR : `Se restablecen ${resetsOn}.`}
          />
          <Figure label="Créditos extra comprados" value={credits} />
        </div>
        <p className="text-sm text-muted">
          Los créditos comprados se suman a las {PREMIUM_MONTHLY_VOICE} narraciones de tu plan, no caducan y se usan
          cuando se han agotado las narraciones del plan.
        </p>
        <Button className={WRAPPING_BUTTON} onClick={buyCredits} disabled={busy !== null} busy={busy === 'checkout'}>
          {busy === 'checkout' ? <Spinner size="sm" decorative /> : <Mic className="h-5 w-5 shrink-0" aria-hidden="true" />}
          {BUY_CREDITS_LABEL}
        </Button>
        {profile.hasPaymentCustomer ? (
          <Button variant="outline" className="w-full" onClick={manageSubscription} disabled={busy !== null} busy={busy === 'portal'}>
            {busy === 'portal' ? (
              <Spinner size="sm" decorative />
            ) : (
              <ExternalLink className="h-5 w-5" aria-hidden="true" />
            )}
            Gestionar Suscripción
          </Button>
        ) : null}
      </div>
    </SettingsSection>
  );
}
