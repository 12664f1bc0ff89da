import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedChatServer, type ChatAnswer } from '../../test-support/scripted-chat-server';
import { combineSafety, createGuardSafety } from './guard-safety';
import { createEmbeddedSafety } from './embedded-safety';
import { SafetyUnavailableError } from './safety-check';

// The guard against a local server speaking the chat-completions wire format; `next` is its answer.
let next: ChatAnswer = { json: { safe: true, category: null } };
let chat: Awaited<ReturnType<typeof startScriptedChatServer>>;
const logs: string[] = [];

beforeAll(async () => {
  chat = await startScriptedChatServer({ respond: () => next });
});
afterAll(async () => {
  await chat?.close();
});

const guard = (model: string, timeoutMs = 2_000) =>
  createGuardSafety({ baseUrl: chat.baseUrl, apiKey: 'clave', model, timeoutMs, log: (l) => logs.push(l) });

describe('chat-model guard', () => {
  it('asks a general model for strict JSON with our categories, and reads its verdict', async () => {
    next = { json: { safe: false, category: 'dangerous-acts' } };
    expect(await guard('gpt-4o-mini').check('el niño toca los cables', { kind: 'parent-input', language: 'es' })).toEqual({ allowed: false, category: 'dangerous-acts' });
    const asked = chat.guardRequests.at(-1)!;
    expect(asked.body.response_format).toEqual({ type: 'json_object' });
    expect(asked.body.messages[0]!.content).toMatch(/"dangerous-acts"/);
    expect(asked.body.messages[0]!.content).toMatch(/grief for a grandparent/);
    expect(asked.body.messages[1]!.content).toBe('el niño toca los cables');

    next = { json: '```json\n{"safe": true, "category": null}\n```' };
    expect(await guard('gpt-4o-mini').check('un dragón amable', { kind: 'generated' })).toEqual({ allowed: true });
    next = { json: { safe: false, category: 'something-else' } };
    expect(await guard('gpt-4o-mini').check('x', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'other' });
  });

  it("reads a Llama Guard model's safe / unsafe answer and maps its hazard codes onto our categories", async () => {
    const cases: Array<[string, unknown]> = [
      ['safe', { allowed: true }],
      ['unsafe\nS11', { allowed: false, category: 'self-harm' }],
      ['unsafe\nS4', { allowed: false, category: 'sexual' }],
      ['unsafe\nS7', { allowed: false, category: 'personal-data' }],
      ['unsafe\nS9', { allowed: false, category: 'weapons' }],
      ['unsafe\nS13,S10', { allowed: false, category: 'hate' }],
      ['unsafe\nS14', { allowed: false, category: 'other' }],
    ];
    for (const [answer, verdict] of cases) {
      next = { json: answer };
      expect(await guard('llama-guard3:1b').check('texto', { kind: 'parent-input' }), answer).toEqual(verdict);
    }
    // A guard model gets the text alone: its own chat template frames it.
    expect(chat.guardRequests.at(-1)!.body.messages).toEqual([{ role: 'user', content: 'texto' }]);
  });

  it('fails closed: an error, a timeout or an answer in neither format throws SafetyUnavailableError', async () => {
    for (const answer of [{ status: 500 }, { hang: true }, { json: 'quizá' }, { json: { verdict: 'ok' } }] as ChatAnswer[]) {
      next = answer;
      await expect(guard('gpt-4o-mini', 300).check('un gato', { kind: 'parent-input' })).rejects.toBeInstanceOf(SafetyUnavailableError);
    }
    next = { json: 'maybe' };
    await expect(guard('llama-guard3', 300).check('un gato', { kind: 'parent-input' })).rejects.toBeInstanceOf(SafetyUnavailableError);
    expect(logs.some((l) => /se rechaza/.test(l))).toBe(true);
  });

  it('combined with the embedded check: the embedded check refuses first without asking the model', async () => {
    next = { json: { safe: true, category: null } };
    const combined = combineSafety(createEmbeddedSafety(), [guard('gpt-4o-mini')]);
    expect(combined.name).toBe('embedded+guard');
    const before = chat.guardRequests.length;
    expect(await combined.check('el niño bebe lejía', { kind: 'parent-input' })).toEqual({ allowed: false, category: 'dangerous-acts' });
    expect(chat.guardRequests.length).toBe(before);
    expect(await combined.check('un gato que aprende a nadar', { kind: 'parent-input' })).toEqual({ allowed: true });
    expect(chat.guardRequests.length).toBe(before + 1);
  });
});
