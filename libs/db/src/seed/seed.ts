/**
 * Product seed: the choice pairs of `data/*-pairs.ts` and the content library of
 * `data/content-classifications.ts`. Safe to run on every start and from several processes:
 * - choice pairs are keyed on (category, option1, option2): missing ones are inserted; the tags of
 *   pairs this seed created earlier (source 'seed') follow the data files; votes and isActive are
 *   never touched;
 * - content classifications are keyed on `seed_key` (`data/content/`, seedContentClassifications):
 *   a title is inserted once, with the ledger key `content:<seedKey>` (so a title an admin deletes
 *   stays deleted); rows of an older library without a seed key are matched by (title, type) and given
 *   theirs; empty tags, warnings and similar titles of seeded rows are filled; nothing else is written;
 * - recommendation items (`data/recommendation-items/`) are keyed on slug: one is inserted once,
 *   with the ledger key `item:<slug>` (so an item an admin deletes stays deleted); the fields of items
 *   the seed inserted follow the data files; isActive is never touched.
 */
import { DIMENSIONS } from '@alive/domain';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { SeedChoicePair } from './choice-pair-builder.ts';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
import {
  FIRST_LIBRARY_SEED_KEYS,
  SEED_CONTENT_CLASSIFICATIONS,
  type SeedContentClassification,
} from './data/content-classifications.ts';
import { SEED_RECOMMENDATION_ITEMS, type SeedRecommendationItem } from './data/recommendation-items/index.ts';

export { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
export { SEED_CONTENT_CLASSIFICATIONS } from './data/content-classifications.ts';
export { SEED_CATEGORIES } from './choice-pair-builder.ts';
export type { SeedCategory, SeedChoicePair } from './choice-pair-builder.ts';
export type { SeedContentClassification } from './data/content-classifications.ts';
export { SEED_RECOMMENDATION_CATEGORIES, SEED_RECOMMENDATION_ITEMS } from './data/recommendation-items/index.ts';
export type { SeedRecommendationCategory, SeedRecommendationItem } from './data/recommendation-items/index.ts';

export const SEED_SOURCE = 'seed';
const SEED_LOCK_KEY = 0x53_45_45_44; // "SEED"

export interface SeedResult {
  choicePairsCreated: number;
  choicePairsUpdated: number;
  contentClassificationsCreated: number;
  /** Existing rows without a seed key that matched a seed title by (title, type) and were given its key. */
  contentClassificationsBackfilled: number;
  /** Seeded rows (backfilled ones included) whose empty tags, warnings and similar titles were filled. */
  contentClassificationsFilled: number;
  recommendationItemsCreated: number;
  recommendationItemsUpdated: number;
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
    seedKey: c.seedKey,
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
    ...enhancedFields(c),
  };
}

/** What the enhanced card shows beyond the classification itself; ratings stay null (data/content/seed-content.ts). */
function enhancedFields(c: SeedContentClassification): { tags: string[]; warnings: string[]; similarTo: string[] } {
  return { tags: [...c.tags], warnings: [...c.warnings], similarTo: [...c.similarTo] };
}

export interface SeedOptions {
  choicePairs?: readonly SeedChoicePair[];
  contentClassifications?: readonly SeedContentClassification[];
  recommendationItems?: readonly SeedRecommendationItem[];
}

