import { Prisma, type ChoicePair, type PrismaClient } from '@alive/db';
import type { PairPageSort } from '@alive/contracts';
import { pairKey } from '@alive/domain';

/**
 * The shared choice pairs as an admin sees and changes them (`choice_pairs`, docs/data-ownership.md):
 * served by choices, the table's one writer, for the Admin Panel and the smart engine's Add. A person's
 * own pairs (`owner_user_id` set) are theirs alone: to an admin they do not exist. The next-pair reads
 * go to the same table, so a change here reaches the home screen at once (docs/product/admin.md,
 * Choice pairs).
 */
export interface PairInput {
  option1: string;
  option2: string;
  category: string;
  option1Tags: Record<string, number>;
  option2Tags: Record<string, number>;
  isActive: boolean;
}

export type PairPatch = Partial<PairInput>;

export class DuplicatePairError extends Error {
  constructor(readonly existingId: number) {
    super(`the same pair exists already (#${existingId})`);
  }
}

const shared = { ownerUserId: null } as const;

export function createSharedPairAdminRepository(prisma: PrismaClient) {
  /** The id of a shared pair with the same two options (either order, any case), other than `exceptId`. */
  async function duplicateOf(option1: string, option2: string, exceptId?: number): Promise<number | null> {
    const key = pairKey(option1, option2);
    const rows = await prisma.choicePair.findMany({ where: shared, select: { id: true, option1: true, option2: true } });
    return rows.find((row) => row.id !== exceptId && pairKey(row.option1, row.option2) === key)?.id ?? null;
  }

  return {
    duplicateOf,

    /** Every shared pair, newest first. */
    async list(): Promise<ChoicePair[]> {
      return prisma.choicePair.findMany({ where: shared, orderBy: { id: 'desc' } });
    },

    /**
     * One page of shared pairs after `after` (keyset: the sort value and id of the last row seen), and
     * how many match the filters in all. Sorting by votes breaks ties by id, so every row has one place.
     */
    async page(options: {
      sort: PairPageSort;
      filters: { status: 'all' | 'active' | 'inactive'; category?: string; words?: string };
      after: { id: number; votes: number } | null;
      limit: number;
    }): Promise<{ rows: ChoicePair[]; total: number }> {
      const { sort, filters, after, limit } = options;
      const where: Prisma.ChoicePairWhereInput = {
        ...shared,
        ...(filters.status === 'all' ? {} : { isActive: filters.status === 'active' }),
        ...(filters.category ? { category: { equals: filters.category, mode: 'insensitive' } } : {}),
        ...(filters.words
          ? { OR: [{ option1: { contains: filters.words, mode: 'insensitive' } }, { option2: { contains: filters.words, mode: 'insensitive' } }] }
          : {}),
      };
      const descending = sort === 'newest' || sort === 'most-answered';
      const byVotes = sort === 'most-answered' || sort === 'least-answered';
      const beyond = (id: number): Prisma.IntFilter => (descending ? { lt: id } : { gt: id });
      const keyset: Prisma.ChoicePairWhereInput | undefined = !after
        ? undefined
        : byVotes
          ? { OR: [{ totalVotes: descending ? { lt: after.votes } : { gt: after.votes } }, { totalVotes: after.votes, id: beyond(after.id) }] }
          : { id: beyond(after.id) };
      const direction = descending ? 'desc' : 'asc';
      const [rows, total] = await Promise.all([
        prisma.choicePair.findMany({
          where: keyset ? { AND: [where, keyset] } : where,
          orderBy: byVotes ? [{ totalVotes: direction }, { id: direction }] : [{ id: direction }],
          take: limit,
        }),
        prisma.choicePair.count({ where }),
      ]);
      return { rows, total };
    },

    /** Makes these shared pairs active; how many were inactive. */
    async reactivate(ids: readonly number[]): Promise<number> {
      return (await prisma.choicePair.updateMany({ where: { ...shared, id: { in: [...ids] }, isActive: false }, data: { isActive: true } })).count;
    },

    async byId(id: number): Promise<ChoicePair | null> {
      return prisma.choicePair.findFirst({ where: { id, ...shared } });
    },

    /** Creates a shared pair; DuplicatePairError when the same pair exists. */
    async create(input: PairInput, source: string): Promise<ChoicePair> {
      const existing = await duplicateOf(input.option1, input.option2);
      if (existing !== null) throw new DuplicatePairError(existing);
      return prisma.choicePair.create({
        data: {
          option1: input.option1,
          option2: input.option2,
          category: input.category,
          option1Tags: input.option1Tags,
          option2Tags: input.option2Tags,
          isActive: input.isActive,
          source,
        },
      });
    },

    /** Changes a shared pair; null when there is none with this id. */
    async update(id: number, patch: PairPatch): Promise<ChoicePair | null> {
      const current = await prisma.choicePair.findFirst({ where: { id, ...shared } });
      if (!current) return null;
      const option1 = patch.option1 ?? current.option1;
      const option2 = patch.option2 ?? current.option2;
      if (patch.option1 !== undefined || patch.option2 !== undefined) {
        const existing = await duplicateOf(option1, option2, id);
        if (existing !== null) throw new DuplicatePairError(existing);
      }
      return prisma.choicePair.update({
        where: { id },
        data: {
          option1,
          option2,
          ...(patch.category !== undefined ? { category: patch.category } : {}),
          ...(patch.option1Tags !== undefined ? { option1Tags: patch.option1Tags as Prisma.InputJsonValue } : {}),
          ...(patch.option2Tags !== undefined ? { option2Tags: patch.option2Tags as Prisma.InputJsonValue } : {}),
          ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
        },
      });
    },

    /**
     * Deletes a pair nobody answered; a pair with answers is deactivated instead, so no history is lost.
     * The delete re-checks for answers in the same statement, so a vote arriving meanwhile wins.
     */
    async remove(id: number): Promise<'deleted' | 'deactivated' | null> {
      const deleted = await prisma.$executeRaw`
        DELETE FROM choice_pairs
        WHERE id = ${id} AND owner_user_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM user_choices WHERE choice_pair_id = ${id})`;
      if (deleted === 1) return 'deleted';
      const { count } = await prisma.choicePair.updateMany({ where: { id, ...shared }, data: { isActive: false } });
      return count === 1 ? 'deactivated' : null;
    },
  };
}

export type SharedPairAdminRepository = ReturnType<typeof createSharedPairAdminRepository>;
