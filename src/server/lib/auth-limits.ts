// Rate limits of the account routes (better-auth's, under /api/auth), kept in the database so every
// instance shares them. Per client address: sign-in, sign-up, password reset and the rest, each its own
// bucket, so one person guessing never locks anyone else out. Per account: wrong passwords (5 slow that
// account down, whoever tries) and reset or confirmation mails (so nobody's inbox is flooded). Session
// checks are not limited: the page asks on every load, and each one only reads the caller's own session.
import { type LimitRule, type RateLimiter, secondsUntil, waitInWords } from './rate-limit';

export interface AuthLimitsOptions {
  limiter: RateLimiter;
  clock: () => Date;
  /** Sign-in attempts per client address and minute (SIGN_IN_LIMIT_PER_MINUTE). */
  signInPerMinute: number;
}

/** Wrong passwords in a row that slow an account down, and for how long. */
export const ACCOUNT_FAILURES = { max: 5, windowSeconds: 15 * 60 } satisfies LimitRule;
/** Reset and confirmation mails one address receives. */
export const ACCOUNT_MAILS = { max: 3, windowSeconds: 15 * 60 } satisfies LimitRule;

export const accountLockedMessage = (wait: string) =>
  `Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de ${wait}.`;
export const addressLimitedMessage = (wait: string) => `Demasiados intentos desde tu conexión. Vuelve a intentarlo dentro de ${wait}.`;
export const mailLimitedMessage = (wait: string) =>
  `Ya te hemos enviado varios correos. Revisa tu bandeja de entrada (y la carpeta de spam) o vuelve a intentarlo dentro de ${wait}.`;

export interface AuthLimitRefusal {
  status: 429;
  code: string;
  message: string;
  retryAfterSeconds: number;
}

/** What one request to /api/auth must respect: a per-address bucket and, for some, a per-account one. */
interface Plan {
  address?: { bucket: string; rule: LimitRule };
  account?: { kind: 'sign-in' | 'mail'; rule: LimitRule };
}

function planFor(method: string, path: string, signInPerMinute: number): Plan {
  const perMinute = (max: number): LimitRule => ({ max, windowSeconds: 60 });
  if (method === 'GET' && path === '/get-session') return {};
  if (path === '/sign-in/email') return { address: { bucket: 'sign-in', rule: perMinute(signInPerMinute) }, account: { kind: 'sign-in', rule: ACCOUNT_FAILURES } };
  if (path === '/sign-up/email') return { address: { bucket: 'sign-up', rule: perMinute(signInPerMinute * 2) } };
  if (path === '/request-password-reset' || path === '/forget-password' || path === '/send-verification-email') {
    return { address: { bucket: 'mail', rule: perMinute(signInPerMinute) }, account: { kind: 'mail', rule: ACCOUNT_MAILS } };
  }
  if (path === '/reset-password' || path.startsWith('/change-password') || path.startsWith('/change-email')) {
    return { address: { bucket: 'password', rule: perMinute(signInPerMinute) } };
  }
  // Everything else (sign-out, the confirmation link, social sign-in and its callback…): generous.
  return { address: { bucket: 'auth', rule: perMinute(Math.max(100, signInPerMinute * 20)) } };
}

/** An email as one account: case and surrounding spaces do not make another bucket. */
export function accountKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

export function createAuthLimits(options: AuthLimitsOptions) {
  const { limiter, clock } = options;
  const refusal = (resetAt: Date, message: (wait: string) => string, code: string): AuthLimitRefusal => {
    const seconds = secondsUntil(resetAt, clock());
    return { status: 429, code, message: message(waitInWords(seconds)), retryAfterSeconds: seconds };
  };

  return {
    /**
     * Counts the request before better-auth sees it. Answers the refusal to send, or a `settle` to call
     * with better-auth's status once it answered (a correct password clears that account's failures; a
     * request that was neither right nor a wrong password is not held against the account).
     */
    async admit(
      method: string,
      path: string,
      address: string | undefined,
      email: string | undefined,
    ): Promise<{ refused: AuthLimitRefusal } | { settle: (status: number) => Promise<void> }> {
      const plan = planFor(method, path, options.signInPerMinute);
      // Requests made inside the process (tests) have no address; every network request has one.
      if (plan.address && address !== undefined) {
        const decision = await limiter.hit(`${plan.address.bucket}:address:${address}`, plan.address.rule);
        if (!decision.allowed) return { refused: refusal(decision.resetAt, addressLimitedMessage, 'TOO_MANY_REQUESTS') };
      }
      if (!plan.account || !email) return { settle: async () => undefined };
      const key = `${plan.account.kind}:account:${accountKey(email)}`;
      const kind = plan.account.kind;
      // Counted before the password is checked, so twenty parallel guesses cannot all slip in.
      const decision = await limiter.hit(key, plan.account.rule);
      if (!decision.allowed) {
        return kind === 'sign-in'
          ? { refused: refusal(decision.resetAt, accountLockedMessage, 'TOO_MANY_FAILED_ATTEMPTS') }
          : { refused: refusal(decision.resetAt, mailLimitedMessage, 'TOO_MANY_EMAILS') };
      }
      return {
        settle: async (status: number) => {
          if (kind !== 'sign-in') {
            if (status >= 400) await limiter.giveBack(key);
            return;
          }
          if (status >= 200 && status < 300) await limiter.clear(key);
          else if (status !== 401) await limiter.giveBack(key);
        },
      };
    },
  };
}
