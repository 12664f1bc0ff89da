import { catalogLabel, DURATIONS, GENRES, PROFESSIONS } from '@shared/catalogs';
import type { Story } from '@shared/contract/stories';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });

/** '22 nov 2026': the library's short Spanish date. */
export function formatStoryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function chaptersLabel(count: number): string | null {
  return count > 1 ? `${count} capítulos` : null;
}

/** 'Luna · Mago', or just the name when the profession is unknown (a deleted character). */
export function characterLine(story: Pick<Story, 'character'>): string {
  const profession = catalogLabel(PROFESSIONS, story.character.profession);
  return profession ? `${story.character.name} · ${profession}` : story.character.name;
}

export function genreLabel(story: Pick<Story, 'genre'>): string {
  return catalogLabel(GENRES, story.genre);
}

export function durationLabel(story: Pick<Story, 'duration'>): string {
  return catalogLabel(DURATIONS, story.duration);
}
