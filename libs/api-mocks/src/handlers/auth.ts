import { http } from 'msw';
import { AUTH_PATHS, CurrentUser } from '@alive/contracts';
import { signedInUser } from '../fixtures/auth.ts';
import { failure, respond, type Reply } from '../reply.ts';

/** Auth service: `GET /api/auth/user` (CurrentUser, or 401 signed out). */
export const authApi = {
  currentUser: (reply: Reply<CurrentUser>) => http.get(AUTH_PATHS.currentUser, respond(CurrentUser, reply)),
  /** The current-user call answers 401 `{ message: "Unauthorized" }`, as the auth service does signed out. */
  signedOut: () => authApi.currentUser(failure(401, 'Unauthorized')),
};

export function authHandlers() {
  return [authApi.currentUser(signedInUser)];
}
