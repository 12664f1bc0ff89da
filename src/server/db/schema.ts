// Every table of SPEC section 3, plus better-auth's own and the bookkeeping the server needs
// (processed payment events). Migrations are generated from this file with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- better-auth (field names as better-auth expects them) ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- the product's tables (SPEC section 3) ----

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('es'),
  childAge: integer('child_age').notNull().default(5),
  specialNeed: text('special_need'),
  stripeCustomerId: text('stripe_customer_id'),
  subscriptionStatus: text('subscription_status'),
  subscriptionId: text('subscription_id'),
  planId: text('plan_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  voiceCredits: integer('voice_credits').notNull().default(0),
  monthlyStoriesGenerated: integer('monthly_stories_generated').notNull().default(0),
  monthlyVoiceGenerationsUsed: integer('monthly_voice_generations_used').notNull().default(0),
  /** The period the monthly counters belong to ('YYYY-MM' in Europe/Madrid, or the Premium period end): reset lazily when it changes. */
  storiesPeriod: text('stories_period'),
  voicePeriod: text('voice_period'),
  hasCompletedSetup: boolean('has_completed_setup').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hobbies: jsonb('hobbies').$type<string[]>().notNull().default([]),
    description: text('description'),
    profession: text('profession').notNull(),
    characterType: text('character_type'),
    /** Comma-joined personality trait ids, as SPEC stores them. */
    personality: text('personality').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('characters_user_id_idx').on(t.userId),
    uniqueIndex('characters_user_name_unique').on(t.userId, sql`lower(${t.name})`),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    audioUrl: text('audio_url'),
    moral: text('moral').notNull().default('kindness'),
    genre: text('genre').notNull().default('adventure'),
    duration: text('duration').notNull().default('medium'),
    language: text('language').notNull().default('es'),
    /** Deleting a character keeps its stories; they show 'Personaje Eliminado'. */
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    additionalDetails: text('additional_details'),
    /**
     * The continuation options last offered for this story: a chosen option is accepted only when it
     * is one of them (or one of SPEC's default options), so a client cannot pass any text off as one.
     */
    offeredOptions: jsonb('offered_options').$type<string[]>(),
    /**
     * The start of chapter 1's text, kept by the database itself: the library cuts its excerpt from it
     * without reading (and decompressing) every story's whole text. 200 characters: the excerpt's 160
     * (EXCERPT_LENGTH) and a few more, so it can end at a whole word.
     */
    opening: text('opening').generatedAlwaysAs(sql`left(content, 200)`),
    /** Whether a challenge was ever made for it: set by a trigger when one is stored (drizzle/0004). */
    hasChallenge: boolean('has_challenge').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stories_user_created_idx').on(t.userId, t.createdAt)],
);

export const storyChapters = pgTable(
  'story_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterNumber: integer('chapter_number').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    generationMethod: text('generation_method').notNull().default('free'),
    customInput: text('custom_input'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('story_chapters_story_number_unique').on(t.storyId, t.chapterNumber)],
);

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('challenges_story_id_idx').on(t.storyId)],
);

export const challengeQuestions = pgTable(
  'challenge_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOptionIndex: integer('correct_option_index').notNull(),
    explanation: text('explanation').notNull().default(''),
    category: text('category').notNull(),
    targetLanguage: text('target_language'),
  },
  (t) => [index('challenge_questions_challenge_id_idx').on(t.challengeId)],
);

export const audioFiles = pgTable(
  'audio_files',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => storyChapters.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The storage key of the MP3; it is served only through the API, never as a public address. */
    publicUrl: text('public_url').notNull(),
    durationSeconds: integer('duration_seconds'),
    byteSize: integer('byte_size'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.voiceId, t.userId] })],
);

export const presetSuggestions = pgTable('preset_suggestions', {
  id: uuid('id').primaryKey().defaultRandom(),
  textPrompt: text('text_prompt').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Payment events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- the gate: request counters and work in progress, shared by every server instance ----

/**
 * Fixed-window request counters (sign-in attempts per address and per account, challenges per minute…).
 * One row per key; the window starts again once `resetAt` has passed. Kept here rather than in memory so
 * that every instance behind a load balancer counts the same requests.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * A unit of the plan taken by work still running (a story, a chapter or a narration being made): it
 * counts against the limit from the moment the work starts, so parallel requests at the last unit start
 * the work once. Storing the result turns it into the real count and deletes it; a failure deletes it;
 * a server killed mid-work leaves one that stops counting once `expiresAt` has passed.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'story', 'chapter' or 'voice'. */
    kind: text('kind').notNull(),
    /** What the unit is for: the story of a chapter, the chapter and voice of a narration. */
    subject: text('subject'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quota_reservations_user_kind_idx').on(t.userId, t.kind)],
);
