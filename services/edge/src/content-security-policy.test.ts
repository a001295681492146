import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, contentSecurityPolicyDirectives, remoteSources } from './content-security-policy.ts';

const directives = (remoteManifestUrls: string[], oidcIssuer = 'http://localhost:4100') =>
  Object.fromEntries(contentSecurityPolicyDirectives({ remoteManifestUrls, oidcIssuer }));

describe('content security policy', () => {
  it('is strict for a site serving every remote itself', () => {
    const policy = directives(['/remotes/choices/mf-manifest.json', '/remotes/profile/mf-manifest.json']);
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      'worker-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'https:', 'http://localhost:4100'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", 'http://localhost:4100'],
      'frame-ancestors': ["'none'"],
    });
  });

  it('never allows inline or eval\'d script', () => {
    const policy = contentSecurityPolicy({ remoteManifestUrls: ['https://cdn.example/a/mf-manifest.json'], oidcIssuer: 'https://id.example' });
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).not.toMatch(/default-src[^;]*'unsafe/);
  });

  it('adds the origin of each remote moved elsewhere (REMOTE_<NAME>_URL) to script-src and connect-src, once', () => {
    const policy = directives([
      'https://cdn.example/profile/mf-manifest.json',
      'https://cdn.example/admin/mf-manifest.json',
      'http://127.0.0.1:3100/remotes/choices/mf-manifest.json',
      '/remotes/groups/mf-manifest.json',
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'http://127.0.0.1:3100', 'https://cdn.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3100', 'https://cdn.example']);
  });

  it('lets the site run its own service worker and no other', () => {
    expect(directives(['https://cdn.example/profile/mf-manifest.json'])['worker-src']).toEqual(["'self'"]);
  });

  it('takes a scheme-relative remote as a host source', () => {
    expect(remoteSources(['//cdn.example/choices/mf-manifest.json'])).toEqual(['cdn.example']);
  });

  it('lets forms (logout) and profile pictures reach the identity provider\'s origin, not its path', () => {
    const policy = directives([], 'https://id.example/realms/alive/');
    expect(policy['form-action']).toEqual(["'self'", 'https://id.example']);
    expect(policy['img-src']).toContain('https://id.example');
  });

  it('renders as one header value', () => {
    expect(contentSecurityPolicy({ remoteManifestUrls: [], oidcIssuer: 'http://localhost:4100' })).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; worker-src 'self'; img-src 'self' data: https: http://localhost:4100; " +
        "style-src 'self' 'unsafe-inline'; font-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self' http://localhost:4100; frame-ancestors 'none'",
    );
  });
});
