import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../../shared/contract/characters';
import { characters } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';

type ErrorBody = { error: { code: string; message: string } };

const luna = {
  name: 'Luna',
  hobbies: ['reading', 'magic'],
  personality: 'curioso,valiente',
  profession: 'wizard',
  description: 'Una niña con gafas redondas',
};

describe('characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function create(u: TestUser, body: Record<string, unknown>) {
    return t.json<{ character: Character } & ErrorBody>('POST', '/api/characters', { cookie: u.cookie, body });
  }

  it('creates a character and lists the newest first', async () => {
    const u = await t.createUser();
    const first = await create(u, luna);
    expect(first.status).toBe(201);
    expect(first.body.character).toMatchObject({
      name: 'Luna',
      hobbies: ['reading', 'magic'],
      personality: 'curioso,valiente',
      profession: 'wizard',
      description: 'Una niña con gafas redondas',
      characterType: null,
    });
    expect(first.body.character.id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await create(u, { ...luna, name: 'Teo', profession: 'astronaut' });
    expect(second.status).toBe(201);

    const list = await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: u.cookie });
    expect(list.status).toBe(200);
    expect(list.body.characters.map((c) => c.name)).toEqual(['Teo', 'Luna']);
  });

  it('updates with PUT and keeps the id', async () => {
    const u = await t.createUser();
    const { body } = await create(u, luna);
    const res = await t.json<{ character: Character }>('PUT', `/api/characters/${body.character.id}`, {
      cookie: u.cookie,
      body: { ...luna, name: 'Luna Estrella', hobbies: ['music'], personality: 'alegre', profession: 'knight', description: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.character).toMatchObject({
      id: body.character.id,
      name: 'Luna Estrella',
      hobbies: ['music'],
      personality: 'alegre',
      profession: 'knight',
      description: null,
    });
    const list = await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: u.cookie });
    expect(list.body.characters).toHaveLength(1);
    expect(list.body.characters[0].name).toBe('Luna Estrella');
  });

  it('makes a save with a client id idempotent: the same id again updates instead of duplicating', async () => {
    const u = await t.createUser();
    const id = crypto.randomUUID();
    const first = await create(u, { ...luna, id });
    expect(first.status).toBe(201);
    expect(first.body.character.id).toBe(id);
    const again = await create(u, { ...luna, id, hobbies: ['cooking'] });
    expect(again.status).toBe(200);
    expect(again.body.character).toMatchObject({ id, name: 'Luna', hobbies: ['cooking'] });
    const rows = await t.db.select().from(characters).where(eq(characters.userId, u.id));
    expect(rows).toHaveLength(1);
  });

  it.each([['Luna'], ['luna'], ['LUNA'], ['  lUnA  ']])('refuses a second character named %j (case-insensitive) with 409', async (name) => {
    const u = await t.createUser();
    await create(u, luna);
    const res = await create(u, { ...luna, name });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('duplicate_name');
    expect(res.body.error.message).toMatch(/Ya tienes un personaje llamado .*elige otro nombre/);
    const rows = await t.db.select().from(characters).where(eq(characters.userId, u.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses renaming a character to another one’s name, but allows keeping its own', async () => {
    const u = await t.createUser();
    const a = await create(u, luna);
    await create(u, { ...luna, name: 'Teo' });
    const clash = await t.json<ErrorBody>('PUT', `/api/characters/${a.body.character.id}`, {
      cookie: u.cookie,
      body: { ...luna, name: 'TEO' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('duplicate_name');
    const same = await t.json('PUT', `/api/characters/${a.body.character.id}`, {
      cookie: u.cookie,
      body: { ...luna, name: 'LUNA' },
    });
    expect(same.status).toBe(200);
  });

  it('answers 409, never 500, when parallel saves race for the same name', async () => {
    const u = await t.createUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => create(u, { ...luna, name: 'Gemela' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'duplicate_name')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
  });

  it('recognises the database’s own refusal of a duplicate name (the race-safe net)', async () => {
    const u = await t.createUser();
    await create(u, luna);
    const error = await t.db
      .insert(characters)
      .values({ userId: u.id, name: 'LUNA', hobbies: ['music'], personality: 'alegre', profession: 'knight' })
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(error, 'characters_user_name_unique')).toBe(true);
    expect(isUniqueViolation(error, 'characters_pkey')).toBe(false);
  });

  it('lets two users use the same name', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    expect((await create(a, luna)).status).toBe(201);
    expect((await create(b, luna)).status).toBe(201);
  });

  it('keeps another user’s character out of reach: 404 everywhere and nothing changes', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { body } = await create(owner, luna);
    const id = body.character.id;

    const list = await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: other.cookie });
    expect(list.body.characters).toEqual([]);

    const put = await t.json<ErrorBody>('PUT', `/api/characters/${id}`, { cookie: other.cookie, body: { ...luna, name: 'Robada' } });
    expect(put.status).toBe(404);
    expect(put.body.error.message).toBe('Personaje no encontrado');

    const post = await create(other, { ...luna, id, name: 'Robada' });
    expect(post.status).toBe(404);
    expect(post.body.error.message).toBe('Personaje no encontrado');

    const del = await t.json<ErrorBody>('DELETE', `/api/characters/${id}`, { cookie: other.cookie });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Personaje no encontrado');

    const [row] = await t.db.select().from(characters).where(eq(characters.id, id));
    expect(row).toMatchObject({ userId: owner.id, name: 'Luna' });
  });

  it('deletes the owner’s character; deleting it again or a missing id answers 404', async () => {
    const u = await t.createUser();
    const { body } = await create(u, luna);
    const del = await t.request('DELETE', `/api/characters/${body.character.id}`, { cookie: u.cookie });
    expect(del.status).toBe(204);
    const list = await t.json<{ characters: Character[] }>('GET', '/api/characters', { cookie: u.cookie });
    expect(list.body.characters).toEqual([]);
    for (const id of [body.character.id, crypto.randomUUID(), 'no-es-un-id']) {
      const again = await t.json<ErrorBody>('DELETE', `/api/characters/${id}`, { cookie: u.cookie });
      expect(again.status).toBe(404);
      expect(again.body.error).toEqual({ code: 'not_found', message: 'Personaje no encontrado' });
    }
  });

  it.each([
    [{ ...luna, name: '   ' }, 'Por favor, ingresa un nombre para tu personaje'],
    [{ ...luna, hobbies: [] }, 'Elige al menos una afición.'],
    [{ ...luna, hobbies: ['skydiving'] }, 'Hay una afición que no existe.'],
    [{ ...luna, personality: '' }, 'Elige al menos un rasgo de personalidad.'],
    [{ ...luna, personality: 'alegre,malvado' }, 'Hay un rasgo de personalidad que no existe.'],
    [{ ...luna, profession: 'pirate' }, 'Elige una profesión de la lista.'],
  ])('refuses invalid input %j with a Spanish message', async (body, message) => {
    const u = await t.createUser();
    const res = await create(u, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    const rows = await t.db.select().from(characters).where(eq(characters.userId, u.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await t.json<ErrorBody>('GET', '/api/characters');
    expect(res.status).toBe(401);
  });
});
