import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { BackButton } from '../components/layout/back-button';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Field } from '../components/ui/field';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { Notice } from '../components/ui/notice';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { ConfirmationNotice, confirmationOutcome } from '../features/auth/components/confirmation-notice';
import { GoogleButton } from '../features/auth/components/google-button';
import { PasswordInput } from '../features/auth/components/password-input';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import { useSessionStatus } from '../queries/session';
import { authClient, syncSession } from '../lib/auth-client';
import { authErrorMessage, isEmailNotVerified } from '../lib/auth-errors';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const { status } = useSessionStatus();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [notVerified, setNotVerified] = useState(false);
  const [invalid, setInvalid] = useState<{ email?: boolean; password?: boolean }>({});
  const confirmation = confirmationOutcome(searchParams);

  // Already signed in (e.g. the back button after login): nothing to do here. While this page signs the
  // user in, it navigates by itself once the profile is loaded.
  if (status === 'pending' && !submitting) return <PageSpinner />;
  if (status === 'authenticated' && !submitting) return <Navigate to="/home" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      setInvalid({ email: !trimmedEmail, password: !password });
      toast.error('Error de inicio de sesión', {
        description: 'Por favor, introduce tu correo electrónico y tu contraseña.',
      });
      return;
    }
    setInvalid({});
    setNotVerified(false);
    setSubmitting(true);
    try {
      const { data, error } = await authClient.signIn.email({ email: trimmedEmail, password, rememberMe });
      if (error) {
        if (isEmailNotVerified(error)) setNotVerified(true);
        toast.error('Error de inicio de sesión', {
          description: authErrorMessage(error, 'No se pudo iniciar sesión. Inténtalo de nuevo.'),
        });
        setSubmitting(false);
        return;
      }
      if (!data?.user) {
        toast.error('Error de inicio de sesión', { description: 'Credenciales inválidas' });
        setSubmitting(false);
        return;
      }
      toast.success('Inicio de sesión exitoso', { description: '¡Bienvenido de nuevo!' });
      await syncSession(true);
      const outcome = await completeSignIn();
      if (outcome === 'failed') {
        toast.error('Error de inicio de sesión', { description: 'No se pudo cargar tu perfil. Inténtalo de nuevo.' });
        setSubmitting(false);
      }
    } catch {
      toast.error('Error inesperado', { description: 'Ha ocurrido un error inesperado' });
      setSubmitting(false);
    }
  }

  async function handleForgotPassword() {
    const trimmedEmail = email.trim();
    if (!trimmedEmail) {
      setInvalid({ email: true });
      toast.error('Email requerido', {
        description: 'Por favor ingresa tu correo electrónico para restablecer la contraseña',
      });
      document.getElementById('email')?.focus();
      return;
    }
    setResetting(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: trimmedEmail, redirectTo: '/update-password' });
      if (error) {
        toast.error('Error al solicitar restablecimiento', {
          description: authErrorMessage(error, 'Inténtalo de nuevo en unos minutos.'),
        });
      } else {
        toast.success('Solicitud enviada', {
          description: 'Revisa tu correo electrónico para restablecer tu contraseña',
        });
      }
    } catch {
      toast.error('Error al solicitar restablecimiento', {
        description: 'No se pudo conectar con el servidor. Revisa tu conexión.',
      });
    } finally {
      setResetting(false);
    }
  }

  return (
    <AuthLayout title="Iniciar Sesión" subtitle="¡Qué alegría verte de nuevo! Entra para seguir creando historias." top={<BackButton to="/" />}>
      {confirmation ? <ConfirmationNotice outcome={confirmation} className="mb-5" /> : null}
      {notVerified ? (
        <Notice tone="info" className="mb-5">
          Tu cuenta todavía no está confirmada. Te hemos enviado de nuevo el correo de confirmación: abre el
          enlace que contiene y vuelve a iniciar sesión.
        </Notice>
      ) : null}
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-busy={submitting}>
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
        <div className="flex flex-col gap-1.5">
          <Field id="password" label="Contraseña">
            <PasswordInput
              id="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={invalid.password || undefined}
              required
            />
          </Field>
          <button
            type="button"
            onClick={handleForgotPassword}
            disabled={resetting}
            className="self-end rounded px-1 py-1 text-sm font-semibold text-primary underline-offset-4 hover:underline disabled:opacity-60"
          >
            {resetting ? 'Enviando...' : '¿Olvidaste tu contraseña?'}
          </button>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox id="remember" checked={rememberMe} onCheckedChange={(v) => setRememberMe(v === true)} />
          <Label htmlFor="remember" className="font-medium">
            Recordar sesión
          </Label>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : null}
          {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-violet-100" />o<span className="h-px flex-1 bg-violet-100" />
      </div>
      <GoogleButton label="Continuar con Google" errorTitle="Error al iniciar sesión con Google" disabled={submitting} />
      <p className="mt-6 text-center text-sm text-muted">
        ¿No tienes cuenta?{' '}
        <Link to="/signup" className="rounded font-semibold text-primary underline-offset-4 hover:underline">
          Regístrate
        </Link>
      </p>
    </AuthLayout>
  );
}
