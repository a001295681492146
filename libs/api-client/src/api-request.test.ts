import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isUnauthorizedError } from './api-error.ts';
import { apiJson, apiRequest } from './api-request.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and a JSON content type with a body', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const response = await apiRequest('POST', '/api/user-choices', { choicePairId: 'p1' });
    expect(await response.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user-choices');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"choicePairId":"p1"}');
  });

  it('sends no content type and no body without a body', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/groups');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.headers).toEqual({});
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('throws ApiError "<status>: <body text>" for a non-ok response', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/user-choices', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
    expect((error as ApiError).serverMessage).toBe('Unauthorized');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('apiJson', () => {
  it('parses JSON and returns null for an empty body', async () => {
    stubFetch(new Response('{"a":1}', { status: 200 }));
    expect(await apiJson('GET', '/api/a')).toEqual({ a: 1 });
    stubFetch(new Response(null, { status: 204 }));
    expect(await apiJson('DELETE', '/api/a')).toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('recognises 401 ApiErrors and plain errors in the spec format only', () => {
    expect(isUnauthorizedError(new ApiError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, '', 'Forbidden'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('Failed: 401: x'))).toBe(false);
    expect(isUnauthorizedError('401: nope')).toBe(false);
  });
});
