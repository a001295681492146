import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, isRememberedUser, lastKnownUser } from '@alive/api-client';

/**
 * Whose choice loop this is: the signed-in person, or, while the current-user call cannot reach the
 * server, the person last signed in on this browser (kept by @alive/api-client, docs/architecture.md,
 * "Offline"), so the loop goes on with their stored pairs and queue (docs/product/choices.md, Offline).
 * Their choices are only sent once the server answers for that same person again. A signed-out
 * answer (401) forgets them.
 */
export interface Chooser {
  userId: string | null;
  isLoading: boolean;
  /** The server answered for this person in this page (not only remembered): their queue may be sent. */
  confirmed: boolean;
  /** The check of who is signed in is under way (its answer may still confirm a remembered person). */
  checking: boolean;
}

export function useChooserId(): Chooser {
  const query = useQuery(currentUserQueryOptions);
  const user = query.data;
  const checking = query.isFetching;
  if (user) return { userId: user.id, isLoading: false, confirmed: !isRememberedUser(user), checking };
  if (user === null) return { userId: null, isLoading: false, confirmed: false, checking };
  // Offline before the call could run (the query waits for the network): the remembered person, if any.
  const unreachable = query.isPaused || query.error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const remembered = unreachable ? lastKnownUser() : null;
  if (remembered) return { userId: remembered.id, isLoading: false, confirmed: false, checking };
  return { userId: null, isLoading: query.isLoading, confirmed: false, checking };
}
