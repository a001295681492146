import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { adminChoicePairPageSchema, type AdminChoicePair } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminPairsClient, signedIn, startChoicesAdminTestService } from '../test-support/admin-pair-fixtures.ts';

/** The pair list at scale (docs/product/admin.md, Choice pairs at scale): pages, sorting, filters, bulk reactivate. */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminPairsClient>;
let admin: { id: string; cookie: string };

const CATEGORIES = ['Travel', 'Entertainment', 'Food'] as const;

beforeAll(async () => {
  db = await createTestDatabase();
  // As the choices role: the one writer of choice_pairs (docs/data-ownership.md).
  server = await startChoicesAdminTestService(db.as('choices'));
  api = adminPairsClient(server);
  admin = await signedIn(db.prisma, true);
  // 30 pairs: categories in turn, every third inactive, votes 0..9 repeating (many ties).
  await db.prisma.choicePair.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      category: CATEGORIES[i % 3]!,
      option1: `Option ${i} left${i === 7 ? ' lighthouse' : ''}`,
      option2: `Option ${i} right`,
      option1Tags: {},
      option2Tags: {},
      isActive: i % 3 !== 2,
      totalVotes: i % 10,
      option1Votes: i % 10,
      option2Votes: 0,
    })),
  });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const page = async (query: string) => expectContract(adminChoicePairPageSchema, await api.get(`/api/admin/choice-pairs/page${query}`, admin.cookie));

/** Every page of a query, following nextCursor. */
async function walk(query: string): Promise<{ pages: number; items: AdminChoicePair[]; totals: number[] }> {
  const items: AdminChoicePair[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? '&' : '?';
    const result = await page(`${query}${cursor ? `${sep}cursor=${cursor}` : ''}`);
    items.push(...result.items);
    totals.push(result.total);
    cursor = result.nextCursor;
    pages += 1;
  } while (cursor);
  return { pages, items, totals };
}

describe('GET /api/admin/choice-pairs/page', () => {
  it('walks every pair exactly once, newest first by default, 25 a page', async () => {
    const { pages, items, totals } = await walk('');
    expect(pages).toBe(2);
    expect(new Set(totals)).toEqual(new Set([30]));
    expect(items.map((p) => p.id)).toEqual([...items.map((p) => p.id)].sort((a, b) => b - a));
    expect(new Set(items.map((p) => p.id)).size).toBe(30);
  });

  it('sorts by answers with ties in a stable order, across pages, both ways', async () => {
    for (const [sort, sign] of [['most-answered', -1], ['least-answered', 1]] as const) {
      const { items } = await walk(`?sort=${sort}&limit=4`);
      expect(items).toHaveLength(30);
      const key = (p: AdminChoicePair) => [p.totalVotes, p.id] as const;
      for (let i = 1; i < items.length; i++) {
        const [va, ia] = key(items[i - 1]!);
        const [vb, ib] = key(items[i]!);
        expect(sign * (vb - va) > 0 || (vb === va && sign * (ib - ia) > 0), `${sort} at ${i}`).toBe(true);
      }
    }
    expect((await walk('?sort=oldest&limit=7')).items.map((p) => p.id)).toEqual((await walk('?limit=7')).items.map((p) => p.id).reverse());
  });

  it('filters by category (Entertainment included), status and words, with the total of the filter', async () => {
    const entertainment = await walk('?category=entertainment&status=active&limit=3');
    expect(entertainment.items.every((p) => p.category === 'Entertainment' && p.isActive)).toBe(true);
    expect(entertainment.items).toHaveLength(10);
    expect(entertainment.totals[0]).toBe(10);
    expect((await page('?status=inactive')).total).toBe(10);
    expect((await page('?q=LIGHTHOUSE')).items.map((p) => p.option1)).toEqual(['Option 7 left lighthouse']);
    expect(await page('?q=nothing-like-this')).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('400 for a bad limit, sort, status or cursor; 401 signed out; 403 for a non-admin', async () => {
    for (const bad of ['?limit=0', '?limit=101', '?sort=random', '?status=gone', '?cursor=%24%24', `?cursor=${Buffer.from('{"id":"x"}').toString('base64url')}`]) {
      expect(await expectError(await api.get(`/api/admin/choice-pairs/page${bad}`, admin.cookie), 400), bad).toMatch(/limit|sort|status|cursor/);
    }
    expect(await expectError(await api.get('/api/admin/choice-pairs/page'), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.get('/api/admin/choice-pairs/page', member.cookie), 403)).toBe('Forbidden: admin only');
  });
});

describe('POST /api/admin/choice-pairs/reactivate', () => {
  it('makes the named inactive pairs active, counts only those, and leaves the rest', async () => {
    const inactive = (await walk('?status=inactive')).items.map((p) => p.id);
    const [first, second] = inactive;
    const answer = await api.post('/api/admin/choice-pairs/reactivate', { ids: [first, second, first, 2_000_000_000] }, admin.cookie);
    expect(await answer.json()).toEqual({ reactivated: 2 });
    expect((await page('?status=inactive')).total).toBe(inactive.length - 2);
    const again = await api.post('/api/admin/choice-pairs/reactivate', { ids: [first] }, admin.cookie);
    expect(await again.json()).toEqual({ reactivated: 0 });
  });

  it('400 for no ids or bad ids; 401 signed out; 403 for a non-admin; nothing changed', async () => {
    const before = (await page('?status=inactive')).total;
    for (const body of [{}, { ids: [] }, { ids: [0] }, { ids: ['1'] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }]) {
      expect(await expectError(await api.post('/api/admin/choice-pairs/reactivate', body, admin.cookie), 400)).toMatch(/ids/);
    }
    expect(await expectError(await api.post('/api/admin/choice-pairs/reactivate', { ids: [1] }), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.post('/api/admin/choice-pairs/reactivate', { ids: [1] }, member.cookie), 403)).toBe('Forbidden: admin only');
    expect((await page('?status=inactive')).total).toBe(before);
  });
});
