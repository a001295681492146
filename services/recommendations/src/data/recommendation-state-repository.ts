import type { Prisma } from '@alive/db';

/** Counts one more choice for the user; returns the new choices-since-refresh count. */
export async function countChoice(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ choicesSinceRefresh: number }[]>`
    INSERT INTO recommendation_states (user_id, choices_since_refresh, total_choices_seen, updated_at)
    VALUES (${userId}, 1, 1, now())
    ON CONFLICT (user_id) DO UPDATE
      SET choices_since_refresh = recommendation_states.choices_since_refresh + 1,
          total_choices_seen = recommendation_states.total_choices_seen + 1,
          updated_at = now()
    RETURNING choices_since_refresh AS "choicesSinceRefresh"`;
  return rows[0]!.choicesSinceRefresh;
}

/**
 * Marks every cached list of the user stale and records the request; the generator serves fresh
 * lists for stale rows and sets lastRefreshedAt when it regenerates.
 */
export async function requestRefresh(tx: Prisma.TransactionClient, userId: string, at: Date): Promise<void> {
  await tx.recommendationState.update({
    where: { userId },
    data: { choicesSinceRefresh: 0, refreshRequestedAt: at },
  });
  await markListsStale(tx, userId);
}

/** Marks every cached list of the user stale: the next read or the runner makes it again. */
export async function markListsStale(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.recommendationCache.updateMany({ where: { userId }, data: { stale: true } });
}

/** Whether the user has a state row, i.e. a choice of theirs was ever counted here. */
export async function hasRecommendationState(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  return (await tx.recommendationState.findUnique({ where: { userId }, select: { userId: true } })) !== null;
}

/** Records the event as handled by this consumer; false when it already was (a redelivery). */
export async function markEventProcessed(tx: Prisma.TransactionClient, consumer: string, eventId: string): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO processed_events (consumer, event_id) VALUES (${consumer}, ${eventId})
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}
