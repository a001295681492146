import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { aiRecommendationListSchema, AI_CATEGORY_VALUES, AI_RECOMMENDATION_CATEGORIES, ADMIN_PAIR_CATEGORIES } from '@alive/contracts';
import { expectContract, type TestServer } from '@alive/service-kit/testing';
import { adminClient, signedIn, startAdminTestService } from '../test-support/admin-fixtures.ts';

/**
 * Against the real seeded catalogue and library: every AI proposal draws both options from the chosen
 * category and is filed under it (docs/product/admin.md, AI pair engine). Which items belong is
 * written out here from the catalogue's own categories and tags, not read from the engine's tables.
 */
const BELONGS: Record<string, (item: { category?: string; contentType?: string; tags: string[] }) => boolean> = {
  Travel: (item) => item.category === 'travel',
  Movies: (item) => item.category === 'movies' || item.contentType === 'movie' || item.contentType === 'tv',
  Books: (item) => item.category === 'books' || item.contentType === 'book',
  Activities: (item) => item.category === 'activities' || item.category === 'general',
  Food: (item) => item.category === 'food',
  Creative: (item) => item.tags.some((tag) => tag.startsWith('creation:')),
  Entertainment: (item) => item.category === 'date_night' || item.category === 'shopping',
};

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminClient>;
let admin: { id: string; cookie: string };
const itemsByTitle = new Map<string, { category?: string; contentType?: string; tags: string[] }[]>();

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
  server = await startAdminTestService(db.as('admin'));
  api = adminClient(server);
  admin = await signedIn(db.prisma, true);
  const remember = (title: string, entry: { category?: string; contentType?: string; tags: string[] }) =>
    itemsByTitle.set(title.toLowerCase(), [...(itemsByTitle.get(title.toLowerCase()) ?? []), entry]);
  for (const item of await db.prisma.recommendationItem.findMany({ where: { isActive: true } })) {
    remember(item.title, { category: item.category, tags: Object.keys(item.tags as Record<string, number>) });
  }
  for (const title of await db.prisma.contentClassification.findMany()) remember(title.title, { contentType: title.contentType, tags: [] });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('POST /api/ai-recommendations keeps to the chosen category', () => {
  it('covers every category of the AI Recommendations select and the Admin Panel', () => {
    expect(new Set(AI_CATEGORY_VALUES)).toEqual(new Set([...AI_RECOMMENDATION_CATEGORIES, ...ADMIN_PAIR_CATEGORIES]));
    expect(Object.keys(BELONGS).sort()).toEqual([...AI_CATEGORY_VALUES].sort());
  });

  it.each(AI_CATEGORY_VALUES)('%s: both options of every proposal come from it, and it is filed under it', async (category) => {
    const proposals = await expectContract(
      aiRecommendationListSchema,
      await api.post('/api/ai-recommendations', { category, existingPairs: [], limit: 10 }, admin.cookie),
    );
    expect(proposals.length).toBeGreaterThan(0);
    for (const proposal of proposals) {
      expect(proposal.category).toBe(category);
      for (const option of [proposal.option1, proposal.option2]) {
        const sources = itemsByTitle.get(option.toLowerCase()) ?? [];
        expect(sources.length, `${option} is a catalogue or library title`).toBeGreaterThan(0);
        expect(sources.some(BELONGS[category]!), `${option} belongs to ${category}`).toBe(true);
      }
    }
  });
});
