import { currentUserQueryKey, currentUserQueryOptions, lastKnownUser } from '@alive/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { DocumentKind } from './document-kind.ts';

/**
 * Starts the page with the auth state its document was rendered for, then asks the server as always
 * (docs/architecture.md, "First paint"). The document is a hint from the cookie's presence only:
 * - `landing` (no session cookie): signed out, so the landing page stays as painted while
 *   `/api/auth/user` confirms it;
 * - `app` (a session cookie): the user this browser remembers, if any (only remembered: never enough to
 *   send anything on their behalf), so the screen's remote starts at once; else loading, as before.
 * A server that answers otherwise replaces the seed: the page corrects itself.
 */
export function seedCurrentUser(queryClient: QueryClient, kind: DocumentKind | null): void {
  const seed = kind === 'landing' ? null : kind === 'app' ? (lastKnownUser() ?? undefined) : undefined;
  if (seed !== undefined) queryClient.setQueryData(currentUserQueryKey, seed);
  // Seeded data counts as fresh (the client's queries never go stale), so the check is asked for here,
  // in parallel with /remotes.json, instead of by the first component that reads the user.
  queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 }).catch(() => {
    // An answer other than a user or a 401 (the auth service down) counts as signed out, as it does
    // without a seed; a remembered user stands in only when no answer came at all (the query's own rule).
    if (seed && queryClient.getQueryData(currentUserQueryKey) === seed) queryClient.setQueryData(currentUserQueryKey, null);
  });
}
