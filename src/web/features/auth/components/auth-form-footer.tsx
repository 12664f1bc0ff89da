import { Link } from 'react-router';
import { GoogleButton } from './google-button';

const FOOTERS = {
  'sign-in': {
    google: { label: 'Continuar con Google', errorTitle: 'Error al iniciar sesión con Google' },
    question: '¿No tienes cuenta?',
    to: '/signup',
    linkText: 'Regístrate',
  },
  'sign-up': {
    google: { label: 'Registrarse con Google', errorTitle: 'Error al registrarse con Google' },
    question: '¿Ya tienes cuenta?',
    to: '/login',
    linkText: 'Inicia sesión',
  },
} as const;

/**
 * Below the sign-in and sign-up forms: «o», the Google button (waiting while the form is being sent)
 * and the way to the other form.
 */
export function AuthFormFooter({ form, disabled }: { form: keyof typeof FOOTERS; disabled: boolean }) {
  const { google, question, to, linkText } = FOOTERS[form];
  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-violet-100" />o<span className="h-px flex-1 bg-violet-100" />
      </div>
      <GoogleButton label={google.label} errorTitle={google.errorTitle} disabled={disabled} />
      <p className="mt-6 text-center text-sm text-muted">
        {question}{' '}
        <Link to={to} className="rounded font-semibold text-primary underline-offset-4 hover:underline">
          {linkText}
        </Link>
      </p>
    </>
  );
}
