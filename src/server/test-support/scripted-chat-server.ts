// A local server speaking the OpenAI chat-completions wire format, for integration tests that drive the
// app's real OpenAI-compatible writer (OPENAI_BASE_URL) and need the provider to answer in a chosen way.
// Each request is recorded with what it was for (a story, a chapter, continuation options, a challenge)
// and answered by `respond`, which a test may replace at any time: streamed text (paced, cut halfway
// with the socket destroyed, left silent, or held until the test lets it go), a JSON completion, an
// error status, or no answer at all. Every recorded request also says how its answer ended, so a test
// can see that the app hung up on the provider.
import http from 'node:http';
import { listenLocally } from './local-server';
import { sampleStoryText } from './streaming-chat-server';

export type ChatRequestKind = 'story' | 'continuation' | 'options' | 'challenge' | 'safety';

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

/** How the answer to a request ended: fully sent, cut by the server, or closed by the app first. */
export type AnswerOutcome = 'complete' | 'cut' | 'client-closed';

export interface ChatRequest {
  kind: ChatRequestKind;
  body: ChatRequestBody;
  /** Every message's content, joined: what the model was asked. */
  prompt: string;
  ended: Promise<AnswerOutcome>;
}

export interface StreamAnswer {
  /** The text streamed as `chat.completion.chunk` deltas, as a model would write it. */
  stream: string;
  wordsPerChunk?: number;
  /** Pause before each chunk. */
  delayMs?: number;
  /** The last chunk's finish_reason; 'stop' unless set. */
  finishReason?: string;
  /** After this many chunks the socket is destroyed: a stream cut halfway. */
  cutAfterChunks?: number;
  /** After this many chunks nothing more is sent and the connection stays open. */
  stallAfterChunks?: number;
  /** After `chunks` chunks the answer waits for `until` before sending the rest. */
  pause?: { chunks: number; until: Promise<unknown> };
}

export interface JsonAnswer {
  /** The message content of a non-streamed completion; anything but a string is sent as its JSON. */
  json: unknown;
  finishReason?: string;
}

export interface StatusAnswer {
  status: number;
  message?: string;
}

export interface HangAnswer {
  /** Never answers, not even with headers. */
  hang: true;
}

export type ChatAnswer = StreamAnswer | JsonAnswer | StatusAnswer | HangAnswer;

function promptOf(body: ChatRequestBody): string {
  return (body.messages ?? []).map((m) => m.content).join('\n');
}

/** What the writer asked for, told apart by the request itself (streamed or not) and its prompt. */
export function classifyChatRequest(body: ChatRequestBody): ChatRequestKind {
  const prompt = promptOf(body);
  // The child-safety guard: a general model gets the classifier's instructions; a guard model (its name
  // says so, e.g. llama-guard3) gets the text alone.
  if (!body.stream && (/child-safety classifier/.test(prompt) || /guard/i.test(body.model ?? ''))) return 'safety';
  if (body.stream) return /Escribe el capítulo \d+/.test(prompt) ? 'continuation' : 'story';
  return /"questions"/.test(prompt) ? 'challenge' : 'options';
}

/** The protagonist's name as the writer's prompt gives it. */
export function protagonistOf(request: Pick<ChatRequest, 'prompt'>): string {
  return /Protagonista: (.+?)\. Profesión/.exec(request.prompt)?.[1] ?? /Hero: (.+?)\. Child/.exec(request.prompt)?.[1] ?? 'Valentina';
}

/** A plausible chapter: a title line naming the chapter, then a body about the protagonist. */
export function sampleChapterText(chapterNumber: number, name = 'Valentina', words = 300): string {
  const story = sampleStoryText(words, name);
  return `${name} y la aventura número ${chapterNumber}${story.slice(story.indexOf('\n\n'))}`;
}

/** The three continuation options a well-behaved provider proposes. */
export const PLAUSIBLE_OPTIONS = ['Seguir el río hasta el mar', 'Subir a la montaña de las nubes', 'Buscar al amigo que se perdió'];

