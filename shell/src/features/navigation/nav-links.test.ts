import { describe, expect, it } from 'vitest';
import { NAV_LINKS, isActiveLink, visibleNavLinks } from './nav-links.ts';

describe('isActiveLink', () => {
  it('matches / only exactly', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/groups')).toBe(false);
    expect(isActiveLink('/', '/choices')).toBe(false);
  });

  it('matches other links by path prefix', () => {
    expect(isActiveLink('/groups', '/groups')).toBe(true);
    expect(isActiveLink('/groups', '/groups/42')).toBe(true);
    expect(isActiveLink('/groups', '/groups/42/members')).toBe(true);
    expect(isActiveLink('/happiness-profile', '/happiness-profile')).toBe(true);
  });

  it('does not match a different path that merely shares the first letters', () => {
    expect(isActiveLink('/groups', '/groupsx')).toBe(false);
    expect(isActiveLink('/admin', '/admin-analytics')).toBe(false);
    expect(isActiveLink('/recommendations', '/')).toBe(false);
  });
});

describe('visibleNavLinks', () => {
  it('shows the five main links to everyone and the three admin links to admins only', () => {
    expect(visibleNavLinks(false).map((l) => l.href)).toEqual(['/', '/happiness-profile', '/recommendations', '/groups', '/learning-insights']);
    expect(visibleNavLinks(true)).toHaveLength(NAV_LINKS.length);
    expect(visibleNavLinks(true).filter((l) => l.adminOnly).map((l) => l.label)).toEqual([
      'Smart Engine',
      'Analytics',
      'Content Management',
    ]);
  });
});
