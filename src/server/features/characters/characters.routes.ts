import { Hono } from 'hono';
import { characterInputSchema } from '../../../shared/contract/characters';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertSafeInput } from '../../lib/safety-guard';
import { readJson } from '../../lib/validate';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import {
  CHARACTER_NOT_FOUND,
  deleteCharacter,
  listCharacters,
  saveCharacter,
  updateCharacter,
} from './characters.service';

function characterId(id: string): string {
  if (!isUuid(id)) throw notFound(CHARACTER_NOT_FOUND);
  return id;
}

export function charactersRoutes(deps: { db: Database; safety: SafetyCheck }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const characters = await listCharacters(deps.db, currentUser(c).id);
      return c.json({ characters });
    })
    .post('/', async (c) => {
      const input = await readJson(c, characterInputSchema);
      await assertSafeInput(deps.safety, [input.name, input.description, input.characterType]);
      const { character, created } = await saveCharacter(deps.db, currentUser(c).id, input);
      return c.json({ character }, created ? 201 : 200);
    })
    .put('/:id', async (c) => {
      const id = characterId(c.req.param('id'));
      const input = await readJson(c, characterInputSchema);
      await assertSafeInput(deps.safety, [input.name, input.description, input.characterType]);
      const character = await updateCharacter(deps.db, currentUser(c).id, id, input);
      return c.json({ character });
    })
    .delete('/:id', async (c) => {
      const id = characterId(c.req.param('id'));
      await deleteCharacter(deps.db, currentUser(c).id, id);
      return c.body(null, 204);
    });
}
