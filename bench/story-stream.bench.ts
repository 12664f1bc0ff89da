// How much latency the server adds to a streamed story (DESIGN decision 6): from the moment the
// provider sends its first token to the moment the client reads the first `delta` event; from the
// moment the provider ends its first paragraph (the server shows a paragraph only once the embedded
// child-safety check passed it) to that first `delta`, target under 100 ms; and from the
// provider's last token to the `done` event (which includes validating and storing story, chapter 1
// and the quota in one transaction). The real server runs as `npm start` would (own process, PGlite),
// with the OpenAI-compatible writer pointed at a local streaming chat-completions server that waits a
// fixed time before its first token. Run: npx tsx bench/story-stream.bench.ts [runs]
import { startServer } from '../e2e/support/server';
import { createConfirmedUser } from '../e2e/support/users';
import { sampleStoryText, startStreamingChatServer } from '../src/server/test-support/streaming-chat-server';

const RUNS = Number(process.argv[2] ?? 40);
const WARM_UP = 3;
const FIRST_TOKEN_DELAY_MS = 250;
const STORIES_PER_USER = 10; // the Free limit: a new user every ten stories

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return { median: f(percentile(sorted, 50)), p95: f(percentile(sorted, 95)), min: f(sorted[0]), max: f(sorted.at(-1)!) };
}

async function main() {
  const chat = await startStreamingChatServer({
    text: () => sampleStoryText(300),
    firstTokenDelayMs: FIRST_TOKEN_DELAY_MS,
    tokenDelayMs: 1,
    wordsPerToken: 2,
  });
  const server = await startServer({ env: { OPENAI_BASE_URL: chat.baseUrl, OPENAI_API_KEY: 'clave-de-banco', WRITER_TIMEOUT_MS: '30000', SAFETY_GUARD: 'off' } });
  const origin = server.url;
  let cookie = '';
  let characterId = '';

  async function newUser() {
    const user = await createConfirmedUser(server, 'banco');
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const headers = { 'content-type': 'application/json', origin, cookie };
    await fetch(`${origin}/api/profile`, { method: 'PUT', headers, body: JSON.stringify({ language: 'es', childAge: 6, specialNeed: null }) });
    const res = await fetch(`${origin}/api/characters`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Valentina', hobbies: ['music'], personality: 'alegre', profession: 'explorer' }),
    });
    characterId = ((await res.json()) as { character: { id: string } }).character.id;
  }

  const firstDelta: number[] = [];
  const firstParagraph: number[] = [];
  const done: number[] = [];
  const total: number[] = [];
  try {
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      if (run % STORIES_PER_USER === 0) await newUser();
      const answersBefore = chat.answers.length;
      const started = now();
      const res = await fetch(`${origin}/api/stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin, cookie },
        body: JSON.stringify({ characterId, genre: 'adventure', moral: 'friendship', duration: 'short' }),
      });
      if (!res.ok || !res.body) throw new Error(`POST /api/stories answered ${res.status}: ${await res.text()}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let firstDeltaAt = 0;
      let doneAt = 0;
      while (!doneAt) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: delta') && !firstDeltaAt) firstDeltaAt = now();
          if (block.startsWith('event: done')) doneAt = now();
          if (block.startsWith('event: error')) throw new Error(`generation failed: ${block}`);
        }
      }
      if (!doneAt || !firstDeltaAt) throw new Error('the stream ended without delta and done');
      const answer = chat.answers[answersBefore];
      if (run < WARM_UP) continue;
      firstDelta.push(firstDeltaAt - answer.firstTokenAt);
      firstParagraph.push(firstDeltaAt - answer.firstParagraphAt);
      done.push(doneAt - answer.lastTokenAt);
      total.push(doneAt - started);
    }
  } finally {
    await server.stop();
    await chat.close();
  }

  console.log(`\nStreamed story, ${RUNS} runs (+${WARM_UP} warm-up), provider first-token delay ${FIRST_TOKEN_DELAY_MS} ms, ~300 words\n`);
  console.table({
    'first token → first delta (server added)': summary(firstDelta),
    'first paragraph written → first delta (safety check included)': summary(firstParagraph),
    'last token → done (validate + store)': summary(done),
    'request → done (whole story)': summary(total),
  });
  // Machine-readable rows for bench/run.ts's combined table.
  const p95 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95);
  const row = (metric: string, value: number, target?: number) =>
    console.log(
      `BENCH_ROW ${JSON.stringify({ bench: 'stream', case: `historia en streaming (${RUNS} ejecuciones)`, metric, value: Number(value.toFixed(1)), unit: 'ms', ...(target ? { target: `< ${target}`, ok: value < target } : {}) })}`,
    );
  row('1er token → 1er delta, p95', p95(firstDelta), 30);
  row('fin del 1er párrafo → 1er delta (con la comprobación de seguridad), p95', p95(firstParagraph), 100);
  row('último token → done, p95', p95(done), 100);
  row('petición → done, mediana', percentile([...total].sort((a, b) => a - b), 50));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
