import type { Context } from 'hono';
import { unauthorized } from './errors';

export interface SessionUser {
  id: string;
  email: string;
}

export interface AppVariables {
  user: SessionUser | null;
}

export type AppEnv = { Variables: AppVariables };

/** The signed-in user of a request; routes behind requireUser can rely on it. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}
