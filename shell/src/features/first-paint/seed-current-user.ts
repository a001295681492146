import { currentUserQueryKey, currentUserQueryOptions, forgetLastKnownUser, lastKnownUser, onUserRememberedElsewhere, type CurrentUser } from '@alive/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { DocumentKind } from './document-kind.ts';

/**
 * Starts the page with the auth state its document was rendered for (docs/architecture.md, "First
 * paint"). The edge picks the document by whether the request carries a session cookie:
 * - `landing` (no session cookie): no session can exist, so the page is signed out and asks nothing.
 *   Asking would only be answered 401, which Chromium logs as a console error on every signed-out load
 *   (and so would an unused preload of it). It is what a 401 means, so the user this browser remembers
 *   for offline starts is forgotten too, as a 401 forgets them;
 * - `app` (a session cookie): the user this browser remembers, if any (only remembered: never enough to
 *   send anything on their behalf), so the screen's remote starts at once; else loading. The server is
 *   asked at once, and its answer replaces the seed: an ended session corrects itself to the landing page.
 * - no document (an empty root, rendered from scratch): loading, and the server is asked.
 * Seeded data counts as fresh (the client's queries never go stale), so no component that reads the
 * user asks again on mount; and "no user" is not asked again on reconnect (currentUserQueryOptions).
 * Returns what stops following a sign-in in another tab (the page follows it for its whole life).
 */
export function seedCurrentUser(queryClient: QueryClient, kind: DocumentKind | null): () => void {
  const stopFollowing = followSignInElsewhere(queryClient);
  if (kind === 'landing') {
    forgetLastKnownUser();
    queryClient.setQueryData(currentUserQueryKey, null);
    return stopFollowing;
  }
  const seed = kind === 'app' ? (lastKnownUser() ?? undefined) : undefined;
  if (seed !== undefined) queryClient.setQueryData(currentUserQueryKey, seed);
  // Asked here, in parallel with /remotes.json, instead of by the first component that reads the user
  // (which would not ask at all: the seed is fresh).
  askServer(queryClient).catch(() => {
    // An answer other than a user or a 401 (the auth service down) counts as signed out, as it does
    // without a seed; a remembered user stands in only when no answer came at all (the query's own rule).
    if (seed && queryClient.getQueryData(currentUserQueryKey) === seed) queryClient.setQueryData(currentUserQueryKey, null);
  });
  return stopFollowing;
}

function askServer(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
}

/**
 * A page showing nobody signed in asks again when the person signs in in another tab of this browser:
 * that tab remembers the user once the server has confirmed them, so the session exists and the answer
 * is a user, never a 401. The page then shows them at once, on the path it is at, as a page load there
 * would. A page that shows a user keeps it (sign-out is a page load of its own).
 */
function followSignInElsewhere(queryClient: QueryClient): () => void {
  return onUserRememberedElsewhere(() => {
    if (queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey)) return;
    askServer(queryClient).catch(() => undefined);
  });
}
