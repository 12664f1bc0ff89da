import { describe, expect, it } from 'vitest';
import type { Character } from '@shared/contract/characters';
import { pickSuggestions } from './pick-suggestions';
import { missingStoryStep } from './steps';
import type { StoryOptionsValues } from './store';

const character = { id: 'c1', name: 'Luna' } as Character;
const none: StoryOptionsValues = { character: null, genre: null, moral: null, duration: null, additionalDetails: null };

describe('story flow guard', () => {
  it('sends each step back to the first earlier choice that is missing', () => {
    expect(missingStoryStep('duration', none)).toBeNull();
    expect(missingStoryStep('character', none)).toBe('/duration');
    expect(missingStoryStep('genre', { ...none, duration: 'short' })).toBe('/character-selection');
    expect(missingStoryStep('moral', { ...none, duration: 'short', character })).toBe('/story-genre');
    expect(missingStoryStep('details', { ...none, duration: 'short', character, genre: 'fable' })).toBe('/story-moral');
    const complete = { ...none, duration: 'short' as const, character, genre: 'fable' as const, moral: 'kindness' as const };
    expect(missingStoryStep('details', complete)).toBeNull();
    // The details are optional: generation only needs the four choices.
    expect(missingStoryStep('generate', complete)).toBeNull();
  });
});

describe('preset suggestions', () => {
  const all = Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, textPrompt: `Idea ${i}` }));

  it('shows three different ideas, and new ones after Nuevas ideas when there are enough', () => {
    for (let run = 0; run < 50; run += 1) {
      const first = pickSuggestions(all);
      expect(new Set(first.map((s) => s.id)).size).toBe(3);
      const next = pickSuggestions(all, first.map((s) => s.id));
      expect(next).toHaveLength(3);
      expect(next.some((s) => first.some((f) => f.id === s.id))).toBe(false);
    }
  });

  it('shows what exists when there are fewer ideas than places', () => {
    expect(pickSuggestions(all.slice(0, 2))).toHaveLength(2);
    // Only two unseen ideas: three are still shown, some of them again.
    expect(pickSuggestions(all.slice(0, 4), ['s0', 's1'])).toHaveLength(3);
  });
});
