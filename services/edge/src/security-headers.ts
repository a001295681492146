/**
 * Headers every response of the site carries, from the dev edge and from the generated nginx config
 * alike. The Content-Security-Policy depends on where the remotes and the identity provider are
 * (content-security-policy.ts), so it is added per deployment by `securityHeaders`.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** SECURITY_HEADERS plus the site's Content-Security-Policy. */
export function securityHeaders(contentSecurityPolicy: string): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy };
}
