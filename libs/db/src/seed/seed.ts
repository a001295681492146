/**
 * Product seed: the choice pairs of `data/*-pairs.ts` and the content library of
 * `data/content-classifications.ts`. Safe to run on every start and from several processes:
 * - choice pairs are keyed on (category, option1, option2): missing ones are inserted; the tags of
 *   pairs this seed created earlier (source 'seed') follow the data files; votes and isActive are
 *   never touched;
 * - content classifications are inserted only into an empty library, so an admin's edits and
 *   deletions stick across restarts.
 */
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { SeedChoicePair } from './choice-pair-builder.ts';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
import { SEED_CONTENT_CLASSIFICATIONS, type SeedContentClassification } from './data/content-classifications.ts';

export { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
export { SEED_CONTENT_CLASSIFICATIONS } from './data/content-classifications.ts';
export { SEED_CATEGORIES } from './choice-pair-builder.ts';
export type { SeedCategory, SeedChoicePair } from './choice-pair-builder.ts';
export type { SeedContentClassification } from './data/content-classifications.ts';

export const SEED_SOURCE = 'seed';
const SEED_LOCK_KEY = 0x53_45_45_44; // "SEED"

export interface SeedResult {
  choicePairsCreated: number;
  choicePairsUpdated: number;
  contentClassificationsCreated: number;
}

function pairKey(p: { category: string; option1: string; option2: string }): string {
  return JSON.stringify([p.category, p.option1, p.option2]);
}

function sameTags(a: unknown, b: Record<string, number>): boolean {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const entries = Object.entries(a as Record<string, unknown>);
  return entries.length === Object.keys(b).length && entries.every(([k, v]) => b[k] === v);
}

function contentRow(c: SeedContentClassification): Prisma.ContentClassificationCreateManyInput {
  const [primaryDrive, happinessOrientation, lifeEngagement, valueInvestment, locusControl] = c.scores;
  return {
    title: c.title,
    contentType: c.contentType,
    genre: c.genre,
    year: c.year,
    author: c.author ?? null,
    director: c.director ?? null,
    seasons: c.seasons ?? null,
    description: c.description,
    primaryDriveScore: primaryDrive,
    happinessOrientationScore: happinessOrientation,
    lifeEngagementScore: lifeEngagement,
    valueInvestmentScore: valueInvestment,
    locusControlScore: locusControl,
    confidence: c.confidence,
    reasoning: c.reasoning,
  };
}

export interface SeedOptions {
  choicePairs?: readonly SeedChoicePair[];
  contentClassifications?: readonly SeedContentClassification[];
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const pairs = options.choicePairs ?? SEED_CHOICE_PAIRS;
  const content = options.contentClassifications ?? SEED_CONTENT_CLASSIFICATIONS;
  return prisma.$transaction(
    async (tx) => {
      // Serialises concurrent seeders (several services starting at once).
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})::text AS locked`);

      const existing = await tx.choicePair.findMany({
        select: { id: true, category: true, option1: true, option2: true, option1Tags: true, option2Tags: true, source: true },
      });
      const byKey = new Map(existing.map((row) => [pairKey(row), row]));
      const toCreate: SeedChoicePair[] = [];
      let choicePairsUpdated = 0;
      for (const p of pairs) {
        const row = byKey.get(pairKey(p));
        if (!row) {
          toCreate.push(p);
          continue;
        }
        if (row.source !== SEED_SOURCE) continue;
        if (sameTags(row.option1Tags, p.option1Tags) && sameTags(row.option2Tags, p.option2Tags)) continue;
        await tx.choicePair.update({
          where: { id: row.id },
          data: { option1Tags: p.option1Tags, option2Tags: p.option2Tags },
        });
        choicePairsUpdated++;
      }
      if (toCreate.length > 0) {
        await tx.choicePair.createMany({
          data: toCreate.map((p) => ({ ...p, isActive: true, source: SEED_SOURCE })),
        });
      }

      let contentClassificationsCreated = 0;
      if ((await tx.contentClassification.count()) === 0 && content.length > 0) {
        const created = await tx.contentClassification.createMany({ data: content.map(contentRow) });
        contentClassificationsCreated = created.count;
      }
      return { choicePairsCreated: toCreate.length, choicePairsUpdated, contentClassificationsCreated };
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
