import { describe, expect, it } from 'vitest';
import { routesFromRemotes } from '../../app/route-table.ts';
import { REMOTES_JSON } from '../../test/remotes-json.ts';
import { parseRemotesDocument } from '../remotes/remotes-document.ts';
import { isActiveLink, navLinksFromRoutes, visibleNavLinks } from './nav-links.ts';

const links = navLinksFromRoutes(routesFromRemotes(parseRemotesDocument(REMOTES_JSON)));
const home = { href: '/', active: 'exact', sections: [] } as const;
const groups = { href: '/groups', active: 'prefix', sections: [] } as const;

describe('isActiveLink', () => {
  it('matches an exact link (/) only exactly', () => {
    expect(isActiveLink(home, '/')).toBe(true);
    expect(isActiveLink(home, '/groups')).toBe(false);
    expect(isActiveLink(home, '/choices')).toBe(false);
  });

  it('matches other links by path prefix', () => {
    expect(isActiveLink(groups, '/groups')).toBe(true);
    expect(isActiveLink(groups, '/groups/42')).toBe(true);
    expect(isActiveLink(groups, '/groups/42/members')).toBe(true);
    expect(isActiveLink({ href: '/happiness-profile', active: 'prefix', sections: [] }, '/happiness-profile')).toBe(true);
  });

  it('does not match a different path that merely shares the first letters', () => {
    expect(isActiveLink(groups, '/groupsx')).toBe(false);
    expect(isActiveLink({ href: '/admin', active: 'prefix', sections: [] }, '/admin-analytics')).toBe(false);
    expect(isActiveLink({ href: '/recommendations', active: 'prefix', sections: [] }, '/')).toBe(false);
  });
  it('is also active on the screens that name it as their section, parameters included', () => {
    const recommendations = { href: '/recommendations', active: 'prefix', sections: ['/smart-recommendations', '/my-list/:tab'] } as const;
    expect(isActiveLink(recommendations, '/smart-recommendations')).toBe(true);
    expect(isActiveLink(recommendations, '/my-list/saved')).toBe(true);
    expect(isActiveLink(recommendations, '/smart-recommendations-x')).toBe(false);
    expect(isActiveLink(recommendations, '/my-list')).toBe(false);
    expect(isActiveLink({ ...home, sections: ['/choices'] }, '/choices')).toBe(true);
    expect(isActiveLink({ ...home, sections: ['/choices'] }, '/groups')).toBe(false);
  });
});

describe('navLinksFromRoutes', () => {
  it('gives each link the screens that declare it as their section', () => {
    const bySection = Object.fromEntries(links.map((l) => [l.href, l.sections]));
    expect(bySection['/']).toEqual(['/choices']);
    expect(bySection['/recommendations']).toEqual(['/personalized-recommendations', '/specific-content-recommendations', '/enhanced-recommendations', '/smart-recommendations', '/ai-insights', '/my-list']);
    expect(bySection['/groups']).toEqual([]);
  });

  it('orders the declared links across remotes, with the rule each declares', () => {
    expect(links.map((l) => [l.href, l.label, l.adminOnly, l.active])).toEqual([
      ['/', 'A.L.I.V.E Choices', false, 'exact'],
      ['/happiness-profile', 'My A.L.I.V.E Profile', false, 'prefix'],
      ['/recommendations', 'Recommendations', false, 'prefix'],
      ['/groups', 'Groups', false, 'prefix'],
      ['/learning-insights', 'Learning Insights', false, 'prefix'],
      ['/smart-choice-pairs', 'Smart Engine', true, 'prefix'],
      ['/admin-analytics', 'Analytics', true, 'prefix'],
      ['/admin-content', 'Content Management', true, 'prefix'],
    ]);
  });

  it('breaks order ties by path and gives paths with parameters no link', () => {
    const made = navLinksFromRoutes([
      { path: '/b', module: './B', title: 'B', nav: { label: 'B', order: 1 } },
      { path: '/a', module: './A', title: 'A', nav: { label: 'A', order: 1 } },
      { path: '/c/:id', module: './C', title: 'C', nav: { label: 'C', order: 0 } },
    ]);
    expect(made.map((l) => l.href)).toEqual(['/a', '/b']);
  });
});

describe('visibleNavLinks', () => {
  it('shows the five main links to everyone and the three admin links to admins only', () => {
    expect(visibleNavLinks(links, false).map((l) => l.href)).toEqual(['/', '/happiness-profile', '/recommendations', '/groups', '/learning-insights']);
    expect(visibleNavLinks(links, true)).toHaveLength(links.length);
    expect(visibleNavLinks(links, true).filter((l) => l.adminOnly).map((l) => l.label)).toEqual([
      'Smart Engine',
      'Analytics',
      'Content Management',
    ]);
  });
});