/** What a well-behaved provider answers: a story, a chapter, three options or one question, about the protagonist. */
export function plausibleAnswer(request: ChatRequest): ChatAnswer {
  const name = protagonistOf(request);
  switch (request.kind) {
    case 'story':
      return { stream: sampleStoryText(450, name) };
    case 'continuation':
      return { stream: sampleChapterText(Number(/Escribe el capítulo (\d+)/.exec(request.prompt)?.[1] ?? 2), name) };
    case 'options':
      return { json: { options: PLAUSIBLE_OPTIONS.map((summary) => ({ summary })) } };
    case 'safety':
      // A well-behaved guard finds the texts of a well-behaved writer safe.
      return /guard/i.test(request.body.model ?? '') ? { json: 'safe' } : { json: { safe: true, category: null } };
    case 'challenge':
      return {
        json: {
          questions: [
            {
              question: '¿Quién abrió la ventana?',
              options: [name, 'El viento', 'Un gato', 'Nadie'],
              correctOptionIndex: 0,
              explanation: `Fue ${name} quien abrió la ventana.`,
            },
          ],
        },
      };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startScriptedChatServer(options: { respond?: (request: ChatRequest) => ChatAnswer } = {}) {
  const requests: ChatRequest[] = [];
  /** The child-safety guard's requests, kept apart so that `requests` lists the writer's alone. */
  const guardRequests: ChatRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const control = {
    /** Answers each request; replace it to script the provider. */
    respond: options.respond ?? plausibleAnswer,
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(raw || '{}') as ChatRequestBody;
      let settle!: (outcome: AnswerOutcome) => void;
      let settled = false;
      const ended = new Promise<AnswerOutcome>((resolve) => {
        settle = (outcome) => {
          if (settled) return;
          settled = true;
          open.delete(res);
          resolve(outcome);
        };
      });
      open.add(res);
      res.on('close', () => settle('client-closed'));
      const request: ChatRequest = { kind: classifyChatRequest(body), body, prompt: promptOf(body), ended };
      (request.kind === 'safety' ? guardRequests : requests).push(request);
      void answer(request, control.respond(request), res, settle);
    });
  });

  async function answer(request: ChatRequest, reply: ChatAnswer, res: http.ServerResponse, settle: (o: AnswerOutcome) => void) {
    const finish = () => {
      settle('complete');
    };
    if ('hang' in reply) return;
    if ('status' in reply) {
      // retry-after-ms lets the SDK's one retry come at once.
      res.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '1' });
      res.end(JSON.stringify({ error: { message: reply.message ?? 'The server had an error', type: 'server_error' } }), finish);
      return;
    }
    const id = `chatcmpl-${requests.length}`;
    const base = { id, created: Math.floor(Date.now() / 1000), model: request.body.model ?? 'test-model' };
    if ('json' in reply) {
      const content = typeof reply.json === 'string' ? reply.json : JSON.stringify(reply.json);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: reply.finishReason ?? 'stop' }],
        }),
        finish,
      );
      return;
    }
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    const words = reply.stream.match(/\S+\s*|\s+/g) ?? [];
    const perChunk = reply.wordsPerChunk ?? 4;
    const pieces: string[] = [];
    for (let i = 0; i < words.length; i += perChunk) pieces.push(words.slice(i, i + perChunk).join(''));
    for (let i = 0; i < pieces.length; i++) {
      if (i === reply.cutAfterChunks) {
        // Let the chunks already written reach the app before the connection drops.
        await sleep(20);
        settle('cut');
        res.socket?.destroy();
        return;
      }
      if (i === reply.stallAfterChunks) return;
      if (reply.pause && i === reply.pause.chunks) await reply.pause.until;
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed || res.writableEnded) return;
      res.write(chunk({ content: pieces[i] }));
    }
    if (res.destroyed) return;
    res.write(chunk({}, reply.finishReason ?? 'stop'));
    res.end('data: [DONE]\n\n', finish);
  }

  const { origin, close } = await listenLocally(server, () => {
    for (const res of open) res.destroy();
  });
  const baseUrl = `${origin}/v1`;
  return {
    baseUrl,
    requests,
    guardRequests,
    control,
    /**
     * The configuration that makes the app write through this server. The writer's timeout is generous
     * by default: on a busy machine a short one also ends answers that are merely read late.
     */
    env: (timeoutMs = 10_000) => ({
      OPENAI_BASE_URL: baseUrl,
      OPENAI_API_KEY: 'clave-de-prueba',
      STORY_MODEL: 'modelo-local',
      WRITER_TIMEOUT_MS: String(timeoutMs),
    }),
    close,
  };
}

export type ScriptedChatServer = Awaited<ReturnType<typeof startScriptedChatServer>>;
