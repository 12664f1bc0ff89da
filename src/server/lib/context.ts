import type { Context } from 'hono';
import { unauthorized } from './errors';

export interface SessionUser {
  id: string;
  email: string;
}

export interface AppVariables {
  user: SessionUser | null;
  /** The client's address for rate limits (see lib/client-address.ts); undefined for in-process requests. */
  clientAddress: string | undefined;
}

export type AppEnv = { Variables: AppVariables };

/** The signed-in user of a request; routes behind requireUser can rely on it. */
export function currentUser<E extends AppEnv>(c: Context<E>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** Whether the client asked for Server-Sent Events rather than one JSON answer. */
export function wantsEventStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/event-stream');
}
