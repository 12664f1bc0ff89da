import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { BackButton } from '../components/layout/back-button';
import { SubmitButton } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { signUpSchema, useAuthForm } from '../features/auth/auth-form';
import { EmailField, NewPasswordFields } from '../features/auth/components/auth-fields';
import { AuthFormFooter } from '../features/auth/components/auth-form-footer';
import { useSessionStatus } from '../queries/session';
import { authClient } from '../lib/auth-client';
import { authErrorMessage } from '../lib/auth-errors';
import { MIN_PASSWORD_LENGTH } from '../features/auth/password-rules';
import { EMAIL_CONFIRMED_PATH } from '@shared/contract/auth';

const SUCCESS_REDIRECT_MS = 2000;

export default function SignupPage() {
  const navigate = useNavigate();
  const { status } = useSessionStatus();
  const { form, submit } = useAuthForm(signUpSchema, { email: '', password: '', 'confirm-password': '' }, 'Error en el registro');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (status === 'pending') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;

  async function signUp({ email, password }: { email: string; password: string }) {
    setSubmitting(true);
    try {
      const { data, error } = await authClient.signUp.email({
        email,
        password,
        name: email.split('@')[0],
        callbackURL: EMAIL_CONFIRMED_PATH,
      });
      if (error || !data?.user) {
        toast.error('Error en el registro', { description: authErrorMessage(error, 'No se pudo crear la cuenta') });
        setSubmitting(false);
        return;
      }
      toast.success('Registro exitoso', { description: '¡Tu cuenta ha sido creada!' });
      setDone(true);
      timer.current = window.setTimeout(() => {
        void navigate('/signup-success', { replace: true, state: { email } });
      }, SUCCESS_REDIRECT_MS);
    } catch {
      toast.error('Error en el registro', { description: 'No se pudo crear la cuenta' });
      setSubmitting(false);
    }
  }

  const busy = submitting || done;
  return (
    <AuthLayout title="Crear una cuenta" subtitle="Regístrate gratis y crea la primera historia mágica de tu peque." top={<BackButton />}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(signUp)(event)} noValidate className="flex flex-col gap-4" aria-busy={busy}>
          <EmailField />
          <NewPasswordFields name="password" label="Contraseña" minLength={MIN_PASSWORD_LENGTH} />
          <SubmitButton className="mt-2" disabled={busy} busy={submitting}>
            {done ? '¡Cuenta creada!' : submitting ? 'Creando cuenta...' : 'Registrarse'}
          </SubmitButton>
        </form>
      </FormProvider>
      <AuthFormFooter form="sign-up" disabled={busy} />
      <p className="mt-4 text-center text-xs text-muted">
        Al registrarte aceptas los{' '}
        <Link to="/terms" className="underline">
          Términos
        </Link>{' '}
        y la{' '}
        <Link to="/privacy-policy" className="underline">
          Política de privacidad
        </Link>
        .
      </p>
    </AuthLayout>
  );
}
