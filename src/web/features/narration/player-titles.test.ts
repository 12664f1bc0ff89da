import { describe, expect, it } from 'vitest';
import { playerTitles } from './player-titles';

describe('playerTitles (the player header, SPEC section 2)', () => {
  it("shows the chapter's title, with the story's title beside it", () => {
    expect(playerTitles('El dragón valiente', 'El vuelo de Lucas')).toEqual({ storyTitle: 'El dragón valiente', title: 'El vuelo de Lucas' });
  });

  it("falls back to the story's title when the chapter has none", () => {
    for (const empty of ['', '   ', '\n', null, undefined]) {
      expect(playerTitles('El dragón valiente', empty)).toEqual({ storyTitle: 'El dragón valiente', title: 'El dragón valiente' });
    }
  });

  it("reads 'Historia sin título' when neither has a title", () => {
    expect(playerTitles('  ', '')).toEqual({ storyTitle: 'Historia sin título', title: 'Historia sin título' });
    expect(playerTitles('', ' Capítulo nuevo ')).toEqual({ storyTitle: 'Historia sin título', title: 'Capítulo nuevo' });
  });
});
