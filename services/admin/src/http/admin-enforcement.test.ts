import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { expectError, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';
import { adminOperations } from './operations.ts';

/**
 * Every admin call refuses a signed-out caller (401) and a signed-in non-admin (403), whatever the
 * input, and writes nothing. The table is the service's whole operation list, which a coverage test
 * holds to the routes the routers really register (scripts/api-docs-coverage.test.ts), so a new route
 * cannot skip this. Page tracking is the one public call.
 */
const PUBLIC = new Set(['POST /api/analytics/track']);

let db: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.prisma);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const operations = adminOperations.operations.map((op) => ({
  label: `${op.method.toUpperCase()} ${op.path}`,
  method: op.method,
  // Path parameters get a valid-looking value: the refusal must come before any lookup.
  path: op.path.replace(/:[A-Za-z]+/g, '1'),
  access: op.access,
}));

async function writtenRows() {
  const [pairs, content, views] = await Promise.all([db.prisma.choicePair.count(), db.prisma.contentClassification.count(), db.prisma.pageView.count()]);
  return { pairs, content, views };
}

describe('admin enforcement', () => {
  it('lists page tracking as the only public call and every other call as admin-only', () => {
    expect(operations.filter((op) => op.access !== 'admin').map((op) => op.label)).toEqual([...PUBLIC]);
    expect(operations.filter((op) => op.access === 'admin').length).toBeGreaterThanOrEqual(6);
  });

  it.each(operations.filter((op) => op.access === 'admin').map((op) => [op.label, op] as const))('%s: 401 signed out, 403 for a non-admin, nothing written', async (_label, op) => {
    const member = await signedIn(db.prisma, false);
    const before = await writtenRows();
    const body = op.method === 'get' || op.method === 'delete' ? undefined : { option1: 'A', option2: 'B', category: 'Travel' };
    const call = (cookie?: string) =>
      fetch(`${server.url}${op.path}`, {
        method: op.method.toUpperCase(),
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect(await expectError(await call(), 401)).toBe('Unauthorized');
    expect(await expectError(await call(member.cookie), 403)).toBe('Forbidden: admin only');
    expect(await writtenRows()).toEqual(before);
  });

  it('lets an admin through', async () => {
    const admin = await signedIn(db.prisma, true);
    const res = await adminClient(server).get('/api/admin/choice-pairs', admin.cookie);
    expect(res.status).toBe(200);
  });
});
