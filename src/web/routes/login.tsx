import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { BackButton } from '../components/layout/back-button';
import { SubmitButton } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Label } from '../components/ui/label';
import { Notice } from '../components/ui/notice';
import { PageSpinner } from '../components/ui/spinner';
import { signInSchema, useAuthForm } from '../features/auth/auth-form';
import { EmailField, PasswordField } from '../features/auth/components/auth-fields';
import { AuthFormFooter } from '../features/auth/components/auth-form-footer';
import { ConfirmationNotice, confirmationOutcome } from '../features/auth/components/confirmation-notice';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import { useSessionStatus } from '../queries/session';
import { authClient, syncSession } from '../lib/auth-client';
import { authErrorMessage, isEmailNotVerified } from '../lib/auth-errors';

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const { status } = useSessionStatus();
  const completeSignIn = useCompleteSignIn();
  const { form, submit } = useAuthForm(signInSchema, { email: '', password: '', rememberMe: true }, 'Error de inicio de sesión');
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [notVerified, setNotVerified] = useState(false);
  const confirmation = confirmationOutcome(searchParams);

  // Already signed in (e.g. the back button after login): nothing to do here. While this page signs the
  // user in, it navigates by itself once the profile is loaded.
  if (status === 'pending' && !submitting) return <PageSpinner />;
  if (status === 'authenticated' && !submitting) return <Navigate to="/home" replace />;

  async function signIn({ email, password, rememberMe }: { email: string; password: string; rememberMe: boolean }) {
    setNotVerified(false);
    setSubmitting(true);
    try {
      const { data, error } = await authClient.signIn.email({ email, password, rememberMe });
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
    const trimmedEmail = form.getValues('email').trim();
    if (!trimmedEmail) {
      // Only the e-mail is asked for here: a mark left on the password by a sign-in attempt goes.
      form.clearErrors('password');
      form.setError('email', { type: 'required' });
      toast.error('Email requerido', {
        description: 'Por favor ingresa tu correo electrónico para restablecer la contraseña',
      });
      form.setFocus('email');
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
      <FormProvider {...form}>
        <form onSubmit={submit(signIn)} noValidate className="flex flex-col gap-4" aria-busy={submitting}>
          <EmailField />
          <div className="flex flex-col gap-1.5">
            <PasswordField name="password" label="Contraseña" autoComplete="current-password" />
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
            <Controller
              name="rememberMe"
              control={form.control}
              render={({ field }) => (
                <Checkbox id="remember" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
              )}
            />
            <Label htmlFor="remember" className="font-medium">
              Recordar sesión
            </Label>
          </div>
          <SubmitButton className="mt-2" busy={submitting}>
            {submitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
          </SubmitButton>
        </form>
      </FormProvider>
      <AuthFormFooter form="sign-in" disabled={submitting} />
    </AuthLayout>
  );
}
