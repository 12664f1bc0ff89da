// Stories the parent has opened, kept in this browser so an opened story stays readable when the network
// drops (a phone on a train, a child's bedtime without Wi-Fi). Kept under the signed-in user's key of the
// per-user storage, so they go when the parent signs out or another parent signs in.
//
// Written by hand rather than with TanStack's query persister: that package pins another release of the
// query library, which the page would then ship twice.
import type { QueryClient } from '@tanstack/react-query';
import type { Story } from '@shared/contract/stories';
import { userStorage } from '../lib/user-storage';

const STORE_NAME = 'opened-stories';
/** Enough for the stories a family rereads; a long story is about 30 kB, so the browser's 5 MB hold them. */
export const OPENED_STORIES_KEPT = 20;

interface Kept {
  story: Story;
  /** When it was last opened or changed (ms): the oldest goes first. */
  at: number;
}

function readAll(): Kept[] {
  try {
    const raw = userStorage.stateStorage.getItem(STORE_NAME);
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(parsed) ? (parsed as Kept[]) : [];
  } catch {
    return []; // unreadable storage: nothing kept
  }
}

/**
 * Stories read before the page knew who is signed in (a story's address opened directly: its answer
 * can arrive before the session's), kept once the user is known.
 */
let waiting: Story[] = [];
userStorage.onUserChange((userId) => {
  const stories = waiting;
  waiting = [];
  if (userId) for (const story of stories) rememberStory(story);
});

/** Keeps (or refreshes) a story as it was last read from the server. */
export function rememberStory(story: Story, now = Date.now()): void {
  if (userStorage.getUserId() === null) {
    waiting = [...waiting.filter((s) => s.id !== story.id), story];
    return;
  }
  const others = readAll().filter((kept) => kept.story.id !== story.id);
  const next = [{ story, at: now }, ...others].slice(0, OPENED_STORIES_KEPT);
  void userStorage.stateStorage.setItem(STORE_NAME, JSON.stringify(next));
}

/** The kept copy of a story, if this browser opened it. */
export function openedStory(storyId: string): Story | undefined {
  return readAll().find((kept) => kept.story.id === storyId)?.story;
}

/** A deleted story is not kept. */
export function forgetStory(storyId: string): void {
  const all = readAll();
  const rest = all.filter((kept) => kept.story.id !== storyId);
  if (rest.length !== all.length) void userStorage.stateStorage.setItem(STORE_NAME, JSON.stringify(rest));
}

/**
 * Keeps every whole story the page receives (opened, just written or continued: the queries
 * ['stories', id]) in this browser, so it can be read again without network.
 */
export function keepOpenedStories(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [root, storyId, ...rest] = event.query.queryKey;
    const story = event.query.state.data as Story | undefined;
    if (root === 'stories' && typeof storyId === 'string' && rest.length === 0 && story?.id === storyId) rememberStory(story);
  });
}
