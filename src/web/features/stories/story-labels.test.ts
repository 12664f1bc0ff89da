import { describe, expect, it } from 'vitest';
import { formatStoryDate } from './story-labels';

describe('a story’s date in the library', () => {
  it('reads as a short Spanish date', () => {
    expect(formatStoryDate('2026-11-22T10:00:00.000Z')).toBe('22 nov 2026');
    expect(formatStoryDate('2026-01-05T10:00:00.000Z')).toBe('5 ene 2026');
  });

  it('is empty for a date that cannot be read', () => {
    expect(formatStoryDate('no es una fecha')).toBe('');
  });
});
