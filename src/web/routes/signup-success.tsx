import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout';
import { buttonClasses } from '../components/ui/button';

export default function SignupSuccessPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="¡Revisa tu correo!">
      <div className="flex flex-col items-center text-center">
        <span className="mb-4 flex h-20 w-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MailCheck className="h-10 w-10" aria-hidden="true" />
        </span>
        <p className="text-lg text-ink">
          Te hemos enviado un correo electrónico{email ? (
            <>
              {' '}a <strong className="break-all">{email}</strong>
            </>
          ) : null}{' '}
          con un enlace para confirmar tu cuenta.
        </p>
        <p className="mt-3 text-muted">
          Abre el enlace y después inicia sesión para empezar a crear historias. Si no lo ves, mira en la carpeta de
          correo no deseado.
        </p>
        <Link to="/login" className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          Ir a Iniciar Sesión
        </Link>
      </div>
    </AuthLayout>
  );
}
