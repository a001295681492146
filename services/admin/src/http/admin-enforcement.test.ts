import { afterAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '@alive/contracts';
import { createTestDatabase } from '@alive/db/testing';
import { expectError, routerRoutes, startTestServer } from '@alive/service-kit/testing';
import { createAdminService } from '../app.ts';
import { adminTestConfig, signedIn } from '../test-support/admin-fixtures.ts';

/**
 * Every admin call refuses a signed-out caller (401) and a signed-in non-admin (403), whatever the
 * input, and writes nothing; an admin gets past the check. The table is every route the service's
 * routers really register (read from the running app, so a route added by any router of the service
 * is in it without touching this file), and the endpoint table must say the same. Page tracking
 * is the one public call (docs/product/admin.md, Access).
 */
const PUBLIC = new Set(['POST /api/analytics/track']);

const db = await createTestDatabase();
const app = createAdminService({ prisma: db.as('admin'), config: adminTestConfig });
const server = await startTestServer(app);
afterAll(async () => {
  await server.close();
  await db.drop();
});

const label = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
const routes = routerRoutes(app)
  .filter((route) => route.path.startsWith('/api/'))
  .map((route) => ({
    label: label(route),
    method: route.method,
    // A path parameter gets a valid id no row has: the refusal must come before any lookup.
    path: route.path.replace(/:[A-Za-z]+/g, '2147483647'),
  }));
const guarded = routes.filter((route) => !PUBLIC.has(route.label));

async function writtenRows() {
  const [pairs, choices, content, views, items] = await Promise.all([
    db.prisma.choicePair.count(),
    db.prisma.userChoice.count(),
    db.prisma.contentClassification.count(),
    db.prisma.pageView.count(),
    db.prisma.recommendationItem.count(),
  ]);
  return { pairs, choices, content, views, items };
}

/** A body that would be valid for a pair route; other routes get it as plain wrong input. */
const BODY = { option1: 'Enforcement A', option2: 'Enforcement B', category: 'Travel', choicePairs: [{ optionA: 'X', optionB: 'Y', category: 'travel' }] };

function call(route: (typeof routes)[number], cookie?: string) {
  const withBody = route.method !== 'get' && route.method !== 'delete';
  return fetch(`${server.url}${route.path}`, {
    method: route.method.toUpperCase(),
    headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: withBody ? JSON.stringify(BODY) : undefined,
  });
}

describe('admin enforcement', () => {
  it('finds every route of the routers, the public one included, and the endpoint table agrees on who may call each', () => {
    expect(routes.map((route) => route.label)).toEqual(expect.arrayContaining([...PUBLIC, 'GET /api/admin/tag-hierarchy']));
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    const documented = new Map(Object.values(adminEndpoints.endpoints).map((endpoint) => [label(endpoint), endpoint.access]));
    for (const route of routes) expect(documented.get(route.label), route.label).toBe(PUBLIC.has(route.label) ? 'public' : 'admin');
  });

  it.each(guarded.map((route) => [route.label, route] as const))('%s: 401 signed out, 403 for a non-admin, nothing written; an admin passes', async (_label, route) => {
    const member = await signedIn(db.prisma, false);
    const before = await writtenRows();
    expect(await expectError(await call(route), 401)).toBe('Unauthorized');
    expect(await expectError(await call(route, member.cookie), 403)).toBe('Forbidden: admin only');
    expect(await writtenRows()).toEqual(before);

    const admin = await signedIn(db.prisma, true);
    const status = (await call(route, admin.cookie)).status;
    expect(status, `${route.label} as an admin`).not.toBe(401);
    expect(status, `${route.label} as an admin`).not.toBe(403);
    expect(status, `${route.label} as an admin`).toBeLessThan(500);
  });
});
