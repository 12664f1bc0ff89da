// How a queued challenge reaches the server: PUT /api/stories/:id/challenges/:challengeId, idempotent.
// Apart from create-challenge.ts so that the start-up sync can load just this when a challenge waits in
// the queue (SPEC section 4), without the viewer's code.
import type { ChallengeQuestion } from '@shared/contract/challenges';
import { apiFetch } from '../../../lib/api';
import { registerSyncSender } from '../../../lib/app-sync';

/** The queue's table name; the start-up sync names it too (it loads this module by that name). */
export const CHALLENGES_TABLE = 'challenges';

export interface QueuedChallenge {
  storyId: string;
  id: string;
  questions: Omit<ChallengeQuestion, 'id'>[];
}

registerSyncSender(CHALLENGES_TABLE, async (item) => {
  const data = item.data as QueuedChallenge;
  await apiFetch(`/api/stories/${encodeURIComponent(data.storyId)}/challenges/${encodeURIComponent(data.id)}`, {
    method: 'PUT',
    body: { questions: data.questions },
  });
});
