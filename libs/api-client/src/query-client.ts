import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfNotOk } from './api-error.ts';
import { fetchHonoringRetryAfter } from './retry-after.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default fetching (docs/product/platform.md, Shared call behaviour): the query key's segments joined with `/` are the GET path,
 * e.g. `['/api/groups', id]` → `/api/groups/<id>`. A 401 throws unless the caller opts into `null`; a 429
 * is sent once more after a short `Retry-After` (retry-after.ts).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetchHonoringRetryAfter(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) {
      // Read, though unused: Chromium keeps a request open while its body is unread.
      await response.text().catch(() => '');
      return null as T;
    }
    await throwIfNotOk(response);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * The single QueryClient's defaults (docs/product/platform.md, Shared call behaviour): data never stale, no refetch on window focus,
 * no polling, no retries — for queries and mutations alike.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
