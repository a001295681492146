import { describe, expect, it } from 'vitest';
import { API_ROUTES, resolveApiRoute, routeMatches } from './route-table.ts';

const owner = (path: string) => resolveApiRoute(path)?.service ?? null;

describe('API ownership table', () => {
  it('routes every product API call to its owning service', () => {
    expect(owner('/api/login')).toBe('auth');
    expect(owner('/api/logout')).toBe('auth');
    expect(owner('/api/auth/user')).toBe('auth');
    expect(owner('/api/auth/connect/alive/callback')).toBe('auth');
    expect(owner('/api/choice-pairs/next')).toBe('choices');
    expect(owner('/api/user-choices')).toBe('choices');
    expect(owner('/api/user-choices/recent')).toBe('choices');
    expect(owner('/api/user-preferences/1')).toBe('choices');
    expect(owner('/api/happiness-profile')).toBe('profile');
    expect(owner('/api/happiness-profile/completion')).toBe('profile');
    expect(owner('/api/happiness-types')).toBe('profile');
    expect(owner('/api/personality-insights')).toBe('profile');
    expect(owner('/api/learning-insights')).toBe('profile');
    expect(owner('/api/personalized-recommendations/travel')).toBe('recommendations');
    expect(owner('/api/specific-content-recommendations')).toBe('recommendations');
    expect(owner('/api/recommendations/general')).toBe('recommendations');
    expect(owner('/api/recommendation-feedback')).toBe('recommendations');
    expect(owner('/api/enhanced-content-recommendations')).toBe('recommendations');
    expect(owner('/api/smart-recommendations')).toBe('recommendations');
    expect(owner('/api/personality-profile')).toBe('recommendations');
    expect(owner('/api/recommendation-insights')).toBe('recommendations');
    expect(owner('/api/user-groupings')).toBe('recommendations');
    expect(owner('/api/analyze-patterns')).toBe('recommendations');
    expect(owner('/api/debug/recommendation-performance')).toBe('recommendations');
    expect(owner('/api/groups')).toBe('groups');
    expect(owner('/api/groups/join')).toBe('groups');
    expect(owner('/api/groups/g1/recommendations')).toBe('groups');
    // The shared pairs' admin calls go to choices, their one writer (docs/data-ownership.md); the rest of /api/admin/ to admin.
    expect(owner('/api/admin/choice-pairs')).toBe('choices');
    expect(owner('/api/admin/choice-pairs/42')).toBe('choices');
    expect(owner('/api/admin/tag-hierarchy')).toBe('admin');
    expect(owner('/api/smart-choice-pairs/add')).toBe('choices');
    expect(owner('/api/analytics/track')).toBe('admin');
    expect(owner('/api/analytics/realtime')).toBe('admin');
    expect(owner('/api/analytics')).toBe('admin');
    expect(owner('/api/ai-recommendations')).toBe('admin');
    expect(owner('/api/gap-analysis')).toBe('admin');
    expect(owner('/api/smart-choice-pairs/generate')).toBe('admin');
    expect(owner('/api/algorithm-analysis')).toBe('admin');
  });

  it('a trailing-slash prefix also owns the bare path, not look-alikes', () => {
    expect(routeMatches('/api/recommendations/', '/api/recommendations')).toBe(true);
    expect(routeMatches('/api/recommendations/', '/api/recommendationsx')).toBe(false);
    expect(owner('/api/recommendations')).toBe('recommendations');
    expect(owner('/api/smart-choice-pairs')).toBe('admin');
  });

  it('returns null for unowned paths', () => {
    expect(owner('/api/unknown')).toBeNull();
    expect(owner('/api')).toBeNull();
    expect(owner('/healthz')).toBeNull();
  });

  it('picks the longest matching prefix', () => {
    const routes = [
      { prefix: '/api/groups', service: 'groups' as const },
      { prefix: '/api/groups/admin-report', service: 'admin' as const },
    ];
    expect(resolveApiRoute('/api/groups/admin-report', routes)?.service).toBe('admin');
    expect(resolveApiRoute('/api/groups/42', routes)?.service).toBe('groups');
  });

  it('has no duplicate prefixes', () => {
    const prefixes = API_ROUTES.map((r) => r.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
