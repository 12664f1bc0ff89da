import { Hono } from 'hono';
import { characterInputSchema } from '../../../shared/contract/characters';
import type { Database } from '../../db/client';
import { currentUser, type AppEnv } from '../../lib/context';
import { assertSafeInput } from '../../lib/safety-guard';
import { jsonBody, uuidParam } from '../../lib/validate';
import type { SafetyCheck } from '../../providers/safety/safety-check';
import {
  CHARACTER_NOT_FOUND,
  deleteCharacter,
  listCharacters,
  saveCharacter,
  updateCharacter,
} from './characters.service';

const characterIdParam = uuidParam('id', CHARACTER_NOT_FOUND);
const characterBody = jsonBody(characterInputSchema);

export function charactersRoutes(deps: { db: Database; safety: SafetyCheck }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const characters = await listCharacters(deps.db, currentUser(c).id);
      return c.json({ characters });
    })
    .post('/', characterBody, async (c) => {
      const input = c.req.valid('json');
      await assertSafeInput(deps.safety, [input.name, input.description, input.characterType]);
      const { character, created } = await saveCharacter(deps.db, currentUser(c).id, input);
      return c.json({ character }, created ? 201 : 200);
    })
    .put('/:id', characterIdParam, characterBody, async (c) => {
      const input = c.req.valid('json');
      await assertSafeInput(deps.safety, [input.name, input.description, input.characterType]);
      const character = await updateCharacter(deps.db, currentUser(c).id, c.req.valid('param').id, input);
      return c.json({ character });
    })
    .delete('/:id', characterIdParam, async (c) => {
      await deleteCharacter(deps.db, currentUser(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
