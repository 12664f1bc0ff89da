// POST /api/stories/:id/challenges → {id, questions, stored}. When the server could not store the
// questions it still answers them (`stored: false`) and the write goes to the offline sync queue
// (SPEC section 7: failed challenge writes are queued), sent later with PUT, which is idempotent.
import type { Challenge, ChallengeCategoryId } from '@shared/contract/challenges';
import { apiFetch } from '../../../lib/api';
import { syncQueue } from '../../../lib/app-sync';
import { CHALLENGES_TABLE, type QueuedChallenge } from './challenge-sync';

export interface CreateChallengeVariables {
  storyId: string;
  category: ChallengeCategoryId;
  targetLanguage?: string | null;
  chapterIndex: number;
}

export async function createChallenge({ storyId, category, targetLanguage, chapterIndex }: CreateChallengeVariables): Promise<Challenge> {
  const challenge = await apiFetch<Challenge>(`/api/stories/${encodeURIComponent(storyId)}/challenges`, {
    method: 'POST',
    body: { id: crypto.randomUUID(), category, targetLanguage: category === 'language' ? targetLanguage : undefined, chapterIndex },
  });
  if (challenge.stored === false) {
    const questions = challenge.questions.map(({ id: _id, ...question }) => question);
    void syncQueue.add({ table: CHALLENGES_TABLE, operation: 'insert', data: { storyId, id: challenge.id, questions } satisfies QueuedChallenge });
  }
  return challenge;
}
