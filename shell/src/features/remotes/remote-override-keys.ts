/**
 * Where a remote override is asked for (remote-overrides.ts): kept apart so start-up can tell whether
 * one may be without loading the overrides' code, which only a developer's page needs.
 */

/** The localStorage key holding this browser's overrides. */
export const REMOTE_OVERRIDES_KEY = 'alive:remote-overrides';

/** `?override-remote=<name>@<url>` sets one (repeatable); `?override-remote=<name>` clears it. */
export const OVERRIDE_QUERY = 'override-remote';

/** Whether the page's address or this browser's storage holds an override (set or cleared). */
export function overridesAsked(search: string, storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return new URLSearchParams(search).has(OVERRIDE_QUERY) || storage().getItem(REMOTE_OVERRIDES_KEY) !== null;
  } catch {
    // Storage the browser refuses holds no override.
    return false;
  }
}
