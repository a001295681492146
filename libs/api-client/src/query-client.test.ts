import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client.ts';

afterEach(() => vi.unstubAllGlobals());

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as never;
}

describe('getQueryFn', () => {
  it('joins the query key with "/" into the GET path and parses JSON', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"id":"g1"}'));
    vi.stubGlobal('fetch', fetchMock);
    const result = await getQueryFn({ on401: 'throw' })(queryContext(['/api/groups', 'g1']));
    expect(result).toEqual({ id: 'g1' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/groups/g1');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('returns null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('throws "401: ..." on 401 by default', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('throws for other non-ok statuses even with returnNull', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' })));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '502: Bad Gateway',
    );
  });
});

describe('createQueryClient', () => {
  it('uses the spec defaults: never stale, no focus refetch, no polling, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(typeof defaults.queries?.queryFn).toBe('function');
  });

  it('fetches by query key through the default queryFn and does not retry failures', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 500, statusText: 'Boom' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/happiness-profile'] })).rejects.toThrow('500: Boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
