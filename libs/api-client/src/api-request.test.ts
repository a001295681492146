// @vitest-environment jsdom
// (jsdom gives relative URLs such as `/api/x` the page's origin as their base, as in the browser.)
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiServer } from '@alive/api-mocks';
import { ApiError, isUnauthorized } from './api-error.ts';
import { apiJson, apiRequest } from './api-request.ts';

const api = installApiServer();

/** Answers every request to `path` with `response` and keeps the requests it saw. */
function answer(method: 'get' | 'post' | 'delete', path: string, response: () => Response) {
  const seen: Request[] = [];
  api.use(
    http[method](path, ({ request }) => {
      seen.push(request.clone());
      return response();
    }),
  );
  return seen;
}

describe('apiRequest', () => {
  it('sends cookies and a JSON content type with a body', async () => {
    const seen = answer('post', '/api/user-choices', () => HttpResponse.json({ ok: true }));
    const response = await apiRequest('POST', '/api/user-choices', { choicePairId: 'p1' });
    expect(await response.json()).toEqual({ ok: true });
    const request = seen[0]!;
    expect(new URL(request.url).pathname).toBe('/api/user-choices');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"choicePairId":"p1"}');
  });

  it('sends no content type and no body without a body', async () => {
    const seen = answer('get', '/api/groups', () => HttpResponse.json([]));
    await apiRequest('GET', '/api/groups');
    const request = seen[0]!;
    expect(request.headers.get('content-type')).toBeNull();
    expect(await request.text()).toBe('');
    expect(request.credentials).toBe('include');
  });

  it('sends the headers given, leaving out undefined ones', async () => {
    const seen = answer('post', '/api/user-choices', () => HttpResponse.json({ ok: true }));
    await apiRequest('POST', '/api/user-choices', { a: 1 }, { 'idempotency-key': 'k1', 'x-unset': undefined });
    const request = seen[0]!;
    expect(request.headers.get('idempotency-key')).toBe('k1');
    expect(request.headers.has('x-unset')).toBe(false);
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('throws ApiError "<status>: <body text>" for a non-ok response', async () => {
    answer('post', '/api/user-choices', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/user-choices', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
    expect((error as ApiError).serverMessage).toBe('Unauthorized');
    expect(isUnauthorized(error)).toBe(true);
  });

  it('falls back to the status text when the body is empty', async () => {
    answer('get', '/api/x', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('a non-ok answer', () => {
  afterEach(() => vi.restoreAllMocks());

  /** `fetch` answering `responses` in turn, handing them to the test to look at afterwards. */
  function fetchAnswering(...responses: Response[]) {
    const spy = vi.spyOn(globalThis, 'fetch');
    for (const response of responses) spy.mockResolvedValueOnce(response);
    return responses;
  }

  // Chromium keeps a request open (and its connection busy) while its body is unread: every error answer is read.
  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504])('%i: its body is read, whatever the status', async (status) => {
    const [response] = fetchAnswering(new Response(JSON.stringify({ message: 'no' }), { status }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(response!.bodyUsed).toBe(true);
  });

  it('a write answered with an error is read too', async () => {
    const [response] = fetchAnswering(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(apiRequest('POST', '/api/x', { a: 1 })).rejects.toThrow(/^401: /);
    expect(response!.bodyUsed).toBe(true);
  });

  it('both answers of a GET sent again after a short Retry-After are read', async () => {
    const busy = () => new Response('{"message":"slow down"}', { status: 429, headers: { 'retry-after': '0' } });
    const [first, second] = fetchAnswering(busy(), busy());
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^429: /);
    expect(first!.bodyUsed).toBe(true);
    expect(second!.bodyUsed).toBe(true);
  });
});

describe('apiJson', () => {
  it('parses JSON and returns null for an empty body', async () => {
    answer('get', '/api/a', () => HttpResponse.json({ a: 1 }));
    expect(await apiJson('GET', '/api/a')).toEqual({ a: 1 });
    answer('delete', '/api/a', () => new HttpResponse(null, { status: 204 }));
    expect(await apiJson('DELETE', '/api/a')).toBeNull();
  });
});

describe('isUnauthorized', () => {
  it('reads ApiError.status, also through a wrapping error’s cause, never the message', () => {
    expect(isUnauthorized(new ApiError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, '401: looks like it', 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('Authentication required', { cause: new ApiError(401, '', 'Unauthorized') }))).toBe(true);
    expect(isUnauthorized(new Error('Failed to fetch', { cause: new ApiError(500, '', 'Boom') }))).toBe(false);
    expect(isUnauthorized(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorized('401: nope')).toBe(false);
    expect(isUnauthorized(undefined)).toBe(false);
  });
});
