// What a confirmation link says when it brings the parent back (SPEC section 1's account flow): the
// account is confirmed (also when the link had been used before: better-auth answers both the same),
// or the link is expired, broken or its account is gone — with the next step right there: a new link
// sent to the address they type, or the sign-up page.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { EMAIL_CONFIRMED_PATH } from '@shared/contract/auth';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Notice } from '../../../components/ui/notice';
import { authClient } from '../../../lib/auth-client';
import { authErrorMessage, NETWORK_MESSAGE } from '../../../lib/auth-errors';
import { cn } from '../../../lib/utils';
import { EmailInput } from './auth-fields';

type Outcome = 'confirmed' | 'expired' | 'invalid' | 'no-account' | 'failed';

/** The outcome the link's return address carries (`?verified=1`, plus `?error=` when it failed). */
export function confirmationOutcome(params: URLSearchParams): Outcome | null {
  const error = params.get('error')?.toUpperCase();
  if (error === 'TOKEN_EXPIRED') return 'expired';
  if (error === 'INVALID_TOKEN') return 'invalid';
  if (error === 'USER_NOT_FOUND') return 'no-account';
  if (error) return 'failed';
  return params.get('verified') === '1' ? 'confirmed' : null;
}

export const CONFIRMATION_TEXTS: Record<Outcome, string> = {
  confirmed: '¡Tu correo electrónico está confirmado! Ya puedes iniciar sesión.',
  expired:
    'El enlace de confirmación ha caducado (dura 24 horas). Escribe tu correo y te enviaremos uno nuevo; después, inicia sesión.',
  invalid:
    'El enlace de confirmación no es válido: puede que esté incompleto o que ya haya caducado. Escribe tu correo y te enviaremos uno nuevo.',
  'no-account': 'Este enlace es de una cuenta que ya no existe. Puedes crear una cuenta nueva con tu correo.',
  failed: 'No se pudo confirmar tu cuenta. Escribe tu correo y te enviaremos un enlace nuevo.',
};

export function ConfirmationNotice({ outcome, className }: { outcome: Outcome; className?: string }) {
  if (outcome === 'confirmed') {
    return (
      <Notice tone="success" className={className}>
        {CONFIRMATION_TEXTS.confirmed}
      </Notice>
    );
  }
  if (outcome === 'no-account') {
    return (
      <Notice tone="error" className={className}>
        <p>{CONFIRMATION_TEXTS['no-account']}</p>
        <Link to="/signup" className="mt-2 inline-block rounded font-semibold text-primary underline underline-offset-4">
          Crear una cuenta
        </Link>
      </Notice>
    );
  }
  // The form sits beside the alert, not inside it: an alert is read out whole and holds no controls.
  return (
    <div className={cn('rounded-2xl border border-red-200 bg-white/80', className)}>
      <Notice tone="error" className="rounded-b-none border-0">
        {CONFIRMATION_TEXTS[outcome]}
      </Notice>
      <ResendConfirmation />
    </div>
  );
}

function ResendConfirmation() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem('Escribe el correo electrónico con el que te registraste.');
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email: address, callbackURL: EMAIL_CONFIRMED_PATH });
      if (error) setProblem(authErrorMessage(error, 'No se pudo enviar el enlace. Inténtalo de nuevo.'));
      else setSentTo(address);
    } catch {
      setProblem(NETWORK_MESSAGE);
    } finally {
      setSending(false);
    }
  }

  if (sentTo) {
    return (
      <p role="status" className="flex gap-2 p-4 text-sm font-semibold text-emerald-900">
        <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Si {sentTo} tiene una cuenta pendiente de confirmar, te acabamos de enviar un enlace nuevo. Ábrelo en las
          próximas 24 horas; si tu cuenta ya estaba confirmada, inicia sesión directamente.
        </span>
      </p>
    );
  }
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-2 p-4" aria-label="Enviar un nuevo enlace de confirmación">
      <Label htmlFor={`${id}-email`}>
        Tu correo electrónico
      </Label>
      <EmailInput
        id={`${id}-email`}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="outline" busy={sending} className="self-start">
        {sending ? 'Enviando...' : 'Enviar un nuevo enlace'}
      </Button>
    </form>
  );
}
