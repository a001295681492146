import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiJson } from './api-request.ts';
import { plainErrorMessage } from './plain-error-message.ts';
import { getQueryFn } from './query-client.ts';
import { MAX_RETRY_AFTER_SECONDS, retryAfterSeconds } from './retry-after.ts';

const LIMITED = { code: 'rate_limited', message: 'Too many requests from your account; please try again in 1 second.' };

/**
 * `fetch` answering `method path` with a 429 (Retry-After `retryAfter`) `refusals` times, then with
 * `{ ok: true }`; returns how many requests it saw.
 */
function limitedThenOk(method: 'GET' | 'POST', path: string, refusals: number, retryAfter: string) {
  let seen = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    init.signal?.throwIfAborted();
    if (url !== path || (init.method ?? 'GET') !== method) return new Response('{"message":"Not Found"}', { status: 404 });
    seen += 1;
    return seen <= refusals
      ? new Response(JSON.stringify(LIMITED), { status: 429, headers: { 'Retry-After': retryAfter, 'Content-Type': 'application/json' } })
      : Response.json({ ok: true });
  });
  return () => seen;
}

function queryContext(queryKey: readonly unknown[], signal = new AbortController().signal) {
  return { queryKey, signal, meta: undefined } as never;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a 429 with Retry-After', () => {
  it('sends a GET once more after the wait it names, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = limitedThenOk('GET', '/api/groups', 1, '1');
    let settled = false;
    const answer = apiJson('GET', '/api/groups').finally(() => (settled = true));
    await vi.waitFor(() => expect(seen()).toBe(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(seen()).toBe(1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(seen()).toBe(2);
  });

  it('does the same for the default query function', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = limitedThenOk('GET', '/api/groups/g1', 1, '2');
    const answer = getQueryFn({ on401: 'throw' })(queryContext(['/api/groups', 'g1']));
    await vi.waitFor(() => expect(seen()).toBe(1));
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toEqual({ ok: true });
  });

  it('tries only once: a second 429 is an ApiError a person can read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = limitedThenOk('GET', '/api/groups', 5, '1');
    const answer = apiJson('GET', '/api/groups').catch((error: unknown) => error);
    await vi.waitFor(() => expect(seen()).toBe(1));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect(plainErrorMessage(error)).toBe(LIMITED.message);
    expect(seen()).toBe(2);
  });

  it('never sends a POST again, nor waits longer than the longest wait it honours', async () => {
    const posted = limitedThenOk('POST', '/api/user-choices', 1, '1');
    await expect(apiJson('POST', '/api/user-choices', { a: 1 })).rejects.toMatchObject({ status: 429 });
    expect(posted()).toBe(1);
    const seen = limitedThenOk('GET', '/api/groups', 1, String(MAX_RETRY_AFTER_SECONDS + 1));
    await expect(apiJson('GET', '/api/groups')).rejects.toMatchObject({ status: 429 });
    expect(seen()).toBe(1);
  });

  it('stops waiting when the query is cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = limitedThenOk('GET', '/api/groups', 1, '1');
    const controller = new AbortController();
    const answer = Promise.resolve(getQueryFn({ on401: 'throw' })(queryContext(['/api/groups'], controller.signal))).catch((error: unknown) => error);
    await vi.waitFor(() => expect(seen()).toBe(1));
    controller.abort();
    expect(await answer).toBeInstanceOf(DOMException);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen()).toBe(1);
  });
});

describe('retryAfterSeconds', () => {
  it('reads whole seconds only', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterSeconds('1.5')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
