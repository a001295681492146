import { AUTH_PATHS, CurrentUser } from '@alive/contracts';
import { defineOperations } from '@alive/service-kit';

const redirect = (to: string) => ({ description: `Redirect to ${to}` });

/** Every route of the auth service, for its API document (docs/api.md); the coverage test holds it to the routers. */
export const authOperations = defineOperations({
  service: 'auth',
  description: 'Sign-in through OpenID Connect (full-page navigations), the session and the current user.',
  operations: [
    {
      method: 'get',
      path: AUTH_PATHS.login,
      summary: 'Start sign-in',
      description: 'Full-page navigation from the Login buttons; continues at the OpenID provider.',
      access: 'public',
      responses: { 302: redirect(AUTH_PATHS.connect) },
    },
    {
      method: 'get',
      path: AUTH_PATHS.connect,
      summary: 'Send the browser to the OpenID provider',
      access: 'public',
      responses: { 302: redirect("the provider's authorization endpoint") },
      servedBy: "grant's OAuth middleware (grant-connect.ts)",
    },
    {
      method: 'get',
      path: AUTH_PATHS.callback,
      summary: 'OAuth redirect URI: finish sign-in',
      description: 'Verifies the id_token, creates or updates the user and starts a new session.',
      access: 'public',
      responses: {
        302: redirect('/ (signed in, or sign-in cancelled at the provider)'),
        400: { description: 'Sign-in expired; start again' },
        401: { description: 'The provider refused or the identity could not be verified' },
        409: { description: 'The e-mail address already belongs to another account' },
      },
    },
    {
      method: 'get',
      path: AUTH_PATHS.logout,
      summary: 'Sign out (navigation)',
      description: "Ends the session (and the provider's, when it supports RP-initiated logout).",
      access: 'public',
      responses: { 302: redirect("/ or the provider's logout page") },
    },
    {
      method: 'post',
      path: AUTH_PATHS.logout,
      summary: 'Sign out (form post)',
      access: 'public',
      responses: { 302: redirect("/ or the provider's logout page") },
    },
    {
      method: 'get',
      path: AUTH_PATHS.currentUser,
      summary: 'The signed-in user',
      access: 'user',
      responses: { 200: { description: 'The current user', schema: CurrentUser } },
    },
  ],
});
