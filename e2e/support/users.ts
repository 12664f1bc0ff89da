// Makes a confirmed user through the real API and signs the browser in, like epic-stack's login().
import type { Page } from 'playwright-core';
import type { RunningServer } from './server';

let counter = 0;

export interface E2EUser {
  email: string;
  password: string;
}

/** Signs up through the API and opens the mailed confirmation link. */
export async function createConfirmedUser(server: RunningServer, prefix = 'familia'): Promise<E2EUser> {
  const email = `${prefix}${Date.now()}${counter++}@example.com`;
  const password = 'contraseña-segura-1';
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password, name: prefix }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await server.latestMail(email, 'Confirma');
  const link = mail?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error('no confirmation mail');
  const verified = await fetch(link, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  return { email, password };
}

/** Signs the page's browser context in through the API (cookies land in the context). */
export async function signInPage(page: Page, server: RunningServer, user: E2EUser): Promise<void> {
  const res = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin: server.url },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/** A confirmed, signed-in user whose profile set-up is done. */
export async function readyUser(page: Page, server: RunningServer, profile: Record<string, unknown> = {}): Promise<E2EUser> {
  const user = await createConfirmedUser(server);
  await signInPage(page, server, user);
  const res = await page.request.put(`${server.url}/api/profile`, {
    data: { language: 'es', childAge: 6, specialNeed: null, ...profile },
    headers: { origin: server.url },
  });
  if (!res.ok()) throw new Error(`profile failed: ${res.status()}`);
  return user;
}
