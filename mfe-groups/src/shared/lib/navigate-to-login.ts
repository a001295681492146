// The one login navigation of the site lives in @alive/api-client (login-redirect.ts); this module is
// the seam this remote's tests replace.
export { LOGIN_PATH, navigateToLogin } from '@alive/api-client';
