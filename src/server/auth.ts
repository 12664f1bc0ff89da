// Accounts through better-auth: email + password with confirmation by mail, password reset, optional
// Google sign-in, sessions in the database, and a sign-in rate limit kept in the database so that it
// holds across many server instances.
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from './db/client';
import * as schema from './db/schema';
import type { Mailer } from './providers/mail/mailer';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  google?: { clientId: string; clientSecret: string };
  trustProxy: boolean;
  /** Sign-in attempts allowed per address and minute. */
  signInLimitPerMinute: number;
}

/** Longest name and email an account may have (an email address has at most 254 characters). */
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

function emailLayout(title: string, body: string, buttonText: string, url: string): string {
  return `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;background:#f5f3ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:24px">
<h1 style="color:#6d28d9;font-size:22px">${title}</h1><p style="font-size:16px;line-height:1.5">${body}</p>
<p><a href="${url}" style="display:inline-block;background:#7c3aed;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">${buttonText}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${url}</p>
<p style="font-size:13px;color:#555">Si no has sido tú, ignora este mensaje.</p></div></body></html>`;
}

export function createAuth(options: AuthOptions) {
  const { mailer } = options;
  return betterAuth({
    appName: 'Cuentos Mágicos',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [new URL(options.baseUrl).origin],
    database: drizzleAdapter(options.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Restablece tu contraseña de Cuentos Mágicos',
          text: `Hola:\n\nHemos recibido una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (caduca en una hora):\n\n${url}\n\nSi no has sido tú, ignora este mensaje.`,
          html: emailLayout(
            'Restablece tu contraseña',
            'Hemos recibido una solicitud para restablecer tu contraseña. El enlace caduca en una hora.',
            'Elegir una nueva contraseña',
            url,
          ),
          link: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirma tu cuenta de Cuentos Mágicos',
          text: `¡Bienvenido a Cuentos Mágicos!\n\nConfirma tu correo electrónico abriendo este enlace:\n\n${url}\n\nSi no has creado una cuenta, ignora este mensaje.`,
          html: emailLayout(
            '¡Bienvenido a Cuentos Mágicos!',
            'Confirma tu correo electrónico para empezar a crear historias mágicas.',
            'Confirmar mi cuenta',
            url,
          ),
          link: url,
        });
      },
    },
    socialProviders: options.google
      ? { google: { clientId: options.google.clientId, clientSecret: options.google.clientSecret } }
      : undefined,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: options.signInLimitPerMinute },
        '/sign-up/email': { window: 60, max: options.signInLimitPerMinute * 2 },
        '/request-password-reset': { window: 60, max: options.signInLimitPerMinute },
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: options.trustProxy ? ['x-forwarded-for'] : ['x-cm-no-forwarding'] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    hooks: {
      // better-auth takes a name and an email of any length; a 30 kB name must not reach the database.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as { name?: unknown; email?: unknown };
        if (typeof body.name === 'string' && body.name.length > MAX_NAME_LENGTH) {
          throw new APIError('BAD_REQUEST', { code: 'NAME_TOO_LONG', message: `El nombre no puede tener más de ${MAX_NAME_LENGTH} caracteres.` });
        }
        if (typeof body.email === 'string' && body.email.length > MAX_EMAIL_LENGTH) {
          throw new APIError('BAD_REQUEST', { code: 'EMAIL_TOO_LONG', message: 'El correo electrónico es demasiado largo.' });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
