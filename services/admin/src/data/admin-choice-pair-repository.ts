import type { ChoicePair, PrismaClient } from '@alive/db';

/**
 * The shared choice pairs as admin's tools read them (`choice_pairs`, docs/data-ownership.md): the tag
 * hierarchy and the smart engine's analysis. Admin never writes them: the Admin Panel's changes are
 * served by choices, the table's one writer (services/choices/src/domain/shared-pair-admin.ts). A
 * person's own pairs (`owner_user_id` set) are theirs alone: to an admin they do not exist.
 */
const shared = { ownerUserId: null } as const;

export function createAdminChoicePairRepository(prisma: PrismaClient) {
  return {
    /** Every shared pair, newest first. */
    async list(): Promise<ChoicePair[]> {
      return prisma.choicePair.findMany({ where: shared, orderBy: { id: 'desc' } });
    },

    /** The tag names of every option of the active shared pairs. */
    async activeOptionTags(): Promise<string[][]> {
      const rows = await prisma.choicePair.findMany({ where: { ...shared, isActive: true }, select: { option1Tags: true, option2Tags: true } });
      const names = (tags: unknown) => (tags && typeof tags === 'object' && !Array.isArray(tags) ? Object.keys(tags) : []);
      return rows.flatMap((row) => [names(row.option1Tags), names(row.option2Tags)]);
    },
  };
}

export type AdminChoicePairRepository = ReturnType<typeof createAdminChoicePairRepository>;
