/**
 * Headers every response of the site carries, from the dev edge and from the generated nginx config
 * alike. No CSP here: remotes may be served from other origins chosen at run time (REMOTE_<NAME>_URL)
 * and styled-components injects styles, so a useful policy belongs to the deployment, not the code.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};
