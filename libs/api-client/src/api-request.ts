import { throwIfNotOk } from './api-error.ts';
import { fetchHonoringRetryAfter } from './retry-after.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Request headers an endpoint declares (e.g. `idempotency-key`); undefined values are not sent. */
export type ApiHeaders = Readonly<Record<string, string | undefined>>;

function definedHeaders(headers: ApiHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) out[name] = value;
  return out;
}

/**
 * The one way screens talk to the API (docs/product/platform.md, Shared call behaviour): cookies always sent, a JSON content type only
 * when there is a body, and the headers the endpoint declares when the caller gives them. Resolves with the
 * ok `Response` (call `.json()` yourself, or use `apiJson`); rejects with `ApiError` (`"<status>: <text>"`)
 * for a non-ok response. A GET answered 429 is sent once more after a short `Retry-After` (retry-after.ts).
 */
export async function apiRequest(method: HttpMethod | string, url: string, body?: unknown, headers?: ApiHeaders): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetchHonoringRetryAfter(url, {
    method,
    credentials: 'include',
    headers: { ...definedHeaders(headers), ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return throwIfNotOk(response);
}

/** `apiRequest` + JSON parsing. Resolves with `null` for an empty body (e.g. 204). */
export async function apiJson<T>(method: HttpMethod | string, url: string, body?: unknown, headers?: ApiHeaders): Promise<T> {
  const response = await apiRequest(method, url, body, headers);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
