import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import {
  bulkContentResponseSchema,
  contentAnalyticsSchema,
  contentClassificationSchema,
  contentGenerateResponseSchema,
  contentListSchema,
  removedContentSchema,
} from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
  member = await signedIn(db.prisma, false);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const count = () => db.prisma.contentClassification.count();
const ARRIVAL = {
  title: '  Arrival ',
  contentType: 'movie',
  genre: 'Science fiction',
  year: 2016,
  director: 'Denis Villeneuve',
  description: 'A linguist learns to read time.',
  primaryDriveScore: 1,
  happinessOrientationScore: 2,
  lifeEngagementScore: -1,
  valueInvestmentScore: 2,
  locusControlScore: -1,
  confidence: 0.85,
  reasoning: 'Quiet, meaningful science fiction.',
  tags: ['first contact'],
};

async function create(body: Record<string, unknown>) {
  return expectContract(contentClassificationSchema, await api.post('/api/admin/content', body, admin.cookie), { status: 201 });
}

describe('POST /api/admin/content and PUT /api/admin/content/:id', () => {
  it('stores a title trimmed, with its scores and a decimal-string confidence; defaults scores 0 and confidence 0.80', async () => {
    const arrival = await create(ARRIVAL);
    expect(arrival).toMatchObject({ title: 'Arrival', contentType: 'movie', year: 2016, director: 'Denis Villeneuve', author: null, happinessOrientationScore: 2, confidence: '0.85', tags: ['first contact'] });
    const plain = await create({ title: 'Fleabag', contentType: 'tv_show', seasons: 2 });
    expect(plain).toMatchObject({ contentType: 'tv', seasons: 2, primaryDriveScore: 0, locusControlScore: 0, confidence: '0.80', genre: null });
    const stored = await db.prisma.contentClassification.findUniqueOrThrow({ where: { id: plain.id } });
    expect(stored.contentType).toBe('tv');
  });

  it('replaces a title with PUT; 404 for an unknown id, 400 for a bad id', async () => {
    const dune = await create({ title: 'Dune', contentType: 'book', author: 'Frank Herbert' });
    const updated = await expectContract(
      contentClassificationSchema,
      await api.put(`/api/admin/content/${dune.id}`, { title: 'Dune', contentType: 'BOOK', author: 'Frank Herbert', year: 1965, valueInvestmentScore: 2, confidence: '0.9' }, admin.cookie),
    );
    expect(updated).toMatchObject({ id: dune.id, year: 1965, valueInvestmentScore: 2, confidence: '0.90' });
    expect(await expectError(await api.put('/api/admin/content/999999', { title: 'X', contentType: 'book' }, admin.cookie), 404)).toBe('Content classification not found');
    expect(await expectError(await api.put('/api/admin/content/abc', { title: 'X', contentType: 'book' }, admin.cookie), 400)).toMatch(/id/);
  });

  it('400 with a message and nothing written for every rule of the form', async () => {
    const before = await count();
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ contentType: 'movie' }, /Title is required/],
      [{ title: '   ', contentType: 'movie' }, /Title is required/],
      [{ title: 'Arrival' }, /Content type is required/],
      [{ title: 'Arrival', contentType: 'podcast' }, /Content type is required/],
      [{ title: 'Arrival', contentType: 'movie', primaryDriveScore: 3 }, /primaryDriveScore must be a whole number from -2 to 2/],
      [{ title: 'Arrival', contentType: 'movie', lifeEngagementScore: 1.5 }, /lifeEngagementScore must be a whole number from -2 to 2/],
      [{ title: 'Arrival', contentType: 'movie', locusControlScore: '1' }, /locusControlScore must be a whole number/],
      [{ title: 'Arrival', contentType: 'movie', confidence: 1.2 }, /confidence must be a number from 0 to 1/],
      [{ title: 'Arrival', contentType: 'movie', confidence: 'high' }, /confidence must be a number from 0 to 1/],
      [{ title: 'Arrival', contentType: 'movie', confidence: '' }, /confidence must be a number from 0 to 1/],
      [{ title: 'Arrival', contentType: 'movie', year: 2016.5 }, /year/],
      [{ title: 'Arrival', contentType: 'movie', year: '2016' }, /year/],
      [{ title: 'x'.repeat(201), contentType: 'movie' }, /title/],
    ];
    for (const [body, message] of refusals) expect(await expectError(await api.post('/api/admin/content', body, admin.cookie), 400)).toMatch(message);
    const dune = await db.prisma.contentClassification.findFirstOrThrow({ where: { title: 'Dune' } });
    expect(await expectError(await api.put(`/api/admin/content/${dune.id}`, { title: 'Dune', contentType: 'book', happinessOrientationScore: -3 }, admin.cookie), 400)).toMatch(/-2 to 2/);
    expect(await count()).toBe(before);
    expect((await db.prisma.contentClassification.findUniqueOrThrow({ where: { id: dune.id } })).happinessOrientationScore).toBe(0);
  });
});

