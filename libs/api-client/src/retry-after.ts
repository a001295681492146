/**
 * A GET answered 429 is sent once more after the `Retry-After` the service gave, when that wait is short
 * (docs/product/platform.md, Shared call behaviour). The per-account limit of the services
 * (docs/architecture.md, "Rate limits") answers a person only in a burst far above what a screen sends,
 * and then asks for a second: waiting that second beats showing an error. Only GET, which changes
 * nothing, and only once: a second 429 is the caller's error, with the service's sentence.
 */
export const MAX_RETRY_AFTER_SECONDS = 5;

/** `Retry-After` in whole seconds (the form the services send); undefined for a date or anything else. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `fetch`, sending a GET answered 429 once more after a `Retry-After` of at most MAX_RETRY_AFTER_SECONDS. */
export async function fetchHonoringRetryAfter(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (response.status !== 429 || (init.method ?? 'GET').toUpperCase() !== 'GET') return response;
  const seconds = retryAfterSeconds(response.headers.get('retry-after'));
  if (seconds === undefined || seconds > MAX_RETRY_AFTER_SECONDS) return response;
  await response.body?.cancel().catch(() => undefined);
  await wait(seconds * 1000, init.signal);
  return fetch(url, init);
}
