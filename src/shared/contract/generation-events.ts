// The Server-Sent Events of a streamed generation (DESIGN section 3 and decision 6), one schema per event
// name: the server types what it sends with them and the page validates what it receives with them, so
// the two cannot drift apart. POST /api/stories and POST /api/stories/:id/chapters stream `delta` then
// `done` or `error`; POST /api/chapters/:chapterId/narrations/:voiceId streams `progress`, once
// `playable`, then `done` or `error`.
import { z } from '../zod';
import type { Character } from './characters';
import type { CreateChapterResponse } from './continuations';
import { apiErrorSchema } from './errors';
import type { Narration } from './narration';
import type { Chapter, Story } from './stories';

// Loose objects: a field the server adds later reaches the page instead of being dropped on the way.
const characterSchema: z.ZodType<Character> = z.looseObject({
  id: z.string(),
  name: z.string(),
  hobbies: z.array(z.string()),
  personality: z.string(),
  profession: z.string(),
  description: z.string().nullable(),
  characterType: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const chapterSchema: z.ZodType<Chapter> = z.looseObject({
  id: z.string(),
  chapterNumber: z.number(),
  title: z.string(),
  content: z.string(),
  generationMethod: z.enum(['free', 'option1', 'option2', 'option3', 'custom']),
  createdAt: z.string(),
});

const storySchema: z.ZodType<Story> = z.looseObject({
  id: z.string(),
  title: z.string(),
  moral: z.string(),
  genre: z.string(),
  duration: z.string(),
  language: z.string(),
  additionalDetails: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  character: characterSchema,
  characters: z.array(characterSchema),
  chapters: z.array(chapterSchema).min(1),
});

const narrationSchema: z.ZodType<Narration> = z.looseObject({
  chapterId: z.string(),
  voiceId: z.string(),
  audioUrl: z.string(),
  durationSeconds: z.number().nullable(),
  byteSize: z.number().nullable(),
  createdAt: z.string(),
});

/** What a new story and a new chapter stream alike: each piece of the text as it is written, or the failure. */
export const textGenerationEvents = {
  delta: z.object({ text: z.string() }),
  error: apiErrorSchema,
};

/** POST /api/stories with Accept: text/event-stream. */
export const storyGenerationEvents = {
  ...textGenerationEvents,
  done: z.object({ story: storySchema }),
};

/** POST /api/stories/:id/chapters with Accept: text/event-stream. */
export const chapterGenerationEvents = {
  ...textGenerationEvents,
  done: z.object({ story: storySchema, chapter: chapterSchema }) satisfies z.ZodType<CreateChapterResponse>,
};

/**
 * POST .../narrations/:voiceId with Accept: text/event-stream. `progress` is the server's real progress
 * (10, up to 90 while speaking, 95 while storing, 100). `playable` comes once, as soon as the first audio
 * exists: liveUrl (same origin, under /api/) then plays the narration from its beginning while the rest
 * is still being made. `done` still follows with the stored narration, which later plays and seeking use.
 */
export const narrationGenerationEvents = {
  progress: z.object({ progress: z.number().min(0).max(100) }),
  playable: z.object({ liveUrl: z.string().startsWith('/api/') }),
  done: z.object({ narration: narrationSchema }),
  error: apiErrorSchema,
};

/** The events of one kind of generation: each name with the schema of its data. */
export type GenerationEventSchemas = Record<string, z.ZodType> & { done: z.ZodType; error: typeof apiErrorSchema };

/** One event of such a kind, as `{event, data}` with its data typed. */
export type GenerationEventOf<S extends GenerationEventSchemas> = {
  [K in keyof S & string]: { event: K; data: z.output<S[K]> };
}[keyof S & string];

/** The data of event `K`, as the server writes it. */
export type GenerationEventData<S extends GenerationEventSchemas, K extends keyof S> = z.input<S[K]>;
