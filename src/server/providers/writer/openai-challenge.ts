// Challenges from an OpenAI-compatible chat endpoint: one JSON answer (response_format
// json_object) validated strictly; anything unusable is a WriterError 'malformed' and nothing is stored.
import OpenAI from 'openai';
import { LANGUAGES } from '../../../shared/catalogs';
import { CHALLENGE_LANGUAGE_ENGLISH_NAMES } from '../../../shared/contract/challenge-texts';
import { z } from '../../../shared/zod';
import { mathBand } from './offline/challenges';
import { type ChallengeQuestionDraft, type ChallengeRequest, type WriteOptions, WriterError } from './story-writer';

const questionSchema = z.object({
  question: z.string().trim().min(1),
  options: z.array(z.string().trim().min(1)).length(4),
  correctOptionIndex: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(1),
});

const answerSchema = z.object({ questions: z.array(questionSchema).min(1).max(3) });

const MATH_BANDS = {
  counting: 'counting small groups of things (2 to 9), no written sums',
  within20: 'sums and differences with results between 0 and 20',
  within100: 'sums and differences within 100 and simple products (2–10 times 2–10)',
} as const;

const CATEGORY_INSTRUCTIONS = {
  math: (request: ChallengeRequest) =>
    `Math questions built from the story's own characters and things, fitting a ${request.story.request.childAge}-year-old: ${MATH_BANDS[mathBand(request.story.request.childAge)]}. The explanation shows the operation.`,
  comprehension: () =>
    'Reading comprehension questions (who, what, where) answerable from the chapter text alone; the right answer must be written in the chapter.',
  language: (request: ChallengeRequest) => {
    const target = request.targetLanguage ? CHALLENGE_LANGUAGE_ENGLISH_NAMES[request.targetLanguage] : 'English';
    return `Vocabulary questions teaching words that appear in the story, in ${target}: ask how a word of the story is said in ${target}, or what a ${target} word means. Wrong options are words of the same kind.`;
  },
} as const;

export function challengePrompt(request: ChallengeRequest): { system: string; user: string } {
  const story = request.story;
  const language = LANGUAGES.find((l) => l.id === story.request.language)?.englishName ?? 'Spanish';
  const index = Math.min(Math.max(0, request.chapterIndex), story.chapters.length - 1);
  const chapter = story.chapters[index];
  const system = [
    'You write short educational quiz questions for children about a story they have just read.',
    `Write the questions, options and explanations in ${language}.`,
    CATEGORY_INSTRUCTIONS[request.category](request),
    'Write 1 to 3 questions. Each has exactly 4 short options, only one right; vary the position of the right one; wrong options are plausible. Each has a one- or two-sentence kind explanation of the right answer.',
    'Answer only with a JSON object: {"questions": [{"question": string, "options": [string, string, string, string], "correctOptionIndex": 0-3, "explanation": string}]}.',
  ].join('\n');
  const user = [
    `Story: ${story.title}`,
    `Hero: ${story.request.character.name}. Child's age: ${story.request.childAge}.`,
    `Chapter ${index + 1}: ${chapter?.title ?? ''}`,
    chapter?.content ?? '',
  ].join('\n');
  return { system, user };
}

export async function createOpenAiChallenge(
  client: OpenAI,
  model: string,
  request: ChallengeRequest,
  options?: WriteOptions,
): Promise<ChallengeQuestionDraft[]> {
  const { system, user } = challengePrompt(request);
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create(
      {
        model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        // No temperature, as in openai-writer.ts: reasoning models refuse any value but their default.
      },
      { signal: options?.signal },
    );
    content = completion.choices[0]?.message?.content;
  } catch (error) {
    throw toWriterError(error);
  }
  let json: unknown;
  try {
    json = JSON.parse((content ?? '').replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new WriterError('La respuesta del reto no es un JSON válido.', 'malformed');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new WriterError('La respuesta del reto no tiene preguntas válidas.', 'malformed');
  const targetLanguage = request.category === 'language' ? (request.targetLanguage ?? null) : null;
  return parsed.data.questions.map((q) => ({ ...q, category: request.category, targetLanguage }));
}

function toWriterError(error: unknown): WriterError {
  if (error instanceof WriterError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new WriterError('El escritor tardó demasiado en responder.', 'timeout');
  if (error instanceof OpenAI.APIUserAbortError) return new WriterError('La generación se canceló.', 'timeout');
  if (error instanceof OpenAI.APIError && error.status === 400 && /content|policy|safety/i.test(error.message)) {
    return new WriterError('El escritor rechazó la petición.', 'refused');
  }
  return new WriterError('El escritor no está disponible ahora mismo.', 'unavailable');
}
