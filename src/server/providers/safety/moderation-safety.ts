// The safety check through an OpenAI-compatible moderation endpoint (POST {MODERATION_BASE_URL}/moderations).
// The endpoint judges violence, sexual content, self-harm and hate; personal data (addresses, phone
// numbers, emails, ID numbers) and drugs are not among its categories, so the built-in detectors for those
// always run too. When the endpoint fails, the whole built-in list decides — logged, never failing open.
import OpenAI from 'openai';
import { builtinCategory, containsPersonalData } from './builtin-safety';
import type { SafetyCategory, SafetyCheck, SafetyContext, SafetyVerdict } from './safety-check';
import { openAiClient } from '../openai-client';

export interface ModerationSafetyConfig {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  log: (line: string) => void;
}

/** The endpoint's category names ("violence/graphic", "self-harm/intent"...) in ours. */
export function mapModerationCategory(name: string): SafetyCategory {
  const root = name.split('/')[0]?.toLowerCase() ?? '';
  if (root === 'sexual') return 'sexual';
  if (root === 'self-harm' || root === 'self_harm') return 'self-harm';
  if (root === 'hate' || root === 'harassment') return 'hate';
  if (root === 'violence') return 'violence';
  if (root === 'illicit') return 'drugs';
  return 'other';
}

// Refused first when several are flagged.
const PRIORITY: SafetyCategory[] = ['sexual', 'self-harm', 'hate', 'violence', 'drugs', 'other'];

/** Plain fairy-tale violence (a battle, a wolf) is tolerated in a generated story unless graphic or near-certain. */
const GENERATED_VIOLENCE_SCORE = 0.9;

type ModerationResult = OpenAI.Moderations.Moderation;

function verdictOf(result: ModerationResult, context: SafetyContext): SafetyCategory | null {
  const categories = (result.categories ?? {}) as unknown as Record<string, boolean | null | undefined>;
  const scores = (result.category_scores ?? {}) as unknown as Record<string, number | null | undefined>;
  const flagged = Object.entries(categories)
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .filter((name) => {
      if (context.kind !== 'generated' || name !== 'violence') return true;
      return (scores.violence ?? 1) >= GENERATED_VIOLENCE_SCORE;
    });
  if (flagged.length === 0) {
    // An endpoint may answer `flagged: true` without naming a category.
    return result.flagged && Object.keys(categories).length === 0 ? 'other' : null;
  }
  const mapped = flagged.map(mapModerationCategory);
  return PRIORITY.find((c) => mapped.includes(c)) ?? 'other';
}

export function createModerationSafety(config: ModerationSafetyConfig): SafetyCheck {
  const client = openAiClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs ?? 15_000 });
  return {
    name: 'moderation',
    async check(text, context): Promise<SafetyVerdict> {
      if (containsPersonalData(text)) return { allowed: false, category: 'personal-data' };
      let results: ModerationResult[];
      try {
        const response = await client.moderations.create({ input: text, ...(config.model ? { model: config.model } : {}) });
        results = response.results ?? [];
        if (results.length === 0) throw new Error('respuesta sin resultados');
      } catch (error) {
        config.log(
          `La moderación no respondió (${error instanceof Error ? error.message : String(error)}); se usa la lista integrada.`,
        );
        const category = builtinCategory(text, context.kind);
        return category ? { allowed: false, category } : { allowed: true };
      }
      for (const result of results) {
        const category = verdictOf(result, context);
        if (category) return { allowed: false, category };
      }
      // Drugs are not a moderation category for text: the built-in list still refuses them.
      const builtin = builtinCategory(text, context.kind);
      if (builtin === 'drugs') return { allowed: false, category: 'drugs' };
      return { allowed: true };
    },
  };
}
