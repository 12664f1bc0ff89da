// The page's API in component tests: each test answers the requests it expects; any other request fails
// the test (no request goes unnoticed).
import { afterEach, expect, vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeApi {
  /** Every request made, as 'METHOD /path'. */
  calls: string[];
  bodies: Record<string, unknown[]>;
}

const unexpected: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  const surprises = unexpected.splice(0);
  expect(surprises, 'requests no test expected').toEqual([]);
});

/** Answers `routes` ('GET /api/profile' → handler); records every call. */
export function fakeApi(routes: Record<string, Handler>): FakeApi {
  const api: FakeApi = { calls: [], bodies: {} };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    const name = `${request.method} ${path}`;
    api.calls.push(name);
    const text = await request.clone().text();
    (api.bodies[name] ??= []).push(text ? JSON.parse(text) : undefined);
    const handler = routes[name];
    if (!handler) {
      unexpected.push(name);
      return Response.json({ error: { code: 'not_found', message: 'No encontrado.' } }, { status: 404 });
    }
    return handler(request);
  });
  return api;
}

export const json = (body: unknown, status = 200) => () => Response.json(body, { status });
