// The child-safety corpora (test fixtures, never production code). The development sets, which the
// embedded check was built and trained on, each written by a different author: 'dev', 'dev-2', 'dev-5',
// 'dev-6', 'dev-8', 'dev-9' and 'dev-10' (their first figures were taken before anyone read them), and
// 'dev-3', 'dev-4' and 'dev-7' (once held out as 'heldout', 'heldout-fresh' and 'heldout-3', retired to
// development data when tuners had looked at them). 'heldout-5' and 'heldout-6' are the held-out sets:
// each written blind by an author who never saw the check or the other corpora; nothing is tuned on
// them, and loadSafetyCorpus answers null for a half whose file is not there. All use one format; the
// bench and the tests read them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../../shared/catalogs';
import type { HarmCategory } from '../providers/safety/safety-check';

export type OrdinaryCategory = 'ordinary' | 'hard-theme' | 'fairy-tale-conflict';

export interface SafetyCorpusEntry {
  text: string;
  language: LanguageId;
  label: 'harmful' | 'ordinary';
  category: Exclude<HarmCategory, never> | OrdinaryCategory;
}

export type SafetyCorpusHalf = 'dev' | 'dev-2' | 'dev-3' | 'dev-4' | 'dev-5' | 'dev-6' | 'dev-7' | 'dev-8' | 'dev-9' | 'dev-10' | 'heldout-5' | 'heldout-6';

/** The halves the check was built and trained on; every other half is held out. */
export const DEVELOPMENT_HALVES: readonly SafetyCorpusHalf[] = ['dev', 'dev-2', 'dev-3', 'dev-4', 'dev-5', 'dev-6', 'dev-7', 'dev-8', 'dev-9', 'dev-10'];

/**
 * The held-out halves, each written blind by its own author: measured once a round of work is done,
 * never tuned on (only their overall figures are ever read). 'heldout-6' was judged for the first time
 * before the round that added dev-9 and dev-10, and again after it.
 */
export const HELD_OUT_HALVES: readonly SafetyCorpusHalf[] = ['heldout-5', 'heldout-6'];

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'safety');

export function safetyCorpusPath(half: SafetyCorpusHalf): string {
  return path.join(FIXTURES, `${half}.json`);
}

/** The corpus half, or null when its file is not there (the held-out half arrives on its own branch). */
export function loadSafetyCorpus(half: SafetyCorpusHalf): SafetyCorpusEntry[] | null {
  const file = safetyCorpusPath(half);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SafetyCorpusEntry[];
}

/** A fixed sample: every `step`-th entry of each label, so the same texts are drawn on every run. */
export function fixedSample(entries: SafetyCorpusEntry[], step: number): SafetyCorpusEntry[] {
  const pick = (label: SafetyCorpusEntry['label']) => entries.filter((e) => e.label === label).filter((_, i) => i % step === 0);
  return [...pick('harmful'), ...pick('ordinary')];
}
