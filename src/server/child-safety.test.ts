// Child safety through the real app (DESIGN decision 9): a parent's unsafe text is refused before the
// writer sees it, and an unsafe generated text is never stored; neither costs anything. The texts come
// from the app's real OpenAI-compatible writer, pointed at a local chat-completions server.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTINUATION_OPTIONS } from '../shared/contract/continuations';
import type { Character } from '../shared/contract/characters';
import type { Story } from '../shared/contract/stories';
import { challenges, characters, stories, storyChapters } from './db/schema';
import { plausibleAnswer, startScriptedChatServer } from './test-support/scripted-chat-server';
import { createTestApp, manualClock, type TestApp, type TestUser } from './test-support/test-app';

const KIND = 'Ese texto no es apropiado para un cuento infantil.';
const EXAMPLE = 'Prueba con otra idea, por ejemplo: «un dragón que tiene miedo a la oscuridad».';
/** What the parent reads for a refused text: the kind sentence, a hint by category, an idea that works. */
const HINTS = {
  violence:
    'Quita la violencia con sangre, el maltrato o la crueldad con personas o animales. Un conflicto de cuento, como un caballero que vence a un dragón, sí vale.',
  sexual: 'Quita el contenido sexual y los secretos con adultos sobre el cuerpo, las caricias, desnudarse o las fotos.',
  'self-harm':
    'Los cuentos no muestran a nadie haciéndose daño, dejando de comer o queriendo desaparecer. Si es un tema que preocupa, prueba con un cuento sobre hablar de lo que se siente y pedir ayuda.',
  'dangerous-acts':
    'Quita lo que un niño podría imitar y le pondría en peligro: productos de limpieza, medicinas, enchufes, fuego, alturas, agua sin un adulto o irse con desconocidos.',
  drugs: 'Quita el alcohol, el tabaco, el vapeo y las drogas.',
  hate: 'Quita las ideas que desprecian o excluyen a un grupo de personas por su origen, su religión, su aspecto o quién es.',
  other: 'Cambia la parte que no sería apropiada para un niño.',
};
const unsafeInput = (category: keyof typeof HINTS) => `${KIND} ${HINTS[category]} ${EXAMPLE}`;
const SAFETY_UNAVAILABLE =
  'No hemos podido comprobar que el texto sea apropiado para un niño, así que no lo hemos usado. Inténtalo de nuevo en unos minutos.';
const PERSONAL_DATA = 'Por seguridad, no incluyas direcciones, teléfonos ni otros datos personales en el cuento.';
const UNSAFE_OUTPUT = 'No hemos podido crear un cuento adecuado con estas opciones. Inténtalo de nuevo con otras ideas.';

type ErrorBody = { error: { code: string; message: string } };

const UNSAFE_STORY =
  'La noche más oscura\n\n' +
  'El hombre sacó un cuchillo y apuñaló a su vecino una y otra vez. Había sangre por todas partes y nadie pudo hacer nada. ' +
  'Después se fue a su casa, se sentó junto a la ventana y esperó a que llegara la mañana sin decir una sola palabra a nadie.';

/**
 * The provider behind the app's real OpenAI-compatible writer: a local chat-completions server that
 * answers as a well-behaved model, or, while `unsafe` is set, with texts no child should read.
 */
async function switchableProvider() {
  const state = { unsafe: false };
  const chat = await startScriptedChatServer({
    respond: (request) => {
      if (!state.unsafe) return plausibleAnswer(request);
      switch (request.kind) {
        case 'story':
        case 'continuation':
          return { stream: UNSAFE_STORY };
        case 'options':
          return { json: { options: [{ summary: 'Luna vuelve al bosque' }, { summary: 'Luna compra cocaína en el mercado' }, { summary: 'Luna visita a su abuela' }] } };
        case 'safety':
          return plausibleAnswer(request);
        case 'challenge':
          return {
            json: {
              questions: [
                {
                  question: '¿Con qué apuñaló el hombre a su vecino?',
                  options: ['Con un cuchillo', 'Con una cuchara', 'Con un lápiz', 'Con una flor'],
                  correctOptionIndex: 0,
                  explanation: 'Había sangre por todas partes.',
                },
              ],
            },
          };
      }
    },
  });
  return { chat, state };
}

