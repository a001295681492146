import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '@alive/db';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { contentListSchema, type ContentClassification } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';

/** The content library a page at a time (docs/product/admin.md, Content library): cursor, sort, filters. */
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };

const TYPES = ['movie', 'tv', 'book'] as const;
// Every title changed at one of three moments: many rows share a timestamp, so ties must be broken by id.
const MOMENTS = [new Date('2026-05-01T10:00:00.000Z'), new Date('2026-05-02T10:00:00.000Z'), new Date('2026-05-03T10:00:00.000Z')];

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
  await db.prisma.contentClassification.createMany({
    data: Array.from({ length: 40 }, (_, i) => ({
      title: `Title ${String(i).padStart(2, '0')}${i === 13 ? ' Lighthouse' : ''}`,
      contentType: TYPES[i % 3]!,
      genre: i % 2 === 0 ? 'Drama' : 'Comedy',
      confidence: new Prisma.Decimal((0.5 + (i % 4) * 0.1).toFixed(2)),
      updatedAt: MOMENTS[i % 3]!,
    })),
  });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const page = async (query: string) => expectContract(contentListSchema, await api.get(`/api/admin/content${query}`, admin.cookie));

async function walk(query: string): Promise<{ pages: number; items: ContentClassification[]; totals: number[] }> {
  const items: ContentClassification[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = query ? '&' : '?';
    const result = await page(`${query}${cursor ? `${sep}cursor=${cursor}` : ''}`);
    items.push(...result.content);
    totals.push(result.total);
    cursor = result.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { pages, items, totals };
}

describe('GET /api/admin/content, a page at a time', () => {
  it('answers 50 titles by default with the total, latest change first, ties by id', async () => {
    const first = await page('');
    expect(first.total).toBe(40);
    expect(first.content).toHaveLength(40);
    expect(first.nextCursor).toBeNull();
    const key = (c: ContentClassification) => [Date.parse(c.updatedAt), c.id] as const;
    for (let i = 1; i < first.content.length; i++) {
      const [ta, ia] = key(first.content[i - 1]!);
      const [tb, ib] = key(first.content[i]!);
      expect(tb < ta || (tb === ta && ib < ia)).toBe(true);
    }
  });

  it('walks every title exactly once in each sort, in pages of the limit', async () => {
    for (const sort of ['recent', 'title', 'confidence'] as const) {
      const { pages, items, totals } = await walk(`?sort=${sort}&limit=7`);
      expect(pages, sort).toBe(6);
      expect(new Set(items.map((c) => c.id)).size, sort).toBe(40);
      expect(new Set(totals)).toEqual(new Set([40]));
    }
    const byTitle = (await walk('?sort=title&limit=9')).items.map((c) => c.title);
    expect(byTitle).toEqual([...byTitle].sort());
    const byConfidence = (await walk('?sort=confidence&limit=6')).items.map((c) => Number(c.confidence));
    expect(byConfidence).toEqual([...byConfidence].sort((a, b) => b - a));
  });

  it('keeps the filters on the server across pages, with the total of the filter', async () => {
    const books = await walk('?contentType=book&genre=drama&limit=2');
    expect(books.items.every((c) => c.contentType === 'book' && c.genre === 'Drama')).toBe(true);
    expect(books.items).toHaveLength(7);
    expect(books.totals[0]).toBe(7);
    expect((await page('?searchTerm=lighthouse')).content.map((c) => c.title)).toEqual(['Title 13 Lighthouse']);
    expect(await page('?searchTerm=nothing-like-this')).toEqual({ content: [], nextCursor: null, total: 0 });
  });

  it('400 for a bad limit, sort or cursor (and a cursor of another sort); 401 signed out; 403 for a non-admin', async () => {
    const { nextCursor } = await page('?sort=title&limit=5');
    const bad = ['?limit=0', '?limit=101', '?limit=x', '?sort=random', '?cursor=%24%24', `?cursor=${Buffer.from('{"id":"x"}').toString('base64url')}`, `?cursor=${Buffer.from('null').toString('base64url')}`, `?sort=recent&cursor=${nextCursor}`];
    for (const query of bad) {
      expect(await expectError(await api.get(`/api/admin/content${query}`, admin.cookie), 400), query).toMatch(/limit|sort|cursor/);
    }
    expect(await expectError(await api.get('/api/admin/content?limit=5'), 401)).toBe('Unauthorized');
    const member = await signedIn(db.prisma, false);
    expect(await expectError(await api.get('/api/admin/content?limit=5', member.cookie), 403)).toBe('Forbidden: admin only');
  });
});
