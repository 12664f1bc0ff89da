import { Settings, UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/layout/logo';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';

/** Top bar of the signed-in home: logo, plan badge (to /plans), profile and settings links. */
export function HomeHeader({ isPremium }: { isPremium: boolean }) {
  return (
    <header className="no-print mx-auto flex w-full max-w-2xl items-center justify-between gap-2 px-4 py-4">
      <Logo to="/home" className="[&_span]:hidden min-[420px]:[&_span]:inline" />
      <nav aria-label="Tu cuenta" className="flex items-center gap-1">
        <Link
          to="/plans"
          className="rounded-full"
          aria-label={isPremium ? 'Plan Premium: ver planes' : 'Plan Free: ver planes'}
        >
          <Badge variant={isPremium ? 'premium' : 'default'} className="px-3.5 py-1.5 text-sm normal-case">
            {isPremium ? 'Premium' : 'Free'}
          </Badge>
        </Link>
        <Link to="/profile-config" className={buttonClasses('ghost', 'icon')} aria-label="Configurar perfil" title="Perfil">
          <UserRoundCog className="h-6 w-6" aria-hidden="true" />
        </Link>
        <Link to="/settings" className={buttonClasses('ghost', 'icon')} aria-label="Ajustes" title="Ajustes">
          <Settings className="h-6 w-6" aria-hidden="true" />
        </Link>
      </nav>
    </header>
  );
}
