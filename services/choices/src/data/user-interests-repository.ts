import { CHOICE_CATEGORIES, type ChoiceCategory } from '@alive/contracts';
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '@alive/db';
import { enqueueEvent, INTERESTS_CHANGED_V1 } from '@alive/events';

/** The stored categories in CHOICE_CATEGORIES order, unknown ones dropped. */
export const inCategoryOrder = (categories: readonly string[]): ChoiceCategory[] =>
  CHOICE_CATEGORIES.filter((category) => categories.includes(category));

/** The person's picked categories (docs/product/choices.md, First run), in CHOICE_CATEGORIES order; empty until they pick. */
export async function findUserInterests(prisma: PrismaClient, userId: string): Promise<ChoiceCategory[]> {
  const row = await prisma.userInterests.findUnique({ where: { userId }, select: { categories: true } });
  return inCategoryOrder(row?.categories ?? []);
}

/**
 * Replaces the person's pick and records `interests.changed` in the outbox, in one transaction; null
 * when the user no longer exists (deleted after their session was read), nothing written.
 */
export async function saveUserInterests(
  prisma: PrismaClient,
  userId: string,
  categories: readonly ChoiceCategory[],
  event: { id?: string; traceparent?: string; now?: Date } = {},
): Promise<ChoiceCategory[] | null> {
  const ordered = inCategoryOrder(categories);
  return prisma.$transaction(async (tx) => {
    const written = await tx.$executeRaw`
      INSERT INTO user_interests (user_id, categories, updated_at)
      SELECT u.id, ${ordered}::text[], now() FROM users u WHERE u.id = ${userId}
      ON CONFLICT (user_id) DO UPDATE SET categories = EXCLUDED.categories, updated_at = now()`;
    if (written === 0) return null;
    const occurredAt = (event.now ?? new Date()).toISOString();
    const eventId = event.id ?? randomUUID();
    await enqueueEvent(tx, INTERESTS_CHANGED_V1, { eventId, userId, categories: ordered, occurredAt }, eventId, event.traceparent);
    return ordered;
  });
}
