import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, loginPathFor, loginQuerySchema } from './auth.ts';

/** Where sign-in may come back to: this site's paths only (docs/product/platform.md, Auth gate). */
describe('isSafeReturnPath and loginPathFor', () => {
  it.each(['/', '/groups', '/groups/join/ABCD2345', '/groups?tab=members#x', '/a%2F%2Fb'])('accepts %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(true);
    expect(loginQuerySchema.safeParse({ returnTo: path }).success).toBe(true);
  });

  it.each(['', 'groups', '//evil.example', '/\\evil.example', '\\\\evil', 'https://evil.example/', '/a\nb', '/a\u0000', `/${'x'.repeat(2000)}`])('refuses %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
    expect(loginQuerySchema.safeParse({ returnTo: path }).success).toBe(false);
  });

  it('adds the path to the login URL, except for / or a path it would refuse', () => {
    expect(loginPathFor('/groups/join/ABCD2345?x=1')).toBe('/api/login?returnTo=%2Fgroups%2Fjoin%2FABCD2345%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/api/login');
    expect(loginPathFor('//evil.example')).toBe('/api/login');
  });
});
