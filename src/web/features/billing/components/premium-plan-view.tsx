import { ArrowRight, Crown, ExternalLink, Mic } from 'lucide-react';
import { Link } from 'react-router';
import type { Profile } from '@shared/contract/profile';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PREMIUM_FEATURES } from '../plan-features';
import { usePlanActions } from '../use-plan-actions';
import { CreditsMeter } from './credits-meter';
import { FeatureList } from './feature-list';

/** /plans for a Premium user (SPEC section 2): credits, subscription, benefits. */
export function PremiumPlanView({ profile }: { profile: Profile }) {
  const { busy, buyCredits, manageSubscription } = usePlanActions(profile);
  const credits = profile.voiceCredits ?? 0;
  return (
    <div className="flex flex-col gap-6" aria-busy={busy !== null}>
      <div className="text-center">
        <span className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-3xl bg-gradient-to-br from-amber-300 to-yellow-500 text-amber-950 shadow-lg shadow-amber-500/30">
          <Crown className="h-8 w-8" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Plan Premium Activo</h1>
        <p className="mt-2 text-muted">Gracias por formar parte de Cuentos Mágicos Premium.</p>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mic className="h-5 w-5 text-primary" aria-hidden="true" />
              Créditos de voz
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p>
              <span className="text-4xl font-extrabold text-ink">{credits}</span>{' '}
              <span className="text-muted">{credits === 1 ? 'crédito disponible' : 'créditos disponibles'}</span>
            </p>
            <CreditsMeter credits={credits} />
            <Button onClick={buyCredits} disabled={busy !== null} busy={busy === 'checkout'} className="w-full">
              {busy === 'checkout' ? <Spinner size="sm" decorative /> : null}
              Comprar Créditos
            </Button>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Crown className="h-5 w-5 text-amber-600" aria-hidden="true" />
              Suscripción
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3">
              <dt className="text-muted">Estado</dt>
              <dd>
                <Badge className="bg-emerald-100 text-emerald-800">Activo</Badge>
              </dd>
              <dt className="text-muted">Beneficios</dt>
              <dd className="font-semibold">Todos los incluidos</dd>
            </dl>
            <Button
              variant="outline"
              onClick={manageSubscription}
              disabled={busy !== null}
              busy={busy === 'portal'}
              className="w-full"
            >
              {busy === 'portal' ? (
                <Spinner size="sm" decorative />
              ) : (
                <ExternalLink className="h-5 w-5" aria-hidden="true" />
              )}
              Gestionar Suscripción
            </Button>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Tus beneficios activos</CardTitle>
        </CardHeader>
        <CardContent>
          <FeatureList features={PREMIUM_FEATURES} />
        </CardContent>
      </Card>

      <Link to="/home" className={buttonClasses('primary', 'lg', 'w-full sm:mx-auto sm:w-auto')}>
        Ir a la aplicación
        <ArrowRight className="h-5 w-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
