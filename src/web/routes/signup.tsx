import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasswordInput } from '../features/auth/components/password-input';
import { useSessionStatus } from '../queries/session';
import { authClient } from '../lib/auth-client';
import { authErrorMessage } from '../lib/auth-errors';

import { MIN_PASSWORD_LENGTH } from '../features/auth/password-rules';
import { EMAIL_CONFIRMED_PATH } from '@shared/contract/auth';
const SUCCESS_REDIRECT_MS = 2000;

export default function SignupPage() {
  const navigate = useNavigate();
  const { status } = useSessionStatus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState<{ email?: boolean; password?: boolean; confirm?: boolean }>({});
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (status === 'pending') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/home" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password || !confirm) {
      setInvalid({ email: !trimmedEmail, password: !password, confirm: !confirm });
      toast.error('Error en el registro', { description: 'Por favor, completa todos los campos' });
      return;
    }
    if (password !== confirm) {
      setInvalid({ password: true, confirm: true });
      toast.error('Error en el registro', { description: 'Las contraseñas no coinciden' });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setInvalid({ password: true });
      toast.error('Error en el registro', {
        description: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
      });
      return;
    }
    setInvalid({});
    setSubmitting(true);
    try {
      const { data, error } = await authClient.signUp.email({
        email: trimmedEmail,
        password,
        name: trimmedEmail.split('@')[0],
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
        void navigate('/signup-success', { replace: true, state: { email: trimmedEmail } });
      }, SUCCESS_REDIRECT_MS);
    } catch {
      toast.error('Error en el registro', { description: 'No se pudo crear la cuenta' });
      setSubmitting(false);
    }
  }

  const busy = submitting || done;
  return (
    <AuthLayout title="Crear una cuenta" subtitle="Regístrate gratis y crea la primera historia mágica de tu peque." top={<BackButton />}>
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
        <Field id="email" label="Correo electrónico">
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="tu@correo.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={invalid.email || undefined}
            required
          />
        </Field>
        <Field id="password" label="Contraseña" hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres.`}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={invalid.password || undefined}
            aria-describedby="password-hint"
            required
            minLength={MIN_PASSWORD_LENGTH}
          />
        </Field>
        <Field id="confirm-password" label="Confirmar contraseña">
          <PasswordInput
            id="confirm-password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={invalid.confirm || undefined}
            required
          />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : null}
          {done ? '¡Cuenta creada!' : submitting ? 'Creando cuenta...' : 'Registrarse'}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-violet-100" />o<span className="h-px flex-1 bg-violet-100" />
      </div>
      <GoogleButton label="Registrarse con Google" errorTitle="Error al registrarse con Google" disabled={busy} />
      <p className="mt-6 text-center text-sm text-muted">
        ¿Ya tienes cuenta?{' '}
        <Link to="/login" className="rounded font-semibold text-primary underline-offset-4 hover:underline">
          Inicia sesión
        </Link>
      </p>
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
