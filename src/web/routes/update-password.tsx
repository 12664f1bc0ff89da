import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AuthLayout } from '../components/layout/auth-layout';
import { Button, buttonClasses } from '../components/ui/button';
import { Field } from '../components/ui/field';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { PasswordInput } from '../features/auth/components/password-input';
import { authClient } from '../lib/auth-client';
import { authErrorMessage } from '../lib/auth-errors';
import { MIN_PASSWORD_LENGTH } from '../features/auth/password-rules';

/** Return point of the password-reset e-mail: better-auth adds ?token=… (or ?error=INVALID_TOKEN). */
export default function UpdatePasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState<{ password?: boolean; confirm?: boolean }>({});

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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirm) {
      setInvalid({ password: !password, confirm: !confirm });
      toast.error('Error al actualizar la contraseña', { description: 'Por favor, completa todos los campos' });
      return;
    }
    if (password !== confirm) {
      setInvalid({ password: true, confirm: true });
      toast.error('Error al actualizar la contraseña', { description: 'Las contraseñas no coinciden' });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      setInvalid({ password: true });
      toast.error('Error al actualizar la contraseña', {
        description: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
      });
      return;
    }
    setInvalid({});
    setSubmitting(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token: token ?? '' });
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
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-busy={submitting}>
        <Field id="new-password" label="Nueva contraseña" hint={`Mínimo ${MIN_PASSWORD_LENGTH} caracteres.`}>
          <PasswordInput
            id="new-password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={invalid.password || undefined}
            aria-describedby="new-password-hint"
            required
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
        <Button type="submit" size="lg" className="mt-2 w-full" busy={submitting}>
          {submitting ? <Spinner size="sm" decorative /> : null}
          {submitting ? 'Guardando...' : 'Guardar contraseña'}
        </Button>
      </form>
    </AuthLayout>
  );
}
