// @vitest-environment jsdom
// (jsdom gives relative URLs such as `/api/x` the page's origin as their base, as in the browser.)
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authApi, installApiServer, signedInUser } from '@alive/api-mocks';
import { createQueryClient, getQueryFn } from './query-client.ts';

const api = installApiServer();

function queryContext(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as never;
}

describe('getQueryFn', () => {
  it('joins the query key with "/" into the GET path and parses JSON', async () => {
    let credentials: RequestCredentials | undefined;
    api.use(
      http.get('/api/groups/:groupId', ({ request, params }) => {
        credentials = request.credentials;
        return HttpResponse.json({ id: params.groupId });
      }),
    );
    const result = await getQueryFn({ on401: 'throw' })(queryContext(['/api/groups', 'g1']));
    expect(result).toEqual({ id: 'g1' });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/groups/g1']);
    expect(credentials).toBe('include');
  });

  it('returns null on 401 when asked to, having read the answer (Chromium keeps a request with an unread body open)', async () => {
    api.use(authApi.signedOut());
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    const answer = new Response('{"message":"Unauthorized"}', { status: 401 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer);
    try {
      await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
      expect(answer.bodyUsed).toBe(true);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('returns the body when signed in', async () => {
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toEqual(signedInUser);
  });

  it('throws "401: ..." on 401 by default', async () => {
    api.use(authApi.signedOut());
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  it('throws for other non-ok statuses even with returnNull', async () => {
    api.use(http.get('/api/auth/user', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '502: Bad Gateway',
    );
  });
});

describe('createQueryClient', () => {
  it('uses the product defaults: never stale, no focus refetch, no polling, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(typeof defaults.queries?.queryFn).toBe('function');
  });

  it('fetches by query key through the default queryFn and does not retry failures', async () => {
    api.use(http.get('/api/happiness-profile', () => new HttpResponse(null, { status: 500, statusText: 'Boom' })));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/happiness-profile'] })).rejects.toThrow('500: Boom');
    expect(api.requestsTo('GET', '/api/happiness-profile')).toHaveLength(1);
  });
});