describe('GET /api/admin/content and /analytics', () => {
  it('filters by type (tv_show read as tv), by genre and by a search over title, author, director and genre', async () => {
    const all = await expectContract(contentListSchema, await api.get('/api/admin/content', admin.cookie));
    expect(all.content.map((c) => c.title).sort()).toEqual(['Arrival', 'Dune', 'Fleabag']);
    const titles = async (query: string) => (await expectContract(contentListSchema, await api.get(`/api/admin/content?${query}`, admin.cookie))).content.map((c) => c.title);
    expect(await titles('contentType=tv_show')).toEqual(['Fleabag']);
    expect(await titles('contentType=book')).toEqual(['Dune']);
    expect((await titles('contentType=all')).length).toBe(3);
    expect(await titles('genre=science')).toEqual(['Arrival']);
    expect(await titles('searchTerm=HERBERT')).toEqual(['Dune']);
    expect(await titles('searchTerm=villeneuve&contentType=movie')).toEqual(['Arrival']);
    expect(await titles('searchTerm=nothing-like-this')).toEqual([]);
    expect(await expectError(await api.get('/api/admin/content?contentType=podcast', admin.cookie), 400)).toMatch(/contentType/);
  });

  it('counts the rows per type and averages their confidence', async () => {
    const { data } = await expectContract(contentAnalyticsSchema, await api.get('/api/admin/content/analytics', admin.cookie));
    const rows = await db.prisma.contentClassification.findMany();
    expect(data.totalContent).toBe(rows.length);
    expect(data.byType).toEqual({ movie: rows.filter((r) => r.contentType === 'movie').length, tv: 1, book: 1 });
    const mean = rows.reduce((sum, r) => sum + Number(r.confidence), 0) / rows.length;
    expect(data.averageConfidence).toBeCloseTo(mean, 2);
  });
});

describe('DELETE /api/admin/content/:id', () => {
  it('deletes a title; 404 the second time; 400 for a bad id', async () => {
    const temp = await create({ title: 'Temporary', contentType: 'movie' });
    expect(await expectContract(removedContentSchema, await api.delete(`/api/admin/content/${temp.id}`, admin.cookie))).toEqual({ id: temp.id, message: 'Content classification deleted' });
    expect(await db.prisma.contentClassification.findUnique({ where: { id: temp.id } })).toBeNull();
    expect(await expectError(await api.delete(`/api/admin/content/${temp.id}`, admin.cookie), 404)).toBe('Content classification not found');
    expect(await expectError(await api.delete('/api/admin/content/0', admin.cookie), 400)).toMatch(/id/);
  });
});

describe('POST /api/admin/content/generate', () => {
  it('classifies title, type and additional info with the built-in classifier, writing nothing', async () => {
    const before = await count();
    const { data } = await expectContract(
      contentGenerateResponseSchema,
      await api.post('/api/admin/content/generate', { title: 'Mad Max: Fury Road', contentType: 'movie', additionalInfo: { year: 2015, director: 'George Miller', genre: 'Action adventure' } }, admin.cookie),
    );
    expect(data).toMatchObject({ engine: 'builtin', lifeEngagementScore: 2, valueInvestmentScore: 1, locusControlScore: 1, confidence: 0.65 });
    expect(data.reasoning).toMatch(/action, adventure/);
    expect(await count()).toBe(before);
  });

  it('400 without a title or a type', async () => {
    expect(await expectError(await api.post('/api/admin/content/generate', { contentType: 'movie' }, admin.cookie), 400)).toMatch(/Title is required/);
    expect(await expectError(await api.post('/api/admin/content/generate', { title: 'Heat' }, admin.cookie), 400)).toMatch(/Content type is required/);
    expect(await expectError(await api.post('/api/admin/content/generate', { title: 'Heat', contentType: 'movie', additionalInfo: { year: 'soon' } }, admin.cookie), 400)).toMatch(/year/);
  });
});

