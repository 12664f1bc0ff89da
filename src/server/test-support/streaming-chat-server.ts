// A local server speaking the OpenAI chat-completions streaming format (Server-Sent Events of
// `chat.completion.chunk`, then `[DONE]`), for browser journeys and benchmarks that drive the real
// OpenAI-compatible writer without leaving the machine. It waits `firstTokenDelayMs` before the first
// token and `tokenDelayMs` between tokens, and records when it sent the first and the last token.
import http from 'node:http';
import { listenLocally } from './local-server';

export interface StreamingChatServerOptions {
  /** The whole answer; split into word tokens. */
  text: () => string;
  firstTokenDelayMs?: number;
  tokenDelayMs?: number;
  /** Words per streamed chunk. */
  wordsPerToken?: number;
}

export interface StreamedAnswer {
  /** performance.timeOrigin + performance.now() when the first and the last token were written. */
  firstTokenAt: number;
  lastTokenAt: number;
  /** When the token that ends the first paragraph (its blank line) was written; 0 when there is none. */
  firstParagraphAt: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startStreamingChatServer(options: StreamingChatServerOptions) {
  const answers: StreamedAnswer[] = [];
  /** While set, every request gets this HTTP status instead of a story. */
  let failingWith: number | null = null;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', async () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (failingWith) {
        res.writeHead(failingWith, { 'content-type': 'application/json' }).end(
          JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error' } }),
        );
        return;
      }
      const body = JSON.parse(raw || '{}') as { model?: string; stream?: boolean };
      const text = options.text();
      const id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
      const created = Math.floor(Date.now() / 1000);
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model ?? 'test', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created,
            model: body.model ?? 'test',
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.flushHeaders();
      const tokens = text.match(new RegExp(`(?:\\S+\\s*){1,${options.wordsPerToken ?? 1}}|\\s+`, 'g')) ?? [];
      res.write(chunk({ role: 'assistant', content: '' }));
      await sleep(options.firstTokenDelayMs ?? 0);
      const answer: StreamedAnswer = { firstTokenAt: 0, lastTokenAt: 0, firstParagraphAt: 0 };
      let written = '';
      for (let i = 0; i < tokens.length; i++) {
        if (res.destroyed) return;
        if (i > 0 && options.tokenDelayMs) await sleep(options.tokenDelayMs);
        res.write(chunk({ content: tokens[i] }));
        if (i === 0) answer.firstTokenAt = now();
        written += tokens[i];
        if (!answer.firstParagraphAt && /\n\s*\n/.test(written)) answer.firstParagraphAt = now();
      }
      answer.lastTokenAt = now();
      answers.push(answer);
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  const { origin, close } = await listenLocally(server);
  return {
    baseUrl: `${origin}/v1`,
    answers,
    /** Answers every request with this error status (e.g. 500) until called with null. */
    setFailing: (status: number | null) => {
      failingWith = status;
    },
    close,
  };
}

/** A plausible story text of about `words` words, title line first. */
export function sampleStoryText(words = 600, name = 'Valentina'): string {
  const sentences = [
    `${name} abrió la ventana y vio que el cielo tenía un color distinto.`,
    'Un viento suave traía olor a pan recién hecho y a hojas mojadas.',
    `Entonces ${name} decidió salir a buscar el origen de aquel misterio.`,
    'Por el camino encontró a un amigo que también quería ayudar.',
    'Juntos pensaron un plan, probaron una idea y después otra.',
    'Al final descubrieron que trabajar en equipo lo hacía todo más fácil.',
  ];
  const body: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const sentence = sentences[i % sentences.length];
    body.push(sentence);
    count += sentence.split(/\s+/).length;
    if (i % 4 === 3) body.push('\n\n');
  }
  return `${name} y el cielo de colores\n\n${body.join(' ').replace(/ \n\n /g, '\n\n')}`;
}
