// The chat-model guard: with a chat model configured, a model (SAFETY_MODEL, the story model by default)
// classifies each parent's text and each generated paragraph into our categories. Two answer formats:
//   - a general chat model is told our categories and answers strict JSON:
//     {"safe": false, "category": "dangerous-acts"} or {"safe": true, "category": null};
//   - a guard model such as Llama Guard 3 (served by Ollama as "llama-guard3") answers in its own format,
//     "safe" or "unsafe\nS1,S10", whose hazard codes are mapped onto our categories.
// Whatever the model answers outside those formats, and any failure or timeout, throws
// SafetyUnavailableError: the text is refused (fail closed), never let through unjudged.

import {
  HARM_CATEGORIES,
  type HarmCategory,
  type SafetyCategory,
  type SafetyCheck,
  type SafetyContext,
  type SafetyVerdict,
  SafetyUnavailableError,
} from './safety-check';
import { openAiClient } from '../openai-client';

export interface GuardSafetyConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  log: (line: string) => void;
}

/**
 * Llama Guard 3's hazard codes (MLCommons taxonomy) in our categories. S2 (non-violent crimes) and S6
 * (specialized advice) cover the dangerous things a child could copy; S5, S8, S13 and S14 have no
 * counterpart and are refused as 'other'.
 */
export const LLAMA_GUARD_CODES: Record<string, SafetyCategory> = {
  S1: 'violence',
  S2: 'dangerous-acts',
  S3: 'sexual',
  S4: 'sexual',
  S5: 'other',
  S6: 'dangerous-acts',
  S7: 'personal-data',
  S8: 'other',
  S9: 'weapons',
  S10: 'hate',
  S11: 'self-harm',
  S12: 'sexual',
  S13: 'other',
  S14: 'other',
};

/** A guard model answers in the Llama Guard format; any other model is asked for JSON. */
export function isGuardModel(model: string): boolean {
  return /guard/i.test(model);
}

/** The instructions a general chat model classifies with. */
export function guardInstructions(kind: SafetyContext['kind']): string {
  const what =
    kind === 'parent-input'
      ? 'a request a parent typed for a story for a young child (3 to 10 years old)'
      : 'a paragraph of a story written for a young child (3 to 10 years old)';
  return [
    `You are a child-safety classifier. You receive ${what}, in Spanish, English, French, German or Italian.`,
    'Judge what is asked or told, however it is phrased: paraphrases, euphemisms, indirect requests and misspellings count.',
    'Categories of harm:',
    '- "self-harm": self-injury, suicide, wanting to die, eating disorders (not eating to be thin, vomiting on purpose);',
    '- "dangerous-acts": things a child could imitate and be hurt by: drinking or tasting household chemicals, taking medicines or pills (e.g. because they look like sweets), electricity (objects in sockets), fire and matches, heights, water without adults, closed spaces (fridges, washing machines, plastic bags), going with strangers or keeping their secrets;',
    '- "sexual": sexual content, or grooming: adults asking for secrets, touching, undressing, photos;',
    '- "violence": graphic violence, cruelty to people or animals, abuse at home;',
    '- "drugs": alcohol, tobacco, vaping or drugs for a child;',
    '- "hate": hatred of or demeaning generalisations about a group of people;',
    '- "weapons": real weapons, bombs, terror;',
    '- "personal-data": real addresses, phone numbers, emails, a child\'s full name with school or schedule.',
    'These are SAFE and must be accepted: grief for a grandparent or a pet, illness, hospital, an operation, divorce, fear of the dark, adoption, two mums or two dads, a new sibling, bullying solved by asking for help, diabetes and other conditions, and fairy-tale conflict (dragons, a wolf, wooden swords, a knight who defeats a monster, a pillow fight).',
    'Answer only with JSON, no other text: {"safe": true, "category": null} or {"safe": false, "category": "<one of the categories above>"}.',
  ].join('\n');
}

/** Reads a Llama Guard answer ("safe", "unsafe\nS1,S10"); undefined when it is not one. */
export function parseLlamaGuardAnswer(answer: string): SafetyVerdict | undefined {
  const text = answer.trim();
  if (/^safe\b/i.test(text)) return { allowed: true };
  const unsafe = /^unsafe\b\s*([\s\S]*)$/i.exec(text);
  if (!unsafe) return undefined;
  const codes = (unsafe[1] ?? '').match(/S\d{1,2}/gi) ?? [];
  const categories = codes.map((code) => LLAMA_GUARD_CODES[code.toUpperCase()] ?? 'other');
  // The most specific of the flagged categories: anything but 'other' first.
  const category = categories.find((c) => c !== 'other') ?? 'other';
  return { allowed: false, category };
}

/** Reads a general model's JSON answer; undefined when it is not the strict format asked for. */
export function parseJsonGuardAnswer(answer: string): SafetyVerdict | undefined {
  // Some models wrap JSON in a code fence even when told not to.
  const text = answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { safe, category } = parsed as { safe?: unknown; category?: unknown };
  if (safe === true) return { allowed: true };
  if (safe !== false) return undefined;
  if (typeof category === 'string' && (HARM_CATEGORIES as string[]).includes(category)) {
    return { allowed: false, category: category as HarmCategory };
  }
  return { allowed: false, category: 'other' };
}

export function createGuardSafety(config: GuardSafetyConfig): SafetyCheck {
  const client = openAiClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs ?? 15_000 });
  const guardModel = isGuardModel(config.model);
  return {
    name: 'guard',
    async check(text, context): Promise<SafetyVerdict> {
      let answer: string;
      try {
        const completion = await client.chat.completions.create(
          guardModel
            ? // Llama Guard's own chat template frames the conversation; it needs no instructions.
              { model: config.model, temperature: 0, messages: [{ role: 'user', content: text }] }
            : {
                model: config.model,
                temperature: 0,
                response_format: { type: 'json_object' },
                messages: [
                  { role: 'system', content: guardInstructions(context.kind) },
                  { role: 'user', content: text },
                ],
              },
        );
        answer = completion.choices[0]?.message?.content ?? '';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        config.log(`El guardián de seguridad no respondió (${reason}); el texto se rechaza.`);
        throw new SafetyUnavailableError(reason);
      }
      const verdict = guardModel ? parseLlamaGuardAnswer(answer) : parseJsonGuardAnswer(answer);
      if (!verdict) {
        config.log(`El guardián de seguridad respondió algo que no se entiende (${answer.slice(0, 80)}); el texto se rechaza.`);
        throw new SafetyUnavailableError('respuesta no válida');
      }
      return verdict;
    },
  };
}

/**
 * Several checks as one: the first (the embedded check, free and instant) decides alone when it
 * refuses; otherwise every other check must accept. Any check that cannot judge makes the whole
 * refuse (its SafetyUnavailableError is passed on).
 */
export function combineSafety(first: SafetyCheck, others: SafetyCheck[]): SafetyCheck {
  if (others.length === 0) return first;
  return {
    name: [first, ...others].map((c) => c.name).join('+'),
    async check(text, context): Promise<SafetyVerdict> {
      const verdict = await first.check(text, context);
      if (!verdict.allowed) return verdict;
      const verdicts = await Promise.all(others.map((c) => c.check(text, context)));
      return verdicts.find((v) => !v.allowed) ?? { allowed: true };
    },
  };
}
