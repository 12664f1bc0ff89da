// What the player's header (and the lock screen) names (SPEC section 2): the chapter's title, falling
// back to the story's, which itself reads 'Historia sin título' when empty (SPEC section 7).

export const UNTITLED_STORY = 'Historia sin título';

export interface PlayerTitles {
  /** The story's title as shown. */
  storyTitle: string;
  /** The header: the chapter's title, or the story's when the chapter has none. */
  title: string;
}

export function playerTitles(storyTitle: string | null | undefined, chapterTitle: string | null | undefined): PlayerTitles {
  const story = storyTitle?.trim() || UNTITLED_STORY;
  return { storyTitle: story, title: chapterTitle?.trim() || story };
}
