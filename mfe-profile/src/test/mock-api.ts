import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  /** Path + query as the app requested it. */
  url: string;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** A reply that never arrives: the screen stays in its loading state. */
export const pending: MockHandler = () => new Promise<MockReply>(() => {});

/** `{ message }` error body with a status, like every service answers. */
export function failure(status: number, message: string): MockReply {
  return { status, body: { message } };
}

/**
 * Replaces `fetch` with a table of `"<METHOD> <path>"` → reply (the path may include the query; a
 * route without one matches any query). Unknown routes answer 404, so an unexpected call fails loudly.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    calls.push(request);
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (!handler) {
      return new Response(JSON.stringify({ message: `Not mocked: ${method} ${url}` }), { status: 404, statusText: 'Not Found' });
    }
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.split('?')[0] === path) };
}