describe('POST /api/admin/content/bulk', () => {
  it('writes the good lines classified and fails each bad line alone with its reason', async () => {
    const before = await count();
    const result = await expectContract(
      bulkContentResponseSchema,
      await api.post(
        '/api/admin/content/bulk',
        {
          contentList: [
            { title: 'The Crown', contentType: 'tv', year: 2016, genre: 'Historical drama' },
            { title: 'Cats', contentType: 'musical' },
            { title: 'Middlemarch', contentType: 'book', author: 'George Eliot', genre: 'Classic literary fiction' },
            { contentType: 'movie' },
            'not an object',
            { title: 'Heat', contentType: 'Movie', year: 1995.5 },
          ],
        },
        admin.cookie,
      ),
    );
    expect(result).toMatchObject({ success: false, created: 2, failed: 4 });
    expect(result.results.map((r) => [r.index, r.title, r.success])).toEqual([
      [0, 'The Crown', true],
      [1, 'Cats', false],
      [2, 'Middlemarch', true],
      [3, null, false],
      [4, null, false],
      [5, 'Heat', false],
    ]);
    expect(result.results[1]!.error).toMatch(/contentType: Content type is required/);
    expect(result.results[5]!.error).toMatch(/year/);
    expect(await count()).toBe(before + 2);
    const crown = await db.prisma.contentClassification.findFirstOrThrow({ where: { title: 'The Crown' } });
    expect(crown).toMatchObject({ contentType: 'tv', year: 2016, happinessOrientationScore: 2 });
    expect(crown.reasoning).toMatch(/historical, drama/);
  });

  it('400 for an empty, missing or oversized list, nothing written', async () => {
    const before = await count();
    expect(await expectError(await api.post('/api/admin/content/bulk', { contentList: [] }, admin.cookie), 400)).toMatch(/at least one title/);
    expect(await expectError(await api.post('/api/admin/content/bulk', {}, admin.cookie), 400)).toMatch(/contentList/);
    const many = Array.from({ length: 101 }, (_, i) => ({ title: `T${i}`, contentType: 'movie' }));
    expect(await expectError(await api.post('/api/admin/content/bulk', { contentList: many }, admin.cookie), 400)).toMatch(/at most 100/);
    expect(await count()).toBe(before);
  });
});

describe('access', () => {
  const calls: [string, string, Record<string, unknown>?][] = [
    ['get', '/api/admin/content'],
    ['get', '/api/admin/content/analytics'],
    ['post', '/api/admin/content', { title: 'X', contentType: 'movie' }],
    ['put', '/api/admin/content/1', { title: 'X', contentType: 'movie' }],
    ['delete', '/api/admin/content/1'],
    ['post', '/api/admin/content/generate', { title: 'X', contentType: 'movie' }],
    ['post', '/api/admin/content/bulk', { contentList: [{ title: 'X', contentType: 'movie' }] }],
  ];

  it('401 signed out and 403 for a non-admin on every call, nothing written', async () => {
    const before = await count();
    for (const [method, path, body] of calls) {
      const send = (cookie?: string) =>
        method === 'get' ? api.get(path, cookie) : method === 'delete' ? api.delete(path, cookie) : method === 'put' ? api.put(path, body, cookie) : api.post(path, body, cookie);
      expect(await expectError(await send(), 401)).toBe('Unauthorized');
      expect(await expectError(await send(member.cookie), 403)).toBe('Forbidden: admin only');
    }
    expect(await count()).toBe(before);
  });
});
