import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../shared/contract/suggestions';
import { presetSuggestions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PRESET_SUGGESTIONS, seedSuggestions } from './suggestions.service';

describe('suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers at least 24 different Spanish preset ideas', async () => {
    const u = await t.createUser();
    const res = await t.json<{ suggestions: Suggestion[] }>('GET', '/api/suggestions', { cookie: u.cookie });
    expect(res.status).toBe(200);
    const texts = res.body.suggestions.map((s) => s.textPrompt);
    expect(texts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.every((text) => /^Que .+\.$/.test(text))).toBe(true);
    expect(res.body.suggestions.every((s) => /^[0-9a-f-]{36}$/.test(s.id))).toBe(true);
  });

  it('seeding again adds nothing and keeps the ids', async () => {
    const before = await t.db.select().from(presetSuggestions);
    await seedSuggestions(t.db);
    const after = await t.db.select().from(presetSuggestions);
    expect(after).toHaveLength(PRESET_SUGGESTIONS.length);
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  });

  it('leaves inactive ideas out', async () => {
    const [hidden] = await t.db.select().from(presetSuggestions).limit(1);
    await t.db.update(presetSuggestions).set({ isActive: false }).where(eq(presetSuggestions.id, hidden.id));
    const u = await t.createUser();
    const res = await t.json<{ suggestions: Suggestion[] }>('GET', '/api/suggestions', { cookie: u.cookie });
    expect(res.body.suggestions.map((s) => s.id)).not.toContain(hidden.id);
    expect(res.body.suggestions).toHaveLength(PRESET_SUGGESTIONS.length - 1);
  });

  it('needs a session', async () => {
    const res = await t.json('GET', '/api/suggestions');
    expect(res.status).toBe(401);
  });
});