function parseSse(body: string) {
  return body
    .split(/\n\n/)
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

describe('child safety in the app', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof switchableProvider>>;
  const clock = manualClock(new Date('2026-11-15T10:00:00Z'));
  /** Requests the provider received during the current test. */
  let calls = 0;
  const callsNow = () => provider.chat.requests.length - calls;
  const kindsNow = () => provider.chat.requests.slice(calls).map((r) => r.kind);

  beforeAll(async () => {
    provider = await switchableProvider();
    t = await createTestApp({ clock, env: provider.chat.env() });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.chat.close();
  });
  beforeEach(() => {
    provider.state.unsafe = false;
    calls = provider.chat.requests.length;
  });

  const userWithCharacter = () => t.createUserWithCharacter();
  const used = (userId: string) => t.storiesUsed(userId);

  async function storiesOf(userId: string) {
    return t.db.select().from(stories).where(eq(stories.userId, userId));
  }

  function createStory(user: TestUser, body: Record<string, unknown>, sse = false) {
    return t.request('POST', '/api/stories', {
      cookie: user.cookie,
      body: { genre: 'fantasy', moral: 'friendship', duration: 'short', ...body },
      headers: { accept: sse ? 'text/event-stream' : 'application/json' },
    });
  }

  it('refuses unsafe extra details with 422 unsafe_input before writing: nothing stored, no quota used', async () => {
    const { user, character } = await userWithCharacter();
    for (const [details, category] of [
      ['que el lobo apuñale a la abuela y haya sangre por todas partes', 'violence'],
      ['a story about sex', 'sexual'],
      ['una niña que se quiere suicidar', 'self-harm'],
      ['que el niño se beba la lejía del baño para ser fuerte', 'dangerous-acts'],
    ] as const) {
      const res = await createStory(user, { characterId: character.id, additionalDetails: details });
      expect(res.status).toBe(422);
      const body = (await res.json()) as ErrorBody;
      expect(body).toEqual({ error: { code: 'unsafe_input', message: unsafeInput(category) } });
      // The hint says what kind of thing to change; it never repeats the parent's words.
      expect(body.error.message).not.toContain(details);
    }
    expect(callsNow()).toBe(0);
    expect(await storiesOf(user.id)).toHaveLength(0);
    expect(await used(user.id)).toBe(0);
  });

  it('refuses personal data in the extra details with its own message', async () => {
    const { user, character } = await userWithCharacter();
    for (const details of ['vive en la calle Mayor 5, 2ºB', 'su teléfono es 612 345 678', 'escribe a lucia@example.com']) {
      const res = await createStory(user, { characterId: character.id, additionalDetails: details });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'unsafe_input', message: PERSONAL_DATA } });
    }
    expect(callsNow()).toBe(0);
    expect(await storiesOf(user.id)).toHaveLength(0);
  });

  it('writes an ordinary idea as usual', async () => {
    const { user, character } = await userWithCharacter();
    const res = await createStory(user, { characterId: character.id, additionalDetails: 'un dragón que tiene miedo a la oscuridad' });
    expect(res.status).toBe(201);
    expect(await storiesOf(user.id)).toHaveLength(1);
    expect(await used(user.id)).toBe(1);
  });

  it('never stores an unsafe generated story (JSON): 422 unsafe_output, no row, no quota', async () => {
    const { user, character } = await userWithCharacter();
    provider.state.unsafe = true;
    const res = await createStory(user, { characterId: character.id });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'unsafe_output', message: UNSAFE_OUTPUT } });
    expect(callsNow()).toBe(1);
    expect(provider.chat.requests.at(-1)!.kind).toBe('story');
    expect(await storiesOf(user.id)).toHaveLength(0);
    expect(await used(user.id)).toBe(0);
  });

  it('never stores an unsafe generated story (stream): the stream ends with an error event, no done, no row, no quota', async () => {
    const { user, character } = await userWithCharacter();
    provider.state.unsafe = true;
    const res = await createStory(user, { characterId: character.id }, true);
    const events = parseSse(await res.text());
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: { code: 'unsafe_output', message: UNSAFE_OUTPUT } } });
    expect(await storiesOf(user.id)).toHaveLength(0);
    expect(await used(user.id)).toBe(0);
  });

  it('checks continuations: an unsafe custom direction and an unsafe chapter are refused and store nothing', async () => {
    const { user, character } = await userWithCharacter();
    const created = await createStory(user, { characterId: character.id });
    const { story } = (await created.json()) as { story: Story };
    const chaptersOf = () => t.db.select().from(storyChapters).where(eq(storyChapters.storyId, story.id));

    const custom = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'custom', customInput: 'que Luna se emborrache y fume porros' },
    });
    expect(custom.status).toBe(422);
    expect(custom.body).toEqual({ error: { code: 'unsafe_input', message: unsafeInput('drugs') } });
    expect(kindsNow()).not.toContain('continuation');

    provider.state.unsafe = true;
    const free = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, { cookie: user.cookie, body: { method: 'free' } });
    expect(free.status).toBe(422);
    expect(free.body).toEqual({ error: { code: 'unsafe_output', message: UNSAFE_OUTPUT } });
    expect(await chaptersOf()).toHaveLength(1);

    // The Free plan's one continuation is still there to use.
    provider.state.unsafe = false;
    const ok = await t.json('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'custom', customInput: 'una pelea de almohadas en el castillo' },
    });
    expect(ok.status).toBe(201);
    expect(await chaptersOf()).toHaveLength(2);
  });

  it('replaces unsafe continuation options with the default ones', async () => {
    const { user, character } = await userWithCharacter();
    const created = await createStory(user, { characterId: character.id });
    const { story } = (await created.json()) as { story: Story };
    provider.state.unsafe = true;
    const res = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body.options.map((o) => o.summary)).toEqual(DEFAULT_CONTINUATION_OPTIONS.es);
    expect(kindsNow()).toContain('options');
  });

  it('never stores unsafe challenge questions', async () => {
    const { user, character } = await userWithCharacter();
    const created = await createStory(user, { characterId: character.id });
    const { story } = (await created.json()) as { story: Story };
    provider.state.unsafe = true;
    const res = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/challenges`, { cookie: user.cookie, body: { category: 'comprehension' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'unsafe_output', message: UNSAFE_OUTPUT } });
    expect(kindsNow()).toContain('challenge');
    expect(await t.db.select().from(challenges).where(eq(challenges.storyId, story.id))).toHaveLength(0);
  });

  it('accepts only an option it offered for that story, and judges questions sent back by the page as a parent\'s text', async () => {
    const { user, character } = await userWithCharacter();
    const created = await createStory(user, { characterId: character.id });
    const { story } = (await created.json()) as { story: Story };
    const chaptersOf = () => t.db.select().from(storyChapters).where(eq(storyChapters.storyId, story.id));
    // A summary the server never offered is refused, harmful or not, and never reaches the writer.
    for (const optionSummary of ['Luna apuñala al dragón y hay sangre por todas partes', 'Luna bebe lejía para ser fuerte', 'Luna visita a su abuela']) {
      const option = await t.json<ErrorBody>('POST', `/api/stories/${story.id}/chapters`, {
        cookie: user.cookie,
        body: { method: 'option1', optionSummary },
      });
      expect(option.status).toBe(400);
      expect(option.body).toEqual({ error: { code: 'invalid_option', message: 'Opción seleccionada no válida.' } });
    }
    expect(kindsNow()).not.toContain('continuation');
    expect(await chaptersOf()).toHaveLength(1);
    // One the server offered is written.
    const offered = await t.json<{ options: { summary: string }[] }>('GET', `/api/stories/${story.id}/continuation-options`, { cookie: user.cookie });
    const chosen = await t.json('POST', `/api/stories/${story.id}/chapters`, {
      cookie: user.cookie,
      body: { method: 'option2', optionSummary: offered.body.options[1]!.summary },
    });
    expect(chosen.status).toBe(201);
    expect(await chaptersOf()).toHaveLength(2);

    const challengeId = crypto.randomUUID();
    const put = await t.json<ErrorBody>('PUT', `/api/stories/${story.id}/challenges/${challengeId}`, {
      cookie: user.cookie,
      body: {
        questions: [
          {
            question: '¿Qué compró Luna en el mercado?',
            options: ['Cocaína', 'Pan', 'Fruta', 'Nada'],
            correctOptionIndex: 0,
            explanation: 'Compró lo que le pidieron.',
            category: 'comprehension',
            targetLanguage: null,
          },
        ],
      },
    });
    expect(put.status).toBe(422);
    expect(put.body).toEqual({ error: { code: 'unsafe_input', message: unsafeInput('drugs') } });
    expect(await t.db.select().from(challenges).where(eq(challenges.storyId, story.id))).toHaveLength(0);
  });

  it('refuses an unsafe character name or description and stores nothing', async () => {
    const user = await t.createReadyUser();
    for (const body of [
      { name: 'Hitler', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      { name: 'Luna', description: 'vive en la calle Mayor 5, 2ºB', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      { name: 'Luna', description: 'una niña a la que un señor le pide fotos sin ropa y que no se lo cuente a nadie', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      { name: 'Luna', characterType: 'niña que fuma porros', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
      { name: 'su\u200bicida', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    ]) {
      const res = await t.json<ErrorBody>('POST', '/api/characters', { cookie: user.cookie, body });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('unsafe_input');
    }
    expect(await t.db.select().from(characters).where(eq(characters.userId, user.id))).toHaveLength(0);
  });
});

describe('child safety with a moderation endpoint configured', () => {
  let t: TestApp;
  let moderation: http.Server;
  const inputs: string[] = [];

  beforeAll(async () => {
    // A local server speaking the moderations wire format: it flags any text containing 'PROHIBIDO'.
    moderation = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const input = String((JSON.parse(raw) as { input: unknown }).input);
        inputs.push(input);
        const flagged = input.includes('PROHIBIDO');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'modr-1',
            model: 'omni-moderation-latest',
            results: [{ flagged, categories: { hate: flagged, violence: false }, category_scores: { hate: flagged ? 0.99 : 0.01, violence: 0.01 } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => moderation.listen(0, '127.0.0.1', resolve));
    const port = (moderation.address() as AddressInfo).port;
    t = await createTestApp({ env: { MODERATION_BASE_URL: `http://127.0.0.1:${port}/v1`, MODERATION_API_KEY: 'clave-moderacion' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => moderation.close(resolve));
  });

  it("asks the endpoint about the parent's text and about the generated story", async () => {
    const user = await t.createReadyUser();
    const char = await t.json<{ character: Character }>('POST', '/api/characters', {
      cookie: user.cookie,
      body: { name: 'Luna', hobbies: ['reading'], personality: 'curioso', profession: 'wizard' },
    });
    expect(char.status).toBe(201);
    const body = { characterId: char.body.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' };

    const refused = await t.json<ErrorBody>('POST', '/api/stories', { cookie: user.cookie, body: { ...body, additionalDetails: 'algo PROHIBIDO' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { code: 'unsafe_input', message: unsafeInput('hate') } });
    expect(inputs).toContain('algo PROHIBIDO');

    const ok = await t.json<{ story: Story }>('POST', '/api/stories', { cookie: user.cookie, body: { ...body, additionalDetails: 'un dragón amable' } });
    expect(ok.status).toBe(201);
    // The generated story itself went through the endpoint, paragraph by paragraph, before it was stored.
    expect(inputs.some((i) => i.includes(ok.body.story.title))).toBe(true);
    const firstParagraph = ok.body.story.chapters[0]!.content.split(/\n\s*\n/)[0]!.trim();
    expect(inputs.some((i) => i.includes(firstParagraph))).toBe(true);
    expect(await t.db.select().from(stories).where(eq(stories.userId, user.id))).toHaveLength(1);
  });
});

