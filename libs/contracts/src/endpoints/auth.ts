import { CurrentUser, loginQuerySchema } from '../auth.ts';
import { AUTH_PATHS } from '../constants/auth.ts';
import { errorResponseSchema } from '../errors.ts';
import { defineEndpointTable } from './endpoint.ts';

const redirect = (to: string) => ({ description: `Redirect to ${to}` });
const tooManySignIns = {
  description: 'Too many sign-in starts from this address (AUTH_SIGN_IN_RATE_LIMIT, default 60 a minute); `Retry-After` gives the seconds to wait.',
  schema: errorResponseSchema,
};

/**
 * Every auth operation, declared once (docs/api.md, Endpoint tables). Sign-in and logout are full-page
 * navigations (redirects and an HTML page); only the current user is a JSON call.
 */
export const authEndpoints = defineEndpointTable({
  service: 'auth',
  description: 'Sign-in through OpenID Connect (full-page navigations), the session and the current user.',
  endpoints: {
    login: {
      method: 'get',
      path: AUTH_PATHS.login,
      summary: 'Start sign-in',
      description:
        'Full-page navigation from the Login buttons; continues at the OpenID provider. After sign-in the browser lands on `returnTo`, a path of this site; without it, on the same-site page the link was followed from, else on `/`.',
      access: 'public',
      query: loginQuerySchema,
      responses: {
        302: redirect(AUTH_PATHS.connect),
        400: { description: '`returnTo` is not a path of this site (another host, `//`, a backslash)', schema: errorResponseSchema },
        429: tooManySignIns,
      },
      rateLimit: 'signInStart',
    },
    connect: {
      method: 'get',
      path: AUTH_PATHS.connect,
      summary: 'Send the browser to the OpenID provider',
      description: 'Takes no parameters; a query string is ignored.',
      access: 'public',
      responses: { 302: redirect("the provider's authorization endpoint"), 429: tooManySignIns },
      // Counted in front of grant by the service (sign-in-start-limit.ts), since no route of its own serves it.
      rateLimit: 'signInStart',
      servedBy: "grant's OAuth middleware (grant-connect.ts)",
    },
    callback: {
      method: 'get',
      path: AUTH_PATHS.callback,
      summary: 'OAuth redirect URI: finish sign-in',
      description:
        'Verifies the id_token, creates or updates the user and starts a new session (a new session record; the cookie carries only its id). Any refused callback abandons the pending sign-in; a bad callback is never a 500.',
      access: 'public',
      responses: {
        302: redirect('/ (signed in, or sign-in cancelled at the provider)'),
        400: { description: 'No pending sign-in in this browser, state mismatch, or neither code nor error: start again' },
        401: { description: 'The provider refused or the identity could not be verified' },
        409: { description: 'The e-mail address already belongs to another account' },
      },
    },
    logoutPage: {
      method: 'get',
      path: AUTH_PATHS.logout,
      summary: 'Logout confirm page',
      description: 'Does not sign out: an HTML page whose form POSTs to this path (a GET can be triggered by any other site).',
      access: 'public',
      responses: { 200: { description: 'HTML page with a Log out button (or a note that nobody is signed in)' } },
    },
    logout: {
      method: 'post',
      path: AUTH_PATHS.logout,
      summary: 'Sign out (form post)',
      description:
        "Deletes the session record, so every copy of the cookie is signed out, clears the cookie and ends the provider's session when it supports RP-initiated logout. Needs Origin of this site (or, without Origin, Sec-Fetch-Site: same-origin).",
      access: 'public',
      responses: {
        302: redirect("/ or the provider's logout page"),
        403: { description: 'Origin missing or not this site; nothing is ended' },
      },
    },
    currentUser: {
      method: 'get',
      path: AUTH_PATHS.currentUser,
      summary: 'The signed-in user',
      access: 'user',
      responses: { 200: { description: 'The current user', schema: CurrentUser } },
    },
  },
});
