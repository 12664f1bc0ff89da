import type { Character } from '@shared/contract/characters';

/** A character as the server answers it, for page tests that need one. */
export const sampleCharacter: Character = {
  id: '5f0c2a64-6d4e-4a39-9a51-0d2f3c7b8e11',
  name: 'Luna',
  hobbies: ['reading'],
  personality: 'alegre',
  profession: 'wizard',
  description: null,
  characterType: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
