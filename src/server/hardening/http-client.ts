// Talks to a real server process over HTTP the way a browser does (origin header, session cookie), for
// the crash and load suites that spawn `src/server/main.ts`.

export interface HttpUser {
  email: string;
  password: string;
  cookie: string;
}

export interface HttpAnswer<T> {
  status: number;
  body: T;
  text: string;
}

export function httpClient(baseUrl: () => string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    url: string,
    opts: { cookie?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { origin: baseUrl(), ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl()}${url}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (an event stream)
    }
    return { status: res.status, body: body as T, text };
  }

  async function signUp(email: string, password = 'contraseña-segura-1'): Promise<void> {
    const res = await call('POST', '/api/auth/sign-up/email', { body: { email, password, name: email.split('@')[0] } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  }

  async function signIn(email: string, password = 'contraseña-segura-1'): Promise<string> {
    const res = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  return { call, signUp, signIn };
}

/** Opens a Server-Sent Events request and resolves once `ready(events so far)` says so, keeping it open. */
export async function openEventStream(
  url: string,
  init: RequestInit,
  ready: (text: string) => boolean,
): Promise<{ text: () => string; finished: Promise<void> }> {
  const res = await fetch(url, init);
  if (!res.body) throw new Error(`no body: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const finished = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (ready(text)) resolveReady();
      }
      rejectReady(new Error(`the stream ended before it was ready:\n${text}`));
    } catch (error) {
      rejectReady(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  await readyPromise;
  return { text: () => text, finished };
}
