import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { buttonClasses, SubmitButton } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { newPasswordSchema, useAuthForm } from '../features/auth/auth-form';
import { NewPasswordFields } from '../features/auth/components/auth-fields';
import { authClient } from '../lib/auth-client';
import { authErrorMessage } from '../lib/auth-errors';

/** Return point of the password-reset e-mail: better-auth adds ?token=… (or ?error=INVALID_TOKEN). */
export default function UpdatePasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const { form, submit } = useAuthForm(
    newPasswordSchema,
    { 'new-password': '', 'confirm-password': '' },
    'Error al actualizar la contraseña',
  );
  const [submitting, setSubmitting] = useState(false);

  if (linkError || !token) {
    return (
      <AuthLayout title="Restablecer contraseña">
        <Notice tone="error">
          El enlace para restablecer la contraseña no es válido o ha caducado. Vuelve a iniciar sesión y pulsa
          «¿Olvidaste tu contraseña?» para recibir uno nuevo.
        </Notice>
        <Link to="/login" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Ir a Iniciar Sesión
        </Link>
      </AuthLayout>
    );
  }

  async function saveNewPassword(values: { 'new-password': string }) {
    setSubmitting(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: values['new-password'], token: token ?? '' });
      if (error) {
        toast.error('Error al actualizar la contraseña', {
          description: authErrorMessage(error, 'No se pudo actualizar la contraseña. Solicita un nuevo enlace.'),
        });
        setSubmitting(false);
        return;
      }
      toast.success('Contraseña actualizada', { description: 'Ya puedes iniciar sesión con tu nueva contraseña.' });
      await navigate('/login', { replace: true });
    } catch {
      toast.error('Error inesperado', { description: 'Ha ocurrido un error inesperado' });
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Nueva contraseña" subtitle="Elige una contraseña nueva para tu cuenta.">
      <FormProvider {...form}>
        <form onSubmit={submit(saveNewPassword)} noValidate className="flex flex-col gap-4" aria-busy={submitting}>
          <NewPasswordFields name="new-password" label="Nueva contraseña" />
          <SubmitButton className="mt-2" busy={submitting}>
            {submitting ? 'Guardando...' : 'Guardar contraseña'}
          </SubmitButton>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
