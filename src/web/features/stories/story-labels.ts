import { catalogLabel, DURATIONS, GENRES, PROFESSIONS } from '@shared/catalogs';
import type { LibraryCharacter, Story } from '@shared/contract/stories';

// Made on first use: building a date format costs a phone several milliseconds, and every page that
// only shows a story's labels would pay it while starting.
let dateFormat: Intl.DateTimeFormat | undefined;

/** '22 nov 2026': the library's short Spanish date. */
export function formatStoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });
  return dateFormat.format(date);
}

export function chaptersLabel(count: number): string | null {
  return count > 1 ? `${count} capítulos` : null;
}

/** 'Luna · Mago', or just the name when the profession is unknown (a deleted character). */
export function characterLine(story: { character: Pick<LibraryCharacter, 'name' | 'profession'> }): string {
  const profession = catalogLabel(PROFESSIONS, story.character.profession);
  return profession ? `${story.character.name} · ${profession}` : story.character.name;
}

export function genreLabel(story: Pick<Story, 'genre'>): string {
  return catalogLabel(GENRES, story.genre);
}

export function durationLabel(story: Pick<Story, 'duration'>): string {
  return catalogLabel(DURATIONS, story.duration);
}
