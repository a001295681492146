export const VISITOR_ID_KEY = 'alive.visitorId';
export const SESSION_ID_KEY = 'alive.sessionId';

/** A random UUID; `crypto.randomUUID` only exists in secure contexts, so fall back to getRandomValues. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Ids for this page load when storage is unavailable (private mode, blocked cookies).
const memoryIds = new Map<string, string>();

function storedId(storage: () => Storage, key: string): string {
  try {
    const store = storage();
    const existing = store.getItem(key);
    if (existing) return existing;
    const created = randomId();
    store.setItem(key, created);
    return created;
  } catch {
    let id = memoryIds.get(key);
    if (!id) {
      id = randomId();
      memoryIds.set(key, id);
    }
    return id;
  }
}

/** Long-lived visitor id (localStorage) — the same person across visits. */
export function getVisitorId(): string {
  return storedId(() => window.localStorage, VISITOR_ID_KEY);
}

/** Per-tab session id (sessionStorage) — one browsing session. */
export function getSessionId(): string {
  return storedId(() => window.sessionStorage, SESSION_ID_KEY);
}
