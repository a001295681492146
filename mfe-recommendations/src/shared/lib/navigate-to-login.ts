// The one login navigation of the site lives in @alive/api-client (login-redirect.ts).
export { LOGIN_PATH, navigateToLogin } from '@alive/api-client';
