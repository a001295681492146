/**
 * The site's Content-Security-Policy, one definition rendered by the dev edge (app.ts) and into the
 * generated nginx config (nginx-config.ts). Why each source is there: docs/decisions.md
 * ("Content-Security-Policy").
 */
export interface ContentSecurityPolicyOptions {
  /**
   * The manifest URL of every remote (`/remotes.json`). Relative ones are served by this site ('self');
   * a remote moved elsewhere with REMOTE_<NAME>_URL adds its origin to script-src (remoteEntry.js and its
   * chunks) and connect-src (the runtime fetches mf-manifest.json).
   */
  remoteManifestUrls: readonly string[];
  /** The OpenID provider (OIDC_ISSUER): login and logout redirect there, and it serves profile pictures. */
  oidcIssuer: string;
  /**
   * Remote overrides are allowed (never in production): a developer's local build on this machine
   * (`npm run dev`, any port) may serve a remote's scripts and its live-reload stream.
   */
  localRemotes?: boolean;
}

/** Where `npm run dev` and a developer's own build serve a remote from. */
export const LOCAL_REMOTE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * The origin of each absolute manifest URL (`https://cdn.example`), or its host when scheme-relative
 * (`//cdn.example/...` → `cdn.example`, which CSP matches with the page's scheme). Relative URLs are
 * this site, covered by 'self'.
 */
export function remoteSources(manifestUrls: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const url of manifestUrls) {
    if (/^https?:\/\//i.test(url)) sources.add(new URL(url).origin);
    else if (url.startsWith('//')) sources.add(new URL(`https:${url}`).host);
  }
  return [...sources].sort();
}

/** `name value` per directive, in the order they are sent. */
export function contentSecurityPolicyDirectives(options: ContentSecurityPolicyOptions): [string, string[]][] {
  const remotes = [...remoteSources(options.remoteManifestUrls), ...(options.localRemotes ? LOCAL_REMOTE_SOURCES : [])];
  const identity = new URL(options.oidcIssuer).origin;
  return [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline' and no 'unsafe-eval': the shell's page has no inline script, and the Module
    // Federation runtime loads remotes with <script src> (its eval path is for Node only).
    ['script-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes]],
    // The site's service worker, `/sw.js` (docs/architecture.md, "Offline"); no worker from elsewhere.
    ['worker-src', ["'self'"]],
    // Profile pictures come from the identity provider or any https host it names.
    ['img-src', [...new Set(["'self'", 'data:', 'https:', identity])]],
    // styled-components and Radix inject <style> elements at run time (docs/decisions.md).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Chromium applies form-action to the redirects after a form post: POST /api/logout ends at the provider.
    ['form-action', ["'self'", identity]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  return contentSecurityPolicyDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
