import type { LanguageId } from '../../../../../shared/catalogs';
import type { LanguagePack } from '../pack';
import type { StoryPack } from '../story-pack';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { deStory } from './story-de';
import { enStory } from './story-en';
import { esStory } from './story-es';
import { frStory } from './story-fr';
import { itStory } from './story-it';

const PACKS: Record<LanguageId, LanguagePack> = { es, en, fr, de, it };

/** The languages whose pack tells plots (plot.ts); the others are told by the classic composer. */
const STORY_PACKS: Partial<Record<LanguageId, StoryPack>> = { es: esStory, en: enStory, fr: frStory, de: deStory, it: itStory };

/** The classic phrase banks of a story language (Spanish for an unknown one). */
export function classicPackFor(language: LanguageId): LanguagePack {
  return PACKS[language] ?? es;
}

/** The plot pack of a story language, when it has one. */
export function storyPackFor(language: LanguageId): StoryPack | undefined {
  return STORY_PACKS[language];
}

/** The pack that writes a language's stories: its plot pack, or its classic one. */
export function packFor(language: LanguageId): StoryPack | LanguagePack {
  return STORY_PACKS[language] ?? classicPackFor(language);
}
