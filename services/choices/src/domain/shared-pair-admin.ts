import createError from 'http-errors';
import { badPageCursor, decodePageCursor, encodePageCursor } from '@alive/service-kit';
import {
  ADMIN_CATEGORY_VALUES,
  PAIR_PAGE_LIMIT,
  SMART_CATEGORY_PAIR_CATEGORY,
  SMART_ENGINE_CATEGORIES,
  type AdminChoicePair,
  type AdminChoicePairPage,
  type PairPageQuery,
  type RemovedChoicePair,
  type SmartAddResult,
} from '@alive/contracts';
import { pairKey, sameOption, toAdminPair } from '@alive/domain';
import { DuplicatePairError, type PairInput, type PairPatch, type SharedPairAdminRepository } from '../data/shared-pair-admin-repository.ts';

/**
 * The Admin Panel's changes of the shared pairs, and the smart engine's Add (docs/product/admin.md,
 * Choice pairs; Smart Choice Pair Engine). They live here, not in admin, because choices is the one
 * writer of `choice_pairs` (docs/data-ownership.md); admin keeps the tools that only read them.
 */

export const PAIR_NOT_FOUND_MESSAGE = 'Choice pair not found';
export const SAME_OPTIONS_MESSAGE = 'The two options must differ';

function conflict(error: unknown): never {
  if (error instanceof DuplicatePairError) throw createError(409, `This choice pair already exists (#${error.existingId})`);
  throw error;
}

export async function listPairs(pairs: SharedPairAdminRepository): Promise<AdminChoicePair[]> {
  return (await pairs.list()).map(toAdminPair);
}

export async function createPair(pairs: SharedPairAdminRepository, input: PairInput, source = 'admin'): Promise<AdminChoicePair> {
  if (sameOption(input.option1, input.option2)) throw createError(400, SAME_OPTIONS_MESSAGE);
  return toAdminPair(await pairs.create(input, source).catch(conflict));
}

export async function updatePair(pairs: SharedPairAdminRepository, id: number, patch: PairPatch): Promise<AdminChoicePair> {
  const current = await pairs.byId(id);
  if (!current) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  if (sameOption(patch.option1 ?? current.option1, patch.option2 ?? current.option2)) throw createError(400, SAME_OPTIONS_MESSAGE);
  const updated = await pairs.update(id, patch).catch(conflict);
  if (!updated) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  return toAdminPair(updated);
}

export async function removePair(pairs: SharedPairAdminRepository, id: number): Promise<RemovedChoicePair> {
  const outcome = await pairs.remove(id);
  if (!outcome) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  return {
    id,
    outcome,
    message: outcome === 'deleted' ? 'Choice pair deleted' : 'Choice pair deactivated: it has answers, which are kept',
  };
}

/** The cursor of a page: the last row's id and votes (the service kit's page cursor). */
function encodeCursor(row: { id: number; totalVotes: number }): string {
  return encodePageCursor({ id: row.id, votes: row.totalVotes });
}

function decodeCursor(cursor: string): { id: number; votes: number } {
  const value = decodePageCursor(cursor);
  if (Number.isInteger(value.id) && Number.isInteger(value.votes)) return { id: value.id as number, votes: value.votes as number };
  throw badPageCursor();
}

/** GET /api/admin/choice-pairs/page (docs/product/admin.md, Choice pairs at scale). */
export async function pairPage(pairs: SharedPairAdminRepository, query: PairPageQuery): Promise<AdminChoicePairPage> {
  const limit = query.limit ?? PAIR_PAGE_LIMIT.default;
  const { rows, total } = await pairs.page({
    sort: query.sort ?? 'newest',
    filters: { status: query.status ?? 'all', category: query.category || undefined, words: query.q || undefined },
    after: query.cursor ? decodeCursor(query.cursor) : null,
    limit: limit + 1,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items: items.map(toAdminPair), nextCursor: rows.length > limit && last ? encodeCursor(last) : null, total };
}

/** POST /api/admin/choice-pairs/reactivate: inactive pairs become active again. */
export async function reactivatePairs(pairs: SharedPairAdminRepository, ids: readonly number[]): Promise<{ reactivated: number }> {
  return { reactivated: await pairs.reactivate([...new Set(ids)]) };
}

/** Where an added pair is filed: an admin pair category as it is, an engine category by its mapping. */
export function storedCategory(category: string): string {
  const admin = ADMIN_CATEGORY_VALUES.find((value) => value.toLowerCase() === category.toLowerCase());
  if (admin) return admin;
  const engine = SMART_ENGINE_CATEGORIES.find((value) => value === category.toLowerCase());
  if (engine) return SMART_CATEGORY_PAIR_CATEGORY[engine];
  throw createError(400, `category must be one of ${[...ADMIN_CATEGORY_VALUES, ...SMART_ENGINE_CATEGORIES].join(', ')}`);
}

interface PairToAdd {
  option1: string;
  option2: string;
  category: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
}

/**
 * POST /api/smart-choice-pairs/add: every category is checked before anything is written, then each
 * pair is created active; a pair that exists (or repeats one earlier in the list) is skipped with its
 * reason, so one duplicate does not cost the admin the rest of the selection.
 */
export async function addSmartPairs(pairs: SharedPairAdminRepository, selection: readonly PairToAdd[]): Promise<SmartAddResult> {
  const prepared = selection.map((pair) => {
    if (sameOption(pair.option1, pair.option2)) throw createError(400, `The two options must differ (${pair.option1})`);
    return { ...pair, category: storedCategory(pair.category) };
  });
  const added: SmartAddResult['added'] = [];
  const skipped: SmartAddResult['skipped'] = [];
  const seen = new Set<string>();
  for (const pair of prepared) {
    const key = pairKey(pair.option1, pair.option2);
    if (seen.has(key)) {
      skipped.push({ option1: pair.option1, option2: pair.option2, existingId: null, reason: 'Listed twice in this request' });
      continue;
    }
    seen.add(key);
    try {
      added.push(toAdminPair(await pairs.create({ ...pair, isActive: true }, 'smart')));
    } catch (error) {
      if (!(error instanceof DuplicatePairError)) throw error;
      skipped.push({ option1: pair.option1, option2: pair.option2, existingId: error.existingId, reason: 'This choice pair already exists' });
    }
  }
  const message =
    skipped.length === 0 ? `Added ${added.length} choice pairs` : `Added ${added.length} choice pairs; ${skipped.length} skipped (already there)`;
  return { added, skipped, message };
}
