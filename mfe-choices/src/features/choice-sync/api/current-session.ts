import { endpointClient, isUnauthorized } from '@alive/api-client';
import type { authEndpoints } from '@alive/contracts';
import { authRoutes } from '@alive/contracts/routes';

/** Who the server says is signed in on this browser right now (the session cookie is the browser's, shared by its tabs). */
export type SessionAnswer = { kind: 'person'; userId: string } | { kind: 'nobody' } | { kind: 'unreachable' };

const authClient = endpointClient<typeof authEndpoints>(authRoutes);

/**
 * Asks `GET /api/auth/user` afresh, past the page's cached answer: another tab may have signed out or
 * signed in as someone else since (docs/product/choices.md, Only the maker's session). 401 is nobody;
 * no answer or a failure of the auth service is unreachable (nothing is decided on it).
 */
export async function askWhoIsSignedIn(): Promise<SessionAnswer> {
  try {
    const user = await authClient.currentUser();
    return { kind: 'person', userId: user.id };
  } catch (error) {
    return isUnauthorized(error) ? { kind: 'nobody' } : { kind: 'unreachable' };
  }
}
