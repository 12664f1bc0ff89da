import type { LanguageId } from '../../../../../shared/catalogs';
import type { LanguagePack } from '../pack';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

const PACKS: Record<LanguageId, LanguagePack> = { es, en, fr, de, it };

/** The phrase banks of a story language (Spanish for an unknown one). */
export function packFor(language: LanguageId): LanguagePack {
  return PACKS[language] ?? es;
}
