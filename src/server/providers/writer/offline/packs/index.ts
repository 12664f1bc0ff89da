import type { LanguageId } from '../../../../../shared/catalogs';
import type { StoryPack } from '../story-pack';
import { deStory } from './story-de';
import { enStory } from './story-en';
import { esStory } from './story-es';
import { frStory } from './story-fr';
import { itStory } from './story-it';

/** What the plot engine (plot.ts) knows about each story language. */
const STORY_PACKS: Record<LanguageId, StoryPack> = { es: esStory, en: enStory, fr: frStory, de: deStory, it: itStory };

/** The pack that writes a language's stories (Spanish for an unknown one). */
export function packFor(language: LanguageId): StoryPack {
  return STORY_PACKS[language] ?? esStory;
}
