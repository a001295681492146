import { rankGroupRecommendations, type GroupMemberTaste, type RecommendationCandidate } from '@alive/domain';

/**
 * The groups service's CPU-heavy pure work, run in worker threads (docs/architecture.md, "Expensive
 * work"): inputs and answers are plain data.
 */
export const WORKER_TASKS = {
  rankGroupRecommendations<T extends RecommendationCandidate>(input: { members: readonly GroupMemberTaste[]; candidates: readonly T[]; limit: number }) {
    return rankGroupRecommendations(input.members, input.candidates, { limit: input.limit });
  },
};

export type GroupWorkerTasks = typeof WORKER_TASKS;

/** This module's path, for the worker threads. */
export const GROUP_RANKING_TASKS_MODULE = new URL(import.meta.url).pathname;
