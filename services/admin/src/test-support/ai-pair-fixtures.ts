import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@alive/db';

/** Catalogue items, library titles and pairs for the AI pair tools' tests (their rows, their numbers). */

type Scores = Partial<Record<'primaryDriveScore' | 'happinessOrientationScore' | 'lifeEngagementScore' | 'valueInvestmentScore' | 'locusControlScore', number>>;

export interface ItemInput {
  category: string;
  title: string;
  tags: Record<string, number>;
  scores?: Scores;
  isActive?: boolean;
}

export async function createItems(prisma: PrismaClient, items: readonly ItemInput[]): Promise<void> {
  for (const item of items) {
    await prisma.recommendationItem.create({
      data: {
        slug: `${item.category}-${randomUUID().slice(0, 8)}`,
        category: item.category,
        title: item.title,
        description: `About ${item.title}.`,
        tags: item.tags,
        ...item.scores,
        timeCommitment: 'A day',
        estimatedCost: '$',
        isActive: item.isActive ?? true,
      },
    });
  }
}

export interface PairInput {
  category: string;
  option1: string;
  option2: string;
  option1Tags?: Record<string, number>;
  option2Tags?: Record<string, number>;
  isActive?: boolean;
}

export async function createPairs(prisma: PrismaClient, pairs: readonly PairInput[]): Promise<number[]> {
  const ids: number[] = [];
  for (const pair of pairs) {
    const row = await prisma.choicePair.create({
      data: { option1Tags: {}, option2Tags: {}, isActive: true, source: 'test', ...pair },
    });
    ids.push(row.id);
  }
  return ids;
}

export async function createLibraryTitle(
  prisma: PrismaClient,
  title: { title: string; contentType: 'movie' | 'tv' | 'book'; genre: string; tags?: string[]; scores?: Scores },
): Promise<void> {
  await prisma.contentClassification.create({
    data: { title: title.title, contentType: title.contentType, genre: title.genre, tags: title.tags ?? [], ...title.scores },
  });
}

/** Two active Travel pairs (Primary Drive, Locus of Control) and an inactive one. */
export const TRAVEL_PAIRS: readonly PairInput[] = [
  {
    category: 'Travel',
    option1: 'Solo hike in the mountains',
    option2: 'City tour with friends',
    option1Tags: { 'activity:Solo': 1, 'setting:Nature': 1, 'alive:primary_drive:intrinsic': 1 },
    option2Tags: { 'activity:Group': 1, 'setting:Urban': 1, 'alive:primary_drive:social': 1 },
  },
  {
    category: 'Travel',
    option1: 'Plan every stop in advance',
    option2: 'Wander without a plan',
    option1Tags: { 'style:Planned': 1, 'alive:locus_of_control:control': 1 },
    option2Tags: { 'style:Spontaneous': 1, 'alive:locus_of_control:flow': 1 },
  },
  // Inactive, so it covers nothing; it still exists, so its two options are never proposed again.
  { category: 'Travel', option1: 'dinner at the hotel you always book', option2: 'EAT YOUR WAY THROUGH A NIGHT MARKET', isActive: false },
];

/** Travel material: two items contrasting Value Investment, two contrasting Life Engagement, one retired. */
export const TRAVEL_ITEMS: readonly ItemInput[] = [
  { category: 'travel', title: 'Eat your way through a night market', tags: { 'food:Street Food': 1, 'setting:Urban': 1 }, scores: { valueInvestmentScore: 2 } },
  { category: 'travel', title: 'Dinner at the hotel you always book', tags: { 'food:Familiar': 1, 'setting:Urban': 1 }, scores: { valueInvestmentScore: -2 } },
  {
    category: 'travel',
    title: 'Walk the Camino Portugues',
    tags: { 'pace:Active': 1, 'setting:Nature': 1, 'purpose:Pilgrimage': 1 },
    scores: { lifeEngagementScore: 2, happinessOrientationScore: 1 },
  },
  { category: 'travel', title: 'A week of reading on a quiet island', tags: { 'pace:Relaxed': 1, 'setting:Beach': 1 }, scores: { lifeEngagementScore: -2, happinessOrientationScore: -1 } },
  { category: 'travel', title: 'A retired trip', tags: { 'pace:Active': 1 }, scores: { lifeEngagementScore: -2 }, isActive: false },
];