export async function seed(prisma: PrismaClient, options: SeedOptions = {}): Promise<SeedResult> {
  const pairs = options.choicePairs ?? SEED_CHOICE_PAIRS;
  const content = options.contentClassifications ?? SEED_CONTENT_CLASSIFICATIONS;
  const items = options.recommendationItems ?? SEED_RECOMMENDATION_ITEMS;
  return prisma.$transaction(
    async (tx) => {
      // Serialises concurrent seeders (several services starting at once).
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})::text AS locked`);

      // Personal pairs (a person's own queue) never stand in for a shared seed pair.
      const existing = await tx.choicePair.findMany({
        where: { ownerUserId: null },
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

      const contentResult = await seedContentClassifications(tx, content);
      const { recommendationItemsCreated, recommendationItemsUpdated } = await seedRecommendationItems(tx, items);
      return {
        choicePairsCreated: toCreate.length,
        choicePairsUpdated,
        ...contentResult,
        recommendationItemsCreated,
        recommendationItemsUpdated,
      };
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}

/** The columns the seed owns on a recommendation item it inserted (everything but id, isActive, timestamps). */
type RecommendationItemFields = Omit<Prisma.RecommendationItemCreateManyInput, 'id' | 'isActive' | 'createdAt' | 'updatedAt'>;

function recommendationItemFields(item: SeedRecommendationItem): RecommendationItemFields {
  const scores = Object.fromEntries(DIMENSIONS.map((d) => [d.contentScoreField, item.leanings[d.key]])) as Record<
    (typeof DIMENSIONS)[number]['contentScoreField'],
    number
  >;
  return {
    slug: item.slug,
    category: item.category,
    title: item.title,
    description: item.description,
    tags: item.tags,
    ...scores,
    timeCommitment: item.timeCommitment,
    estimatedCost: item.estimatedCost,
    location: item.location,
    year: item.year,
    streamingPlatforms: item.streamingPlatforms,
    links: item.links,
    actionable: item.actionable,
  };
}

/** JSON with object keys sorted, so two values compare equal whatever order Postgres keeps keys in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The fields of `wanted` that differ from the stored row (empty when the row is up to date). */
function changedItemFields(row: Record<string, unknown>, wanted: RecommendationItemFields): Partial<RecommendationItemFields> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([field, value]) => canonicalJson(row[field]) !== canonicalJson(value)),
  ) as Partial<RecommendationItemFields>;
}

export const RECOMMENDATION_ITEM_LEDGER_PREFIX = 'item:';

/**
 * Inserts the catalogue items never inserted before (slug not in the table, `item:<slug>` not in the
 * seed ledger) and brings the items it inserted earlier in line with the data files. Items an admin
 * deleted (ledger key present, row gone) and rows the seed did not insert are left alone; isActive is
 * never written. Runs inside seed()'s transaction, under its advisory lock.
 */
export async function seedRecommendationItems(
  tx: Prisma.TransactionClient,
  items: readonly SeedRecommendationItem[],
): Promise<{ recommendationItemsCreated: number; recommendationItemsUpdated: number }> {
  const slugs = items.map((i) => i.slug);
  const duplicate = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicate) throw new Error(`Two seed recommendation items share the slug "${duplicate}"`);

  const ledgerKey = (slug: string): string => `${RECOMMENDATION_ITEM_LEDGER_PREFIX}${slug}`;
  const ledger = new Set(
    (await tx.seedLedgerEntry.findMany({ where: { key: { in: slugs.map(ledgerKey) } }, select: { key: true } })).map((r) => r.key),
  );
  const existing = new Map((await tx.recommendationItem.findMany({ where: { slug: { in: slugs } } })).map((r) => [r.slug, r]));

  const toCreate: RecommendationItemFields[] = [];
  let recommendationItemsUpdated = 0;
  for (const item of items) {
    const wanted = recommendationItemFields(item);
    const row = existing.get(item.slug);
    if (!row) {
      if (!ledger.has(ledgerKey(item.slug))) toCreate.push(wanted);
      continue;
    }
    if (!ledger.has(ledgerKey(item.slug))) continue;
    const changed = changedItemFields(row, wanted);
    if (Object.keys(changed).length === 0) continue;
    await tx.recommendationItem.update({ where: { id: row.id }, data: changed });
    recommendationItemsUpdated++;
  }
  if (toCreate.length === 0) return { recommendationItemsCreated: 0, recommendationItemsUpdated };
  const created = await tx.recommendationItem.createMany({ data: toCreate, skipDuplicates: true });
  await tx.seedLedgerEntry.createMany({ data: toCreate.map((i) => ({ key: ledgerKey(i.slug) })), skipDuplicates: true });
  return { recommendationItemsCreated: created.count, recommendationItemsUpdated };
}

export const CONTENT_LEDGER_PREFIX = 'content:';

function isEmptyList(value: unknown): boolean {
  return value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * Adds the seed titles to the content library (docs/data-ownership.md, the seed), inside seed()'s
 * transaction and under its advisory lock:
 * - a row without a seed key whose (title, type) is a seed title the ledger has never seen (a library
 *   seeded before seed keys existed) is given that title's seed key, and its ledger key is recorded;
 * - a seed title whose key is neither in the table nor in the seed ledger (`content:<seedKey>`) is
 *   inserted and its ledger key recorded, so a title an admin deletes is not inserted again;
 * - when that older library is met for the first time (no ledger key yet), a title of it that is
 *   missing (`firstLibrary`) was deleted by an admin: its ledger key is recorded and it is not inserted;
 * - a seeded row whose tags, warnings and similar titles are all still empty gets the data's; one
 *   with any of them set, and every other column (scores, description, ...), is the admin's.
 */
export async function seedContentClassifications(
  tx: Prisma.TransactionClient,
  content: readonly SeedContentClassification[],
  firstLibrary: ReadonlySet<string> = FIRST_LIBRARY_SEED_KEYS,
): Promise<{ contentClassificationsCreated: number; contentClassificationsBackfilled: number; contentClassificationsFilled: number }> {
  const keys = content.map((c) => c.seedKey);
  const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
  if (duplicate) throw new Error(`Two seed content classifications share the seed key "${duplicate}"`);

  const ledgerKey = (seedKey: string): string => `${CONTENT_LEDGER_PREFIX}${seedKey}`;
  const ledger = new Set(
    (await tx.seedLedgerEntry.findMany({ where: { key: { in: keys.map(ledgerKey) } }, select: { key: true } })).map((r) => r.key),
  );
  const rows = await tx.contentClassification.findMany({
    select: { id: true, title: true, contentType: true, seedKey: true, tags: true, warnings: true, similarTo: true },
    orderBy: { id: 'asc' },
  });
  const bySeedKey = new Map(rows.filter((r) => r.seedKey !== null).map((r) => [r.seedKey!, r]));
  const titleKey = (r: { title: string; contentType: string }): string => JSON.stringify([r.contentType, r.title]);
  const unkeyedByTitle = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.seedKey === null && !unkeyedByTitle.has(titleKey(row))) unkeyedByTitle.set(titleKey(row), row);
  }
  const firstLibraryTitles = new Set(content.filter((c) => firstLibrary.has(c.seedKey)).map(titleKey));
  const upgradingFirstLibrary = ledger.size === 0 && [...unkeyedByTitle.keys()].some((key) => firstLibraryTitles.has(key));
  const enhancedFieldsEmpty = (r: (typeof rows)[number]): boolean =>
    isEmptyList(r.tags) && isEmptyList(r.warnings) && isEmptyList(r.similarTo);

  const toCreate: SeedContentClassification[] = [];
  const toRecord: string[] = [];
  let contentClassificationsBackfilled = 0;
  let contentClassificationsFilled = 0;
  for (const c of content) {
    const recorded = ledger.has(ledgerKey(c.seedKey));
    const row = bySeedKey.get(c.seedKey);
    if (row) {
      if (!recorded) toRecord.push(c.seedKey);
      if (!enhancedFieldsEmpty(row)) continue;
      await tx.contentClassification.update({ where: { id: row.id }, data: enhancedFields(c) });
      contentClassificationsFilled++;
      continue;
    }
    // Inserted (or adopted) once and since deleted by an admin: stays deleted, even if the admin
    // re-created the title by hand.
    if (recorded) continue;
    const unkeyed = unkeyedByTitle.get(titleKey(c));
    if (!unkeyed) {
      if (upgradingFirstLibrary && firstLibrary.has(c.seedKey)) toRecord.push(c.seedKey);
      else toCreate.push(c);
      continue;
    }
    unkeyedByTitle.delete(titleKey(c));
    const fill = enhancedFieldsEmpty(unkeyed);
    await tx.contentClassification.update({
      where: { id: unkeyed.id },
      data: { seedKey: c.seedKey, ...(fill ? enhancedFields(c) : {}) },
    });
    toRecord.push(c.seedKey);
    contentClassificationsBackfilled++;
    if (fill) contentClassificationsFilled++;
  }
  const created =
    toCreate.length > 0
      ? await tx.contentClassification.createMany({ data: toCreate.map(contentRow), skipDuplicates: true })
      : { count: 0 };
  const newLedgerKeys = [...toRecord, ...toCreate.map((c) => c.seedKey)].map((key) => ({ key: ledgerKey(key) }));
  if (newLedgerKeys.length > 0) await tx.seedLedgerEntry.createMany({ data: newLedgerKeys, skipDuplicates: true });
  return { contentClassificationsCreated: created.count, contentClassificationsBackfilled, contentClassificationsFilled };
}