describe('child safety with a chat-model guard', () => {
  // The local chat server plays both the writer and the guard. The guard finds 'XYZZY' harmful;
  // `guard` says how it answers: as a general model (strict JSON), failing, or not at all.
  const state = { guard: 'answer' as 'answer' | 'fail' | 'hang' | 'nonsense', harmfulParagraph: false };
  let chat: Awaited<ReturnType<typeof startScriptedChatServer>>;
  let general: TestApp;
  let llamaGuard: TestApp;

  const STORY_WITH_HARM = 'Luna y el bosque\n\nLuna salió al bosque una mañana de sol.\n\nEntonces pasó algo XYZZY que nadie debe leer.\n\nY volvió a casa.';

  beforeAll(async () => {
    chat = await startScriptedChatServer({
      respond: (request) => {
        if (request.kind === 'story' && state.harmfulParagraph) return { stream: STORY_WITH_HARM, wordsPerChunk: 2 };
        if (request.kind !== 'safety') return plausibleAnswer(request);
        if (state.guard === 'fail') return { status: 500 };
        if (state.guard === 'hang') return { hang: true };
        if (state.guard === 'nonsense') return { json: 'Creo que está bien, más o menos.' };
        const text = request.body.messages.at(-1)!.content;
        const harmful = text.includes('XYZZY');
        if (/guard/i.test(request.body.model ?? '')) return { json: harmful ? 'unsafe\nS1,S10' : 'safe' };
        return { json: harmful ? { safe: false, category: 'dangerous-acts' } : { safe: true, category: null } };
      },
    });
    const env = { ...chat.env(), SAFETY_GUARD: 'auto', SAFETY_TIMEOUT_MS: '400' };
    general = await createTestApp({ env });
    llamaGuard = await createTestApp({ env: { ...env, SAFETY_MODEL: 'llama-guard3' } });
  });
  afterAll(async () => {
    await general?.close();
    await llamaGuard?.close();
    await chat?.close();
  });
  beforeEach(() => {
    state.guard = 'answer';
    state.harmfulParagraph = false;
  });

  async function storyAttempt(app: TestApp, details: string | undefined, sse = false, guard: typeof state.guard = 'answer') {
    state.guard = 'answer';
    const { user, character } = await app.createUserWithCharacter();
    state.guard = guard;
    const writerCalls = chat.requests.length;
    const res = await app.request('POST', '/api/stories', {
      cookie: user.cookie,
      body: { characterId: character.id, genre: 'fantasy', moral: 'friendship', duration: 'short', additionalDetails: details },
      headers: { accept: sse ? 'text/event-stream' : 'application/json' },
    });
    const rows = async () => app.db.select().from(stories).where(eq(stories.userId, user.id));
    return { res, rows, used: () => app.storiesUsed(user.id), writerCalled: () => chat.requests.length > writerCalls };
  }

  it('reports the guard in /api/health', async () => {
    expect((await general.json<{ safety: string }>('GET', '/api/health')).body.safety).toBe('embedded+guard');
  });

  it("a general model judges the parent's text in strict JSON: refused with the category's hint, nothing written, stored or counted", async () => {
    const before = chat.guardRequests.length;
    const attempt = await storyAttempt(general, 'una aventura XYZZY en el bosque');
    expect(attempt.res.status).toBe(422);
    expect(await attempt.res.json()).toEqual({ error: { code: 'unsafe_input', message: unsafeInput('dangerous-acts') } });
    const asked = chat.guardRequests.slice(before).at(-1)!;
    expect(asked.body.model).toBe('modelo-local');
    expect(asked.body.response_format).toEqual({ type: 'json_object' });
    expect(asked.body.messages[0]!.content).toMatch(/child-safety classifier/);
    expect(asked.body.messages.at(-1)!.content).toBe('una aventura XYZZY en el bosque');
    expect(attempt.writerCalled()).toBe(false);
    expect(await attempt.rows()).toHaveLength(0);
    expect(await attempt.used()).toBe(0);
  });

  it('a Llama Guard model answers "unsafe" and hazard codes, mapped onto our categories; "safe" lets the story be written', async () => {
    const refused = await storyAttempt(llamaGuard, 'un cuento XYZZY');
    expect(refused.res.status).toBe(422);
    expect(await refused.res.json(), JSON.stringify(chat.guardRequests.at(-1)!.body)).toEqual({ error: { code: 'unsafe_input', message: unsafeInput('violence') } });
    expect(await refused.rows()).toHaveLength(0);
    const accepted = await storyAttempt(llamaGuard, 'un cuento sobre un dragón amable');
    expect(accepted.res.status).toBe(201);
    expect(await accepted.rows()).toHaveLength(1);
    expect(chat.guardRequests.at(-1)!.body.model).toBe('llama-guard3');
  });

  it('checks the generated story paragraph by paragraph: the page gets the paragraphs that passed, then unsafe_output; nothing stored or counted', async () => {
    state.harmfulParagraph = true;
    const attempt = await storyAttempt(general, undefined, true);
    const events = parseSse(await attempt.res.text());
    const shown = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('');
    expect(shown).toBe('Luna y el bosque\n\nLuna salió al bosque una mañana de sol.\n\n');
    expect(events.at(-1)).toEqual({ event: 'error', data: { error: { code: 'unsafe_output', message: UNSAFE_OUTPUT } } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
    expect(await attempt.rows()).toHaveLength(0);
    expect(await attempt.used()).toBe(0);
  });

  it('fails closed: a guard that errs, answers nonsense or times out refuses the text with a clear message', async () => {
    general.expectServerErrors();
    for (const mode of ['fail', 'nonsense', 'hang'] as const) {
      const attempt = await storyAttempt(general, 'un cuento sobre un dragón amable', false, mode);
      expect(attempt.res.status, mode).toBe(503);
      expect(await attempt.res.json()).toEqual({ error: { code: 'safety_unavailable', message: SAFETY_UNAVAILABLE } });
      expect(attempt.writerCalled()).toBe(false);
      expect(await attempt.rows()).toHaveLength(0);
      expect(await attempt.used()).toBe(0);
    }
  });
});
