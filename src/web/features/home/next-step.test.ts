import { describe, expect, it } from 'vitest';
import type { LibraryStory } from '@shared/contract/stories';
import { lastStory, nextStep } from './next-step';

function story(id: string, updatedAt: string, chapters: number, hasChallenge = false): LibraryStory {
  const character = { id: 'c1', name: 'Luna', profession: 'wizard', hobbies: [] };
  return {
    id,
    title: `Historia ${id}`,
    moral: 'friendship',
    genre: 'fantasy',
    duration: 'short',
    language: 'es',
    additionalDetails: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt,
    excerpt: 'Había una vez…',
    hasChallenge,
    character,
    characters: [character],
    chapters: Array.from({ length: chapters }, (_, i) => ({ id: `${id}-${i}`, chapterNumber: i + 1, title: `Capítulo ${i + 1}`, createdAt: updatedAt })),
  };
}

describe('home for a returning parent', () => {
  it('comes back to the story touched last, a continued older one included', () => {
    const newest = story('a', '2026-11-20T10:00:00.000Z', 1);
    const continued = story('b', '2026-11-21T09:00:00.000Z', 2);
    expect(lastStory([newest, continued])?.id).toBe('b');
    expect(lastStory([])).toBeUndefined();
  });

  it('suggests a new chapter while the plan allows one', () => {
    expect(nextStep(story('a', '2026-11-20T10:00:00.000Z', 1), 'free')).toEqual({ kind: 'continue', label: 'Continuar la historia', to: '/story/a/continue' });
    expect(nextStep(story('a', '2026-11-20T10:00:00.000Z', 5, true), 'premium').kind).toBe('continue');
  });

  it('then a challenge on its last chapter when it has none, then a new story', () => {
    expect(nextStep(story('a', '2026-11-20T10:00:00.000Z', 2), 'free')).toEqual({
      kind: 'challenge',
      label: 'Hacer un reto sobre la historia',
      to: '/story/a?chapter=1',
    });
    expect(nextStep(story('a', '2026-11-20T10:00:00.000Z', 2, true), 'free')).toEqual({ kind: 'new-story', label: 'Crear una nueva historia' });
  });
});
