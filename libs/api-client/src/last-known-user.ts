import type { CurrentUser } from '@alive/contracts';

/**
 * The last user this browser saw signed in, so the site still knows who it is for when it opens
 * offline (docs/architecture.md, "Offline"). Only what the header and the screens need to greet and
 * route: id, name, e-mail and role; no picture, no session, nothing else. Small on purpose: this module
 * is part of the shared set every page loads.
 */
export const LAST_KNOWN_USER_KEY = 'alive:last-known-user';

// localStorage may be missing or refuse (private modes, a full disk), or hold something unreadable: then nothing is kept.
function withStorage<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(localStorage);
  } catch {
    return null;
  }
}

export function rememberUser({ id, email, firstName, lastName, isAdmin }: CurrentUser): void {
  withStorage((storage) => storage.setItem(LAST_KNOWN_USER_KEY, JSON.stringify({ id, email, firstName, lastName, isAdmin })));
}

export function forgetLastKnownUser(): void {
  withStorage((storage) => storage.removeItem(LAST_KNOWN_USER_KEY));
}

const remembered = new WeakSet<CurrentUser>();

/** The remembered user as the current-user call would answer it, or `null`. */
export function lastKnownUser(): CurrentUser | null {
  const user = withStorage((storage) => JSON.parse(storage.getItem(LAST_KNOWN_USER_KEY) ?? 'null') as Omit<CurrentUser, 'profileImageUrl'> | null);
  if (typeof user?.id !== 'string') return null;
  const known = { ...user, profileImageUrl: null };
  remembered.add(known);
  return known;
}

/**
 * True for a user this browser only remembers (the server was not reached): enough to open the site
 * offline, never enough to send anything on their behalf (their choice queue waits for the server).
 */
export function isRememberedUser(user: CurrentUser): boolean {
  return remembered.has(user);
}

/**
 * Calls `listener` when another tab of this browser remembers a signed-in user (the `storage` event
 * fires in every other tab of the origin when the entry changes): that tab's session check has just
 * been answered with a user, so a session now exists. Returns the unsubscribe.
 */
export function onUserRememberedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_KNOWN_USER_KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
