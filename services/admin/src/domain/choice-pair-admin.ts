import createError from 'http-errors';
import { badPageCursor, decodePageCursor, encodePageCursor } from '@alive/service-kit';
import { PAIR_PAGE_LIMIT, type AdminChoicePair, type AdminChoicePairPage, type AdminChoicePairRequest, type PairPageQuery, type RemovedChoicePair, type TagHierarchy } from '@alive/contracts';
import type { ChoicePair } from '@alive/db';
import { sameOption, tagHierarchy } from '@alive/domain';
import { DuplicatePairError, type AdminChoicePairRepository, type PairInput, type PairPatch } from '../data/admin-choice-pair-repository.ts';

/** The Admin Panel's choice-pair use cases (docs/product/admin.md, Choice pairs). */

export const PAIR_NOT_FOUND_MESSAGE = 'Choice pair not found';
export const SAME_OPTIONS_MESSAGE = 'The two options must differ';

function tagsOf(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

export function toAdminPair(pair: ChoicePair): AdminChoicePair {
  return {
    id: pair.id,
    option1: pair.option1,
    option2: pair.option2,
    category: pair.category,
    isActive: pair.isActive,
    option1Votes: pair.option1Votes,
    option2Votes: pair.option2Votes,
    totalVotes: pair.totalVotes,
    option1Tags: tagsOf(pair.option1Tags),
    option2Tags: tagsOf(pair.option2Tags),
    source: pair.source,
    createdAt: pair.createdAt.toISOString(),
  };
}

function conflict(error: unknown): never {
  if (error instanceof DuplicatePairError) throw createError(409, `This choice pair already exists (#${error.existingId})`);
  throw error;
}

export async function listPairs(pairs: AdminChoicePairRepository): Promise<AdminChoicePair[]> {
  return (await pairs.list()).map(toAdminPair);
}

export async function createPair(pairs: AdminChoicePairRepository, input: PairInput, source = 'admin'): Promise<AdminChoicePair> {
  if (sameOption(input.option1, input.option2)) throw createError(400, SAME_OPTIONS_MESSAGE);
  return toAdminPair(await pairs.create(input, source).catch(conflict));
}

export async function updatePair(pairs: AdminChoicePairRepository, id: number, patch: PairPatch): Promise<AdminChoicePair> {
  const current = await pairs.byId(id);
  if (!current) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  if (sameOption(patch.option1 ?? current.option1, patch.option2 ?? current.option2)) throw createError(400, SAME_OPTIONS_MESSAGE);
  const updated = await pairs.update(id, patch).catch(conflict);
  if (!updated) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  return toAdminPair(updated);
}

export async function removePair(pairs: AdminChoicePairRepository, id: number): Promise<RemovedChoicePair> {
  const outcome = await pairs.remove(id);
  if (!outcome) throw createError(404, PAIR_NOT_FOUND_MESSAGE);
  return {
    id,
    outcome,
    message: outcome === 'deleted' ? 'Choice pair deleted' : 'Choice pair deactivated: it has answers, which are kept',
  };
}

export async function pairTagHierarchy(pairs: AdminChoicePairRepository): Promise<TagHierarchy> {
  return tagHierarchy(await pairs.activeOptionTags());
}

export type { AdminChoicePairRequest };

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
export async function pairPage(pairs: AdminChoicePairRepository, query: PairPageQuery): Promise<AdminChoicePairPage> {
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
export async function reactivatePairs(pairs: AdminChoicePairRepository, ids: readonly number[]): Promise<{ reactivated: number }> {
  return { reactivated: await pairs.reactivate([...new Set(ids)]) };
}
