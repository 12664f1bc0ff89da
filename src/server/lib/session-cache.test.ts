// Who is signed in, remembered briefly: one lookup for many requests, never beyond the session's own
// end, and forgotten at once by an account change (sign-out, reset).
import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const luna = { id: 'u1', email: 'luna@example.com' };

describe('session cache', () => {
  it('asks once for the requests a page sends together, then remembers for the set time', async () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      return { user: luna, expiresAt: new Date(60_000) };
    };
    const users = await Promise.all([cache.resolve('c=1', lookup), cache.resolve('c=1', lookup), cache.resolve('c=1', lookup)]);
    expect(users).toEqual([luna, luna, luna]);
    expect(lookups).toBe(1);
    now = 4_999;
    expect(await cache.resolve('c=1', lookup)).toEqual(luna);
    expect(lookups).toBe(1);
    now = 5_000;
    await cache.resolve('c=1', lookup);
    expect(lookups).toBe(2);
  });

  it('never remembers a session past its own end, nor an unknown one', async () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 5_000, now: () => now });
    await cache.resolve('c=1', async () => ({ user: luna, expiresAt: new Date(1_000) }));
    now = 1_000;
    expect(cache.get('c=1')).toBeUndefined();
    expect(await cache.resolve('c=2', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets everyone on an account change, including a lookup still running', async () => {
    const cache = createSessionCache();
    await cache.resolve('c=1', async () => ({ user: luna, expiresAt: new Date(Date.now() + 60_000) }));
    let finish!: () => void;
    const slow = cache.resolve('c=2', () => new Promise((r) => (finish = () => r({ user: luna, expiresAt: new Date(Date.now() + 60_000) }))));
    cache.clear(); // a sign-out arrives
    finish();
    expect(await slow).toEqual(luna); // that request began before the sign-out
    expect(cache.get('c=1')).toBeUndefined();
    expect(cache.get('c=2')).toBeUndefined();
  });
});
