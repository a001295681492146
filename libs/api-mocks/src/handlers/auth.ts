import { authEndpoints } from '@alive/contracts';
import { signedInUser } from '../fixtures/auth.ts';
import { mockApi } from '../mock-endpoint.ts';
import { failure } from '../reply.ts';

const endpoints = mockApi(authEndpoints);

/**
 * Auth service, as `authEndpoints` declares it. Screens only call `currentUser` (CurrentUser, or 401
 * signed out); sign-in and logout are full-page navigations that no screen test follows.
 */
export const authApi = {
  ...endpoints,
  /** The current-user call answers 401 `{ message: "Unauthorized" }`, as the auth service does signed out. */
  signedOut: () => endpoints.currentUser(failure(401, 'Unauthorized')),
};

export function authHandlers() {
  return [authApi.currentUser(signedInUser)];
}
