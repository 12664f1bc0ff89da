// Accounts through better-auth: email + password with confirmation by mail, password reset, optional
// Google sign-in and sessions in the database. Its routes' rate limits are app.ts's (lib/auth-limits.ts).
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { cleanText, textProblem } from '../shared/contract/clean-text';
import type { Database } from './db/client';
import * as schema from './db/schema';
import { EMAIL_CONFIRMED_PATH } from '../shared/contract/auth';
import type { Mailer } from './providers/mail/mailer';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  google?: { clientId: string; clientSecret: string };
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
      sendVerificationEmail: async ({ user, url: givenUrl }) => {
        // better-auth takes the return address from whoever asked for the mail (sign-up, a sign-in of an
        // unconfirmed account, a re-send) and falls back to '/', where nothing is said. Every
        // confirmation link lands on the page that explains what happened instead.
        const link = new URL(givenUrl);
        link.searchParams.set('callbackURL', EMAIL_CONFIRMED_PATH);
        const url = link.toString();
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
    // Off: app.ts limits these routes itself (lib/auth-limits.ts), per address and per account, in the
    // database. better-auth's limiter keys by address alone and cannot tell accounts apart.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: options.baseUrl.startsWith('https://'),
      // The client address app.ts resolved (socket, or our proxies' X-Forwarded-For); any copy the client
      // sent itself was dropped before this request was built.
      ipAddress: { ipAddressHeaders: ['x-cm-client-ip'] },
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
        // The account's name is shown like a character's: no direction override, nothing invisible.
        if (typeof body.name === 'string') {
          const problem = textProblem(body.name);
          if (problem) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: problem });
          return { context: { body: { ...(ctx.body as object), name: cleanText(body.name, 'name').trim() } } };
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
